// The Groovy editor's side of the EditorBridge (editorBridge.ts): the caret, revealing a place and
// applying a tool's edits, converting the wire's 0-based UTF-16 positions (docs/server.md §5) to
// Monaco's 1-based lines and columns, which also count UTF-16 units.
import type { BufferModels } from './bufferModels';
import type { Applied, BufferEdits, EditorActions, WireRange } from './editorBridge';
import type { Monaco, monaco } from './monaco';
import type { Workspace } from './workspace';

type Editor = monaco.editor.IStandaloneCodeEditor;

const toMonaco = (monacoApi: Monaco, range: WireRange): monaco.Range =>
  new monacoApi.Range(
    range.start.line + 1,
    range.start.character + 1,
    range.end.line + 1,
    range.end.character + 1,
  );

export function editorActions(
  monacoApi: Monaco,
  editor: Editor,
  models: BufferModels,
  workspace: Workspace,
  /** Brings the editor in line with the workspace now (its own listener runs a frame later). */
  follow: () => void,
): EditorActions {
  return {
    cursor() {
      const position = editor.getPosition();
      const uri = editor.getModel()?.uri.toString(true);
      if (!position || uri === undefined) return undefined;
      return { uri, line: position.lineNumber - 1, character: position.column - 1 };
    },

    focus: () => editor.focus(),

    reveal(uri, range) {
      const model = models.get(uri);
      if (!model) return false;
      workspace.activate(uri);
      follow();
      const target = model.validateRange(toMonaco(monacoApi, range));
      editor.setSelection(target);
      editor.revealRangeInCenterIfOutsideViewport(target);
      editor.focus();
      return true;
    },

    applyEdits(changes: readonly BufferEdits[]): Applied {
      const planned: {
        model: monaco.editor.ITextModel;
        edits: monaco.editor.IIdentifiedSingleEditOperation[];
      }[] = [];
      for (const change of changes) {
        const model = models.get(change.uri);
        if (!model) return { ok: false, message: `${change.uri} is not open in the editor` };
        const edits = change.edits.map((edit) => {
          const range = toMonaco(monacoApi, edit.range);
          return { range, text: edit.newText, valid: model.validateRange(range).equalsRange(range) };
        });
        if (edits.some((edit) => !edit.valid))
          return { ok: false, message: `an edit lies outside ${change.uri}: call the tool again` };
        planned.push({ model, edits: edits.map(({ range, text }) => ({ range, text })) });
      }
      // One undo step per buffer, kept apart from the person's typing before and after.
      const applied = planned.map(({ model, edits }) => {
        model.pushStackElement();
        model.pushEditOperations(null, edits, () => null);
        model.pushStackElement();
        return { model, version: model.getAlternativeVersionId() };
      });
      return {
        ok: true,
        undo: () => {
          const changed = applied.find(
            ({ model, version }) => model.isDisposed() || model.getAlternativeVersionId() !== version,
          );
          if (changed)
            return {
              ok: false,
              message: `${changed.model.uri.toString(true)} changed since: undo with Ctrl+Z in the editor`,
            };
          for (const { model } of applied) void model.undo();
          return { ok: true };
        },
      };
    },
  };
}
