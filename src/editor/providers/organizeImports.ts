// organize-imports → a command (the editor's "Organize Imports" action, Shift+Alt+O) and a quick
// fix offered on an unused import (docs/playground.md, "Editor"). `diagnostics` does not report
// unused imports, so with the caret on an import line the tool is asked (once per version of the
// buffer) and the fix is offered when its edits drop that line. The edits apply as one undo step.
import { GROOVY, type FeatureContext } from './featureContext';
import type { WireTextEdit } from '../../contracts/wireShapes';
import { toMonacoEdits } from './textEdits';

export const ORGANIZE_IMPORTS_COMMAND = 'groovy.organizeImports';

const IMPORT_LINE = /^\s*import\s+(static\s+)?[\w.*]+(\s+as\s+\w+)?\s*;?\s*$/;

/**
 * The 0-based import lines that organize-imports' edits would drop: a line inside an edit's range
 * whose import statement is not in any edit's new text.
 */
export function droppedImportLines(lines: readonly string[], edits: readonly WireTextEdit[]): number[] {
  const kept = new Set(
    edits.flatMap((edit) => edit.newText.split('\n').map((line) => line.trim().replace(/;$/, ''))),
  );
  const dropped: number[] = [];
  lines.forEach((line, index) => {
    if (!IMPORT_LINE.test(line)) return;
    const inEdit = edits.some((edit) => edit.range.start.line <= index && index <= edit.range.end.line);
    if (inEdit && !kept.has(line.trim().replace(/;$/, ''))) dropped.push(index);
  });
  return dropped;
}

export function registerOrganizeImports({ monaco, editor, tools }: FeatureContext): { dispose(): void } {
  const run = async () => {
    const model = editor.getModel();
    if (!model) return;
    const text = model.getValue();
    const answer = await tools.call('organize-imports', model.uri.toString(), {}, 'organize-imports');
    // Edits computed for text that has changed since would land in the wrong place.
    if (!answer.ok || model.getValue() !== text) return;
    const edits = toMonacoEdits(answer.value.edits);
    if (edits.length === 0) return;
    editor.pushUndoStop();
    editor.executeEdits(
      'organize-imports',
      edits.map((edit) => ({ range: edit.range, text: edit.text })),
    );
    editor.pushUndoStop();
  };
  const command = monaco.editor.registerCommand(ORGANIZE_IMPORTS_COMMAND, () => void run());
  const action = editor.addAction({
    id: 'groovy.organizeImports.action',
    label: 'Organize Imports',
    keybindings: [monaco.KeyMod.Shift | monaco.KeyMod.Alt | monaco.KeyCode.KeyO],
    contextMenuGroupId: '1_modification',
    run: () => run(),
  });
  /** The dropped lines of each buffer, for the version of the text they were computed on. */
  const asked = new Map<string, { version: number; dropped: Promise<number[]> }>();
  const droppedLines = (model: NonNullable<ReturnType<typeof editor.getModel>>) => {
    const uri = model.uri.toString();
    const version = model.getVersionId();
    const cached = asked.get(uri);
    if (cached?.version === version) return cached.dropped;
    const lines = model.getLinesContent();
    const dropped = tools
      .call('organize-imports', uri, {}, 'organize-imports')
      .then((answer) => (answer.ok ? droppedImportLines(lines, answer.value.edits) : []));
    asked.set(uri, { version, dropped });
    return dropped;
  };
  const none = { actions: [], dispose: () => {} };
  const quickFix = monaco.languages.registerCodeActionProvider(
    GROOVY,
    {
      provideCodeActions: async (model, range) => {
        const line = range.startLineNumber;
        if (!IMPORT_LINE.test(model.getLineContent(line))) return none;
        if (!(await droppedLines(model)).includes(line - 1)) return none;
        return {
          actions: [
            {
              title: 'Remove unused import (Organize Imports)',
              kind: 'quickfix',
              isPreferred: true,
              command: { id: ORGANIZE_IMPORTS_COMMAND, title: 'Organize Imports' },
            },
          ],
          dispose: () => {},
        };
      },
    },
    { providedCodeActionKinds: ['quickfix'] },
  );
  return {
    dispose: () => {
      quickFix.dispose();
      action.dispose();
      command.dispose();
    },
  };
}
