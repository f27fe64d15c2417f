// What the page saves for the next one (docs/playground.md, "Saved across a reload"), tied
// together: the traffic (TrafficPersistence) and the buffers (persistWorkspace) in one IndexedDB
// store, read once while the app's code loads (main.tsx), and "Clear saved data". The page does not
// wait for the read: it renders and connects at once, and the saved rows go in ahead of the live
// ones when they arrive (TrafficRecorder.restore).
import { ValueStore, type McpClient } from '../../client';
import {
  storageProblem,
  TrafficPersistence,
  TypedServerUrls,
  type LoadedSaved,
  type SavedStore,
  type SavedTrafficState,
} from '../../client/persistence';
import type { Workspace } from '../../editor/workspace';
import {
  LEGACY_WORKSPACE_KEY,
  loadLegacyWorkspace,
  persistWorkspace,
  readSavedWorkspace,
  type SavedWorkspace,
  type WorkspaceSaving,
} from '../../editor/workspaceStorage';

/** What the saved data brought, once read. */
interface Arrived {
  readonly loaded: LoadedSaved;
  readonly persistence: TrafficPersistence | undefined;
  /** The buffers saved by an earlier page load, if any. */
  readonly workspace: SavedWorkspace | undefined;
  /** They came from local storage (moved into IndexedDB, then removed there). */
  readonly migrated: boolean;
}

export class SavedData {
  /** What "Clear saved data" last said. */
  readonly cleared = new ValueStore<string | undefined>(undefined);
  /** The saved traffic's dropped count and its one failure notice. */
  readonly traffic = new ValueStore<SavedTrafficState>({ droppedRows: 0 });
  /** Resolves once the saved data is read and its rows are in the traffic (never rejects). */
  readonly arrived: Promise<void>;
  /** Resolves once `start` has opened the saved buffers: a shared link's go in after them. */
  readonly buffersOpened: Promise<void>;
  private openedBuffers: () => void = () => {};
  /** The Streamable HTTP URLs typed in the Server select (docs/any-server.md, "A typed URL"). */
  readonly typedServers: TypedServerUrls;
  private state: Arrived | undefined;
  private workspaceSaving: WorkspaceSaving | undefined;

  /** Restores the saved traffic into `client` once `saved` is read; `start` then opens the buffers. */
  constructor(
    client: McpClient,
    saved: LoadedSaved | Promise<LoadedSaved>,
    /** When this page was opened: the key of every row it records. */
    load: number,
    private readonly legacy: Pick<Storage, 'getItem'> | undefined,
  ) {
    this.typedServers = new TypedServerUrls(saved);
    this.buffersOpened = new Promise((resolve) => (this.openedBuffers = resolve));
    this.arrived = Promise.resolve(saved).then((loaded) => {
      this.state = this.restore(client, loaded, load);
    });
  }

  private restore(client: McpClient, loaded: LoadedSaved, load: number): Arrived {
    const fromStore = readSavedWorkspace(loaded.data.workspace);
    const workspace = fromStore ?? (this.legacy && loadLegacyWorkspace(this.legacy));
    const migrated = fromStore === undefined && workspace !== undefined;
    const store = loaded.store;
    if (!store) {
      this.traffic.set({ droppedRows: 0, ...(loaded.problem ? { problem: loaded.problem } : {}) });
      return { loaded, persistence: undefined, workspace, migrated };
    }
    // Every row on screen now is live: recorded before the saved data was read.
    const live = client.traffic.getSnapshot().rows.map((row) => row.seq);
    // A Clear before the read emptied the view, and so the saved traffic (it mirrors the view).
    const clearedMeanwhile = client.traffic.cleared;
    const rows = clearedMeanwhile ? [] : loaded.data.rows;
    const restored = client.restoreTraffic(rows);
    const persistence = new TrafficPersistence(client.traffic, store, load, {
      rows,
      restored,
      droppedRows: clearedMeanwhile ? 0 : loaded.data.droppedRows,
    });
    if (clearedMeanwhile) void store.clearTraffic().catch(() => undefined);
    persistence.catchUp(live);
    this.traffic.set(persistence.state.get());
    persistence.state.subscribe(() => this.traffic.set(persistence.state.get()));
    return { loaded, persistence, workspace, migrated };
  }

  /**
   * Opens the saved buffers in `workspace` once they are read (unless it was changed meanwhile) and
   * starts saving; an effect: stopped by what it returns.
   */
  start(workspace: Workspace, legacy: Pick<Storage, 'removeItem'> | undefined): () => void {
    const before = JSON.stringify([workspace.buffers(), workspace.state.get().active]);
    let stop: (() => void) | undefined;
    let live = true;
    void this.arrived.then(() => {
      if (!live) return;
      const pristine = JSON.stringify([workspace.buffers(), workspace.state.get().active]) === before;
      stop = this.startSaving(workspace, legacy, pristine);
      this.openedBuffers();
    });
    return () => {
      live = false;
      stop?.();
    };
  }

  private startSaving(
    workspace: Workspace,
    legacy: Pick<Storage, 'removeItem'> | undefined,
    pristine: boolean,
  ): () => void {
    const { loaded, persistence, workspace: saved, migrated } = this.state as Arrived;
    if (saved && pristine) {
      workspace.reset(saved.buffers);
      if (saved.active !== undefined) workspace.activate(saved.active);
    }
    const store = loaded.store;
    if (!store) {
      workspace.notSaved.set(`Not kept across a reload: ${loaded.reason ?? 'no storage'}.`);
      return () => {};
    }
    persistence?.start();
    this.workspaceSaving = persistWorkspace(
      workspace,
      (buffers) => store.putWorkspace(buffers),
      globalThis.window,
      migrated ? () => legacy?.removeItem(LEGACY_WORKSPACE_KEY) : undefined,
    );
    const hidden = () => persistence?.flushNow();
    globalThis.window?.addEventListener('pagehide', hidden);
    return () => {
      this.workspaceSaving?.dispose();
      persistence?.dispose();
      globalThis.window?.removeEventListener('pagehide', hidden);
    };
  }

  /** Empties the store; what is on screen stays, and what happens from now on is saved again. */
  async clear(): Promise<void> {
    await this.arrived;
    const { loaded, persistence } = this.state as Arrived;
    const store: SavedStore | undefined = loaded.store;
    if (!store) {
      this.cleared.set(loaded.problem ?? 'Nothing is saved in this page.');
      return;
    }
    persistence?.forget();
    this.workspaceSaving?.forget();
    try {
      await store.clearAll();
      this.cleared.set(
        'Saved data cleared: a reload now opens the sample project with no traffic. What you do from now on is saved again.',
      );
    } catch (cause) {
      this.cleared.set(`Could not clear the saved data: ${storageProblem(cause)}.`);
    }
  }
}
