// Go to Definition, Implementations and References land in other buffers too (docs/playground.md,
// "Editor"): Monaco asks an opener to show another model, and this one shows that buffer at once
// (`showBuffer`, which also makes it the active tab) and puts the caret on the target.
import type { monaco } from './monaco';
import type { Monaco } from './monaco';
import type { Workspace } from './workspace';

export function registerBufferOpener(
  monacoApi: Monaco,
  editor: monaco.editor.IStandaloneCodeEditor,
  workspace: Workspace,
  showBuffer: (uri: string) => void,
): { dispose(): void } {
  return monacoApi.editor.registerEditorOpener({
    openCodeEditor: (source, resource, selectionOrPosition) => {
      const uri = resource.toString();
      if (source !== editor || workspace.text(uri) === undefined) return false;
      showBuffer(uri);
      if (selectionOrPosition) {
        if ('startLineNumber' in selectionOrPosition) {
          editor.setSelection(selectionOrPosition);
          editor.revealRangeInCenterIfOutsideViewport(selectionOrPosition);
        } else {
          editor.setPosition(selectionOrPosition);
          editor.revealPositionInCenterIfOutsideViewport(selectionOrPosition);
        }
      }
      editor.focus();
      return true;
    },
  });
}
