// Reads what earlier page loads saved (docs/playground.md, "Saved across a reload"), once, while
// the app's code loads. Never rejects: without a store the playground works and says, once, that
// nothing is kept across a reload.
import { openIndexedDbStore, storageProblem, type SavedData, type SavedStore } from './savedStore';

export interface LoadedSaved {
  /** Undefined when the browser's storage refused: nothing is saved in this page. */
  readonly store: SavedStore | undefined;
  readonly data: SavedData;
  /** The one notice of a storage failure at load. */
  readonly problem?: string;
  /** Its cause in words ("the browser's storage is full"), for the editor's own notice. */
  readonly reason?: string;
}

const NOTHING: SavedData = { rows: [], droppedRows: 0, workspace: undefined };

/** `factory`: the page's `indexedDB`, undefined where the browser has none. */
export async function loadSaved(factory: IDBFactory | undefined, timeoutMs?: number): Promise<LoadedSaved> {
  try {
    const store = await openIndexedDbStore(factory, timeoutMs);
    return { store, data: await store.read() };
  } catch (cause) {
    const reason = storageProblem(cause);
    return {
      store: undefined,
      data: NOTHING,
      problem: `Traffic and buffers are not kept across a reload: ${reason}.`,
      reason,
    };
  }
}
