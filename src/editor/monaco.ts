// Monaco, bundled locally (no CDN: the playground works offline) and only ever imported lazily
// (docs/playground.md, "Quality a user notices"). Its editor and JSON workers come in
// through Vite `?worker` imports; the theme follows the page's light/dark choice (pageTheme.ts).
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import editorWorkerUrl from 'monaco-editor/editor/editor.worker?worker&url';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import jsonWorkerUrl from 'monaco-editor/languages/features/json/json.worker?worker&url';
import { DARK_THEME, defineGroovyThemes, LIGHT_THEME } from './groovyThemes';
import { quietWorkerLoadFailure } from './workerLoadFailure';
import { isDark, onThemeChange } from './pageTheme';

// The Raw editor holds one JSON-RPC message per line (stdio framing), which the JSON service would
// call an error after the first line; the schema lint marks each line instead (rawEditor.ts).
jsonDefaults.setDiagnosticsOptions({ validate: false });
// With no JSON schema set, the JSON service's completion only repeats the text's own keys, and its
// adapter reads the model after the worker answers without asking whether it was disposed meanwhile
// (an unhandled "TextModelPart is disposed!" when a panel closes mid-suggest). Our providers
// (method names in rawEditor.ts) are the completion these editors offer.
jsonDefaults.setModeConfiguration({ ...jsonDefaults.modeConfiguration, completionItems: false });

self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) =>
    quietWorkerLoadFailure(label === 'json' ? new JsonWorker() : new EditorWorker(), label),
};

defineGroovyThemes(monaco.editor);
const applyTheme = () => monaco.editor.setTheme(isDark() ? DARK_THEME : LIGHT_THEME);
applyTheme();
onThemeChange(applyTheme);

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
 * What the JSON editors (Raw, the hand normalizer) await before they create their first JSON model:
 * Monaco's JSON mode and the JSON worker's script. Monaco loads both itself once a JSON model
 * appears, but catches a failure of neither: with the backend stopped before the idle prefetch
 * brought them, opening the Raw editor threw on the page, beyond any React boundary. Loaded here
 * first, a failure rejects for the editor to say, with Retry (useLazyMonaco.ts); Monaco then finds
 * the mode loaded and the worker's script in the HTTP cache (hashed assets are cached for good).
 */
export function loadJsonSupport(): Promise<void> {
  // Once loaded it stays loaded: later editors do not fetch the worker's script again. A failure is
  // forgotten, so Retry (or the next editor) tries again.
  jsonSupport ??= fetchJsonSupport().catch((cause: unknown) => {
    jsonSupport = undefined;
    throw cause;
  });
  return jsonSupport;
}

let jsonSupport: Promise<void> | undefined;

async function fetchJsonSupport(): Promise<void> {
  await import('monaco-editor/languages/features/json/jsonMode');
  await fetchWorkerScript(jsonWorkerUrl, 'the JSON worker');
}

/** Brings a worker's script into the HTTP cache (hashed assets are cached for good), where `new Worker` finds it. */
async function fetchWorkerScript(url: string, name: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new TypeError(`HTTP ${response.status}`);
    await response.blob();
  } catch (cause) {
    throw new TypeError(`Failed to fetch ${name}'s script ${url}: ${String(cause)}`, { cause });
  }
}

/**
 * The panels fetch the JSON support and the editor worker's script ahead when the page is idle
 * (docs/playground.md, "Quality a user notices"), so that a backend stopped later keeps neither the
 * JSON editors from opening nor Monaco from starting its editor worker, which it does only once an
 * editor first needs it (a worker that still cannot load is said in the console: workerLoadFailure.ts).
 */
export async function preloadEditorSupport(): Promise<void> {
  await Promise.all([
    loadJsonSupport().catch(() => undefined),
    fetchWorkerScript(editorWorkerUrl, 'the editor worker').catch(() => undefined),
  ]);
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
