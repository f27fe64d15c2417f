// rename → F2 (docs/playground.md, "Editor"): the tool's edits applied to every buffer they touch
// as one undoable edit. `changes: []` means the compiler did not prove the binding, and the tool
// never falls back to matching text (docs/server.md §6): the editor says so at the caret instead
// of renaming (standalone Monaco only logs a rename's reject reason).
import { showInlineMessage } from '../inlineMessage';
import type { monaco } from '../monaco';
import { toWirePosition } from '../positions';
import { GROOVY, type FeatureContext } from './featureContext';
import { toMonacoEdits } from './textEdits';

export const NOT_PROVEN = 'the compiler did not prove this binding';

export function registerRename({ monaco, editor, tools }: FeatureContext): { dispose(): void } {
  const reject = (rejectReason: string) => {
    showInlineMessage(monaco, editor, rejectReason);
    return { edits: [], rejectReason };
  };
  return monaco.languages.registerRenameProvider(GROOVY, {
    provideRenameEdits: async (model, position, newName) => {
      const answer = await tools.call(
        'rename',
        model.uri.toString(),
        { ...toWirePosition(position), newName },
        'rename',
      );
      if (!answer.ok) return reject(`Rename failed: ${answer.reason}`);
      const { changes } = answer.value;
      if (changes.length === 0) return reject(`Not renamed: ${NOT_PROVEN}.`);
      const edits: monaco.languages.IWorkspaceTextEdit[] = [];
      for (const change of changes) {
        const resource = monaco.Uri.parse(change.uri);
        const target = monaco.editor.getModel(resource);
        if (!target) continue;
        for (const textEdit of toMonacoEdits(change.edits)) {
          edits.push({ resource, textEdit, versionId: target.getVersionId() });
        }
      }
      return { edits };
    },
    // The word under the caret is what F2 offers to rename; whether it can be renamed is the tool's
    // answer, not a guess made here.
    resolveRenameLocation: (model, position) => {
      const word = model.getWordAtPosition(position);
      if (!word)
        return { range: new monaco.Range(1, 1, 1, 1), text: '', rejectReason: 'Nothing to rename here' };
      return {
        range: new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn),
        text: word.word,
      };
    },
  });
}
