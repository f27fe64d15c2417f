// The Groovy editor's shortcuts are the ones its context menu shows (docs/playground.md, "Editor";
// e2e/context-menu-shortcuts.spec.ts runs each). Monaco in a browser page binds Go to Definition
// to both F12 and Ctrl+F12 (F12 may open the browser's developer tools), but Ctrl+F12 is also Go to
// Implementations, which wins the key: the menu showed "Go to Definition Ctrl+F12" for a key that
// went to implementations. Go to Definition keeps F12 alone (the page gets F12 first; the docs
// name it), so each shown key runs its own command.
import type { Monaco } from './monaco';

export function registerKeybindings(monaco: Monaco): { dispose(): void } {
  return monaco.editor.addKeybindingRules([
    {
      keybinding: monaco.KeyMod.CtrlCmd | monaco.KeyCode.F12,
      command: '-editor.action.revealDefinition',
    },
  ]);
}
