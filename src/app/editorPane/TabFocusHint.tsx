// Keyboard users get out of the editor with Tab once Monaco's tab-focus mode is on (Ctrl+M, on a
// Mac Ctrl+Shift+M); this line says so, and says which mode is on (docs/playground.md, "Editor").
import { useSyncExternalStore } from 'react';
import { usePlayground } from '../playground';

const TOGGLE = /Mac|iPhone|iPad/.test(navigator.platform) ? 'Ctrl+Shift+M' : 'Ctrl+M';

export function TabFocusHint() {
  const { editor } = usePlayground();
  const movesFocus = useSyncExternalStore(editor.tabMovesFocus.subscribe, editor.tabMovesFocus.get);
  return (
    <p className="editor-hint muted" aria-live="polite">
      {movesFocus ? (
        <>
          <kbd>Tab</kbd> moves the focus out of the editor; <kbd>{TOGGLE}</kbd> makes it type a tab again.
        </>
      ) : (
        <>
          <kbd>Tab</kbd> types a tab in the editor; <kbd>{TOGGLE}</kbd> makes it move the focus out instead.
        </>
      )}
    </p>
  );
}
