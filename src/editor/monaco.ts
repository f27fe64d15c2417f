// Monaco, bundled locally (no CDN: the playground works offline) and only ever imported lazily
// (docs/playground.md, "Quality a user notices"). Its editor and JSON workers come in
// through Vite `?worker` imports; the theme follows the system's light/dark setting.
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import { getWorker as loadJsonMode, jsonDefaults } from 'monaco-editor/languages/features/json/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import jsonWorkerUrl from 'monaco-editor/languages/features/json/json.worker?worker&url';
import { DARK_THEME, defineGroovyThemes, LIGHT_THEME } from './groovyThemes';

// The Raw editor holds one JSON-RPC message per line (stdio framing), which the JSON service would
// call an error after the first line; the schema lint marks each line instead (rawEditor.ts).
jsonDefaults.setDiagnosticsOptions({ validate: false });

self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

const dark = window.matchMedia('(prefers-color-scheme: dark)');
defineGroovyThemes(monaco);
const applyTheme = () => monaco.editor.setTheme(dark.matches ? DARK_THEME : LIGHT_THEME);
applyTheme();
dark.addEventListener('change', applyTheme);

/**
 * Options every editor of the page takes so that Monaco's own widgets (context menu, suggest,
 * hover, find) are drawn with the theme's colours (docs/playground.md, "Editor"). Monaco puts its
 * context menu in a shadow root by default, beside the editor rather than inside it: the theme's
 * colours are CSS variables set on `.monaco-editor` and `.monaco-component` in the page's own
 * style sheet, which reaches neither, so the menu was drawn with a transparent background over the
 * code. Without the shadow root the menu is a `.monaco-component` of the page and takes them.
 * Overflowing widgets are fixed-positioned so that a hover near the pane's edge is not clipped.
 */
export const WIDGET_OPTIONS = {
  useShadowDOM: false,
  fixedOverflowWidgets: true,
} as const satisfies monaco.editor.IStandaloneEditorConstructionOptions;

/**
 * Loads what Monaco itself loads lazily for the JSON editors (Raw, the hand normalizer) once one
 * opens: its JSON mode and the JSON worker's script. The panels fetch it ahead when the page is idle
 * (docs/playground.md, "Quality a user notices"), since Monaco does not catch a failure to load
 * them: with the backend stopped, opening the Raw editor would throw on the page.
 */
export async function preloadJsonSupport(): Promise<void> {
  // Loads the mode, then rejects while no JSON model exists yet: only the load matters here.
  await loadJsonMode().catch(() => undefined);
  // Into the HTTP cache, where `new Worker` finds it later (hashed assets are cached for good).
  await fetch(jsonWorkerUrl)
    .then((response) => response.blob())
    .catch(() => undefined);
}

export { monaco };
export type Monaco = typeof monaco;

/** Every Monaco registration returns a disposable; a store disposes them together (docs/ARCHITECTURE.md, "Style"). */
export class DisposableStore {
  private readonly items: { dispose(): void }[] = [];

  add<T extends { dispose(): void }>(item: T): T {
    this.items.push(item);
    return item;
  }

  dispose(): void {
    for (const item of this.items.splice(0).reverse()) item.dispose();
  }
}
