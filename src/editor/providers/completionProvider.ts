// complete → suggestions (Ctrl+Space, and after `.`; docs/playground.md, "Editor"): the tool's
// items with their kind, detail and insert text, in place of Monaco's word list (the editor is
// created with word-based suggestions off).
import type { monaco } from '../monaco';
import { toWirePosition } from '../positions';
import { GROOVY, type FeatureContext } from './featureContext';
import { completionKind } from './symbolKinds';

export function registerCompletion({ monaco, tools }: FeatureContext): { dispose(): void } {
  return monaco.languages.registerCompletionItemProvider(GROOVY, {
    triggerCharacters: ['.'],
    provideCompletionItems: async (model, position) => {
      const answer = await tools.call(
        'complete',
        model.uri.toString(),
        toWirePosition(position),
        'completion',
      );
      if (!answer.ok) return null;
      const word = model.getWordUntilPosition(position);
      const range: monaco.IRange = {
        startLineNumber: position.lineNumber,
        startColumn: word.startColumn,
        endLineNumber: position.lineNumber,
        endColumn: word.endColumn,
      };
      return {
        incomplete: answer.value.isIncomplete,
        suggestions: answer.value.items.map((item, index) => ({
          label: item.label,
          kind: completionKind(monaco, item.kind) as monaco.languages.CompletionItemKind,
          detail: item.detail,
          insertText: item.insertText ?? item.label,
          // The tool's order is its ranking (in-scope names first); Monaco sorts by this text.
          sortText: String(index).padStart(5, '0'),
          range,
        })),
      };
    },
  });
}
