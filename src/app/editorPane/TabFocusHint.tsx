// Keyboard users leave the editor with Tab once Monaco's tab-focus mode is on (Ctrl+M, on a Mac
// Ctrl+Shift+M); this line says so (docs/playground.md, "Editor"). Monaco keeps that mode to
// itself (no event, no public getter), so the hint names the toggle rather than the current mode.
const TOGGLE = /Mac|iPhone|iPad/.test(navigator.platform) ? 'Ctrl+Shift+M' : 'Ctrl+M';

export function TabFocusHint() {
  return (
    <p className="editor-hint muted">
      <kbd>Tab</kbd> types a tab in the editor. To leave it with <kbd>Tab</kbd>, press <kbd>{TOGGLE}</kbd>{' '}
      first (again to switch back), or use the skip link before the buffer tabs.
    </p>
  );
}
