// format → Format Document (Shift+Alt+F and the context menu; docs/playground.md, "Editor"), with
// the editor's own tab size and spaces setting.
import { GROOVY, type FeatureContext } from './featureContext';
import { toMonacoEdits, type WireTextEdit } from './textEdits';

export function registerFormatting({ monaco, tools }: FeatureContext): { dispose(): void } {
  return monaco.languages.registerDocumentFormattingEditProvider(GROOVY, {
    displayName: 'Groovy compiler',
    provideDocumentFormattingEdits: async (model, options) => {
      const answer = await tools.call<{ edits?: WireTextEdit[] }>(
        'format',
        model.uri.toString(),
        { tabSize: options.tabSize, insertSpaces: options.insertSpaces },
        'format',
      );
      return answer.ok ? toMonacoEdits(answer.value.edits) : null;
    },
  });
}
