// What survives a reload (docs/playground.md, "Saved across a reload"): the traffic rows and the
// editor's buffers, in one IndexedDB database of the page's origin. This file is the store's shape
// and its IndexedDB implementation; what to write when (batching, bounds) is trafficPersistence.ts's
// and ../../editor/workspaceStorage.ts's job. Every operation returns a promise that rejects on a
// storage failure (full, private mode, blocked); the callers say so once and go on.
import type { Direction, Lane, LintState, SessionMark } from '../traffic/trafficRecorder';

/** A row's key: the page load it was recorded in (its start, ms since the epoch) and its seq there. */
export type SavedKey = readonly [load: number, seq: number];

/** One traffic row as saved: what cannot be derived again from its line. */
export interface SavedRow {
  readonly key: SavedKey;
  readonly direction: Direction;
  readonly time: number;
  readonly raw: string;
  /** UTF-8 size of `raw` (what the bound counts). */
  readonly bytes: number;
  readonly revision?: string;
  readonly pinned?: boolean;
  readonly note?: string;
  /** The key of the row that started its conversation (TrafficRow.parentSeq). */
  readonly parent?: SavedKey;
  readonly origin?: string;
  /** TrafficRow.lane: a message between the page and an MCP App. */
  readonly lane?: Lane;
  readonly lint: LintState;
  /** Set on a session separator row (TrafficRow.mark). */
  readonly mark?: SessionMark;
  /** The key of the separator that starts the row's imported section (TrafficRow.section). */
  readonly section?: SavedKey;
}

/** Everything saved, read once at page load. */
export interface SavedData {
  /** In key order: oldest page load first, then seq. */
  readonly rows: readonly SavedRow[];
  /** How many older rows the bound has dropped since the saved traffic was last cleared. */
  readonly droppedRows: number;
  /** The editor's buffers as last saved (checked by the editor before use), or undefined. */
  readonly workspace: unknown;
  /** The Streamable HTTP URLs typed in the Server select, as last saved (checked before use), or undefined. */
  readonly typedServers?: unknown;
}

/** One batch of traffic changes, written in one transaction. */
export interface TrafficWrite {
  readonly put: readonly SavedRow[];
  /** Deletes every row with a key up to and including this one (the oldest, over the bound). */
  readonly deleteThrough?: SavedKey;
  readonly droppedRows: number;
}

export interface SavedStore {
  read(): Promise<SavedData>;
  writeTraffic(write: TrafficWrite): Promise<void>;
  clearTraffic(): Promise<void>;
  putWorkspace(workspace: unknown): Promise<void>;
  /** Replaces the saved list of typed Streamable HTTP URLs (docs/any-server.md, "A typed URL"). */
  putTypedServers(urls: readonly string[]): Promise<void>;
  /** Empties the store: traffic, its dropped count and the buffers. */
  clearAll(): Promise<void>;
  /** Lets go of the database (tests; a page simply goes away). */
  close(): void;
}

export const DATABASE_NAME = 'groovymcp-saved';
const VERSION = 1;
const TRAFFIC = 'traffic';
const META = 'meta';
const WORKSPACE_KEY = 'workspace';
const DROPPED_KEY = 'droppedRows';
const TYPED_SERVERS_KEY = 'typedServers';

/** A storage failure in words ("the browser's storage is full"), for the one notice the person gets. */
export function storageProblem(cause: unknown): string {
  const name = cause instanceof DOMException || cause instanceof Error ? cause.name : '';
  if (name === 'QuotaExceededError') return "the browser's storage is full";
  if (name === 'InvalidStateError' || name === 'SecurityError')
    return "the browser's storage is unavailable (private mode or disabled)";
  const detail = cause instanceof Error ? cause.message : String(cause);
  return `the browser's storage failed (${detail || name || 'no reason given'})`;
}

function done(request: IDBRequest | IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    if (request instanceof IDBTransaction) {
      request.oncomplete = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('transaction failed'));
      request.onabort = () => reject(request.error ?? new Error('transaction aborted'));
    } else {
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('request failed'));
    }
  });
}

function value<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('request failed'));
  });
}

/**
 * Opens (and on first use creates) the database. Rejects when IndexedDB is missing or refuses,
 * and after `timeoutMs` when another tab blocks the upgrade, so the page never waits on storage.
 */
export function openIndexedDbStore(factory: IDBFactory | undefined, timeoutMs = 3000): Promise<SavedStore> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    if (!factory) {
      reject(new DOMException('IndexedDB is not available', 'InvalidStateError'));
      return;
    }
    const timer = setTimeout(() => reject(new Error('opening the store took too long (blocked)')), timeoutMs);
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(DATABASE_NAME, VERSION);
    } catch (cause) {
      clearTimeout(timer);
      reject(cause);
      return;
    }
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(TRAFFIC)) db.createObjectStore(TRAFFIC, { keyPath: 'key' });
      if (!db.objectStoreNames.contains(META)) db.createObjectStore(META);
    };
    request.onsuccess = () => {
      clearTimeout(timer);
      resolve(request.result);
    };
    request.onerror = () => {
      clearTimeout(timer);
      reject(request.error ?? new Error('the store did not open'));
    };
  }).then(indexedDbStore);
}

function indexedDbStore(db: IDBDatabase): SavedStore {
  // Another tab upgrading the schema asks this one to let go; it saves nothing more until reloaded.
  db.onversionchange = () => db.close();
  const transaction = (mode: IDBTransactionMode) => db.transaction([TRAFFIC, META], mode);
  const commit = (tx: IDBTransaction) => {
    const finished = done(tx);
    // Explicit: a write started as the page is hidden is handed over at once.
    tx.commit?.();
    return finished;
  };
  return {
    async read() {
      const tx = transaction('readonly');
      const [rows, droppedRows, workspace, typedServers] = await Promise.all([
        value(tx.objectStore(TRAFFIC).getAll() as IDBRequest<SavedRow[]>),
        value(tx.objectStore(META).get(DROPPED_KEY) as IDBRequest<number | undefined>),
        value(tx.objectStore(META).get(WORKSPACE_KEY) as IDBRequest<unknown>),
        value(tx.objectStore(META).get(TYPED_SERVERS_KEY) as IDBRequest<unknown>),
      ]);
      return { rows, droppedRows: droppedRows ?? 0, workspace, typedServers };
    },
    writeTraffic({ put, deleteThrough, droppedRows }) {
      const tx = transaction('readwrite');
      const traffic = tx.objectStore(TRAFFIC);
      if (deleteThrough) traffic.delete(IDBKeyRange.upperBound([...deleteThrough]));
      for (const row of put) traffic.put(row);
      tx.objectStore(META).put(droppedRows, DROPPED_KEY);
      return commit(tx);
    },
    clearTraffic() {
      const tx = transaction('readwrite');
      tx.objectStore(TRAFFIC).clear();
      tx.objectStore(META).delete(DROPPED_KEY);
      return commit(tx);
    },
    putWorkspace(workspace) {
      const tx = transaction('readwrite');
      tx.objectStore(META).put(workspace, WORKSPACE_KEY);
      return commit(tx);
    },
    putTypedServers(urls) {
      const tx = transaction('readwrite');
      tx.objectStore(META).put([...urls], TYPED_SERVERS_KEY);
      return commit(tx);
    },
    clearAll() {
      const tx = transaction('readwrite');
      tx.objectStore(TRAFFIC).clear();
      tx.objectStore(META).clear();
      return commit(tx);
    },
    close: () => db.close(),
  };
}
