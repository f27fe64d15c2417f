// A short message at the caret, for answers Monaco would otherwise only log (standalone Monaco has
// no notification area): "the compiler did not prove this binding" after F2, for instance. It is
// announced to screen readers and goes away at the next keystroke, click or after a few seconds.
import type { monaco } from './monaco';
import type { Monaco } from './monaco';

const SHOWN_MS = 5_000;

export function showInlineMessage(monacoApi: Monaco, editor: monaco.editor.ICodeEditor, text: string): void {
  const position = editor.getPosition();
  if (!position) return;
  const node = document.createElement('div');
  node.className = 'groovy-inline-message';
  node.setAttribute('role', 'alert');
  node.textContent = text;
  const widget: monaco.editor.IContentWidget = {
    getId: () => 'groovy.inlineMessage',
    getDomNode: () => node,
    getPosition: () => ({
      position,
      preference: [
        monacoApi.editor.ContentWidgetPositionPreference.ABOVE,
        monacoApi.editor.ContentWidgetPositionPreference.BELOW,
      ],
    }),
  };
  editor.addContentWidget(widget);
  const listeners: { dispose(): void }[] = [];
  const close = () => {
    clearTimeout(timer);
    for (const listener of listeners.splice(0)) listener.dispose();
    editor.removeContentWidget(widget);
  };
  const timer = setTimeout(close, SHOWN_MS);
  listeners.push(
    editor.onDidChangeModelContent(close),
    editor.onDidChangeModel(close),
    editor.onMouseDown(close),
    editor.onKeyDown(close),
  );
}
