// The editor's buffers survive a reload (docs/playground.md, "Saved across a reload"): saved in the
// playground's IndexedDB store (../client/persistence/savedStore.ts) a moment after each change and
// when the page is hidden, read back at start. Earlier versions kept them in local storage, whose
// ~5 MiB per origin cannot hold the 32 buffers of 512 Ki characters the editor allows: what local
// storage still holds is read once, saved to the store and then removed. What no longer reads back
// (a hand-edited or older entry) is dropped for the sample, never half-trusted.
import { storageProblem } from '../client/persistence/savedStore';
import { bufferNameProblem, BUFFER_SCHEME } from './bufferNames';
import type { SampleBuffer } from './sampleProject';
import { MAX_BUFFERS, type Workspace } from './workspace';

/** Where earlier versions kept the buffers in local storage. */
export const LEGACY_WORKSPACE_KEY = 'groovymcp:workspace';
const SAVE_DELAY_MS = 300;

export interface SavedWorkspace {
  readonly buffers: readonly SampleBuffer[];
  readonly active: string;
}

/** Saves the workspace (the store's putWorkspace in the page; a Map in tests); rejects on failure. */
export type WorkspaceSink = (saved: SavedWorkspace) => Promise<void>;

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

/** The saved workspace if it reads back as one, else undefined. */
export function readSavedWorkspace(value: unknown): SavedWorkspace | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { buffers, active } = value as { buffers?: unknown; active?: unknown };
  if (!Array.isArray(buffers) || buffers.length === 0 || buffers.length > MAX_BUFFERS) return undefined;
  if (!buffers.every(isBuffer) || typeof active !== 'string') return undefined;
  if (new Set(buffers.map((b) => b.uri)).size !== buffers.length) return undefined;
  return { buffers, active };
}

/** What an earlier version left in local storage, if it reads back. */
export function loadLegacyWorkspace(storage: Pick<Storage, 'getItem'>): SavedWorkspace | undefined {
  try {
    const raw = storage.getItem(LEGACY_WORKSPACE_KEY);
    return raw === null ? undefined : readSavedWorkspace(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export interface WorkspaceSaving {
  dispose(): void;
  /** "Clear saved data": a save still waiting is dropped; the next change saves again. */
  forget(): void;
}

/**
 * Saves the workspace a moment after each change, and at once when the page is hidden with a save
 * waiting. `migrated`: the buffers came from local storage; they are saved at once and, once that
 * succeeded, `migrated` is called (to remove them there).
 */
export function persistWorkspace(
  workspace: Workspace,
  sink: WorkspaceSink,
  page: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window,
  migrated?: () => void,
): WorkspaceSaving {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = (after?: () => void) => {
    const saved: SavedWorkspace = { buffers: workspace.buffers(), active: workspace.state.get().active };
    sink(saved).then(
      () => {
        workspace.notSaved.set(undefined);
        after?.();
      },
      // Storage full or refused: the buffers still work for this page, but the person is told
      // that a reload would lose them.
      (cause: unknown) => workspace.notSaved.set(`Not kept across a reload: ${storageProblem(cause)}.`),
    );
  };
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    save();
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(flush, SAVE_DELAY_MS);
  };
  const stopText = workspace.onTextChange(later);
  const stopState = workspace.state.subscribe(later);
  page?.addEventListener('pagehide', flush);
  if (migrated) save(migrated);
  return {
    dispose: () => {
      flush();
      stopText();
      stopState();
      page?.removeEventListener('pagehide', flush);
    },
    forget: () => {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
