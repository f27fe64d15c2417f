// format → Format Document (Ctrl+Shift+I or Shift+Alt+F, and the context menu; docs/playground.md,
// "Editor"), with the editor's own tab size and spaces setting.
import { GROOVY, type FeatureContext } from './featureContext';
import { toMonacoEdits } from './textEdits';

export function registerFormatting({ monaco, tools }: FeatureContext): { dispose(): void } {
  const provider = monaco.languages.registerDocumentFormattingEditProvider(GROOVY, {
    displayName: 'Groovy compiler',
    provideDocumentFormattingEdits: async (model, options) => {
      const answer = await tools.call(
        'format',
        model.uri.toString(),
        { tabSize: options.tabSize, insertSpaces: options.insertSpaces },
        'format',
      );
      return answer.ok ? toMonacoEdits(answer.value.edits) : null;
    },
  });
  // Monaco binds Format Document to Shift+Alt+F everywhere but Linux, where it has only
  // Ctrl+Shift+I; people press Shift+Alt+F there too, so it is bound on every platform.
  const shiftAltF = monaco.editor.addKeybindingRule({
    keybinding: monaco.KeyMod.Shift | monaco.KeyMod.Alt | monaco.KeyCode.KeyF,
    command: 'editor.action.formatDocument',
    when: 'editorTextFocus && !editorReadonly',
  });
  return {
    dispose: () => {
      shiftAltF.dispose();
      provider.dispose();
    },
  };
}
