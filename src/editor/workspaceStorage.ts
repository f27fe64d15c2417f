// The editor's buffers survive a reload (docs/playground.md, "Editor"): saved to local storage a
// moment after each change and when the page is hidden, read back at start. What no longer reads
// back (a hand-edited or older entry) is dropped for the sample, never half-trusted.
import { bufferNameProblem, BUFFER_SCHEME } from './bufferNames';
import type { SampleBuffer } from './sampleProject';
import { MAX_BUFFERS, type Workspace } from './workspace';

export const WORKSPACE_KEY = 'groovymcp:workspace';
const SAVE_DELAY_MS = 300;

export interface SavedWorkspace {
  readonly buffers: readonly SampleBuffer[];
  readonly active: string;
}

/** The storage the workspace is kept in (`localStorage` in the page; a Map-backed one in tests). */
export type WorkspaceStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isBuffer(value: unknown): value is SampleBuffer {
  const buffer = value as SampleBuffer;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof buffer.uri === 'string' &&
    typeof buffer.text === 'string' &&
    buffer.uri.startsWith(BUFFER_SCHEME) &&
    bufferNameProblem(buffer.uri.slice(BUFFER_SCHEME.length)) === undefined
  );
}

export function loadWorkspace(storage: WorkspaceStorage): SavedWorkspace | undefined {
  try {
    const raw = storage.getItem(WORKSPACE_KEY);
    if (raw === null) return undefined;
    const value = JSON.parse(raw) as { buffers?: unknown; active?: unknown };
    const { buffers, active } = value;
    if (!Array.isArray(buffers) || buffers.length === 0 || buffers.length > MAX_BUFFERS) return undefined;
    if (!buffers.every(isBuffer) || typeof active !== 'string') return undefined;
    if (new Set(buffers.map((b) => b.uri)).size !== buffers.length) return undefined;
    return { buffers, active };
  } catch {
    return undefined;
  }
}

function save(workspace: Workspace, storage: WorkspaceStorage): void {
  const saved: SavedWorkspace = { buffers: workspace.buffers(), active: workspace.state.get().active };
  try {
    storage.setItem(WORKSPACE_KEY, JSON.stringify(saved));
    workspace.notSaved.set(undefined);
  } catch (cause) {
    // Storage full or disabled: the buffers still work for this page, but the person is told
    // that a reload would lose them.
    const why =
      cause instanceof DOMException && cause.name === 'QuotaExceededError'
        ? 'storage is full'
        : 'storage is unavailable';
    workspace.notSaved.set(`Not kept across a reload: the browser's ${why}.`);
  }
}

/** Saves the workspace a moment after each change, and at once when the page is hidden. */
export function persistWorkspace(
  workspace: Workspace,
  storage: WorkspaceStorage,
  page: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window,
): { dispose(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    save(workspace, storage);
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(flush, SAVE_DELAY_MS);
  };
  const stopText = workspace.onTextChange(later);
  const stopState = workspace.state.subscribe(later);
  page?.addEventListener('pagehide', flush);
  return {
    dispose: () => {
      if (timer !== undefined) flush();
      stopText();
      stopState();
      page?.removeEventListener('pagehide', flush);
    },
  };
}
