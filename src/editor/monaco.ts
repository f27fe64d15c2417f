// Monaco, bundled locally (no CDN: the playground works offline) and only ever imported lazily
// (docs/playground.md, "Quality a user notices"). Its editor and JSON workers come in
// through Vite `?worker` imports; the theme follows the system's light/dark setting.
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
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
