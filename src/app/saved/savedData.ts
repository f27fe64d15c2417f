// What the page saves for the next one (docs/playground.md, "Saved across a reload"), tied
// together: the traffic (TrafficPersistence) and the buffers (persistWorkspace) in one IndexedDB
// store, read once before the app's first render (main.tsx), and "Clear saved data".
import { ValueStore, type McpClient } from '../../client';
import {
  storageProblem,
  TrafficPersistence,
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

export class SavedData {
  /** What "Clear saved data" last said. */
  readonly cleared = new ValueStore<string | undefined>(undefined);
  /** The saved traffic's dropped count and its one failure notice. */
  readonly traffic: ValueStore<SavedTrafficState>;
  private readonly persistence: TrafficPersistence | undefined;
  private readonly store: SavedStore | undefined;
  private readonly migrated: boolean;
  private workspaceSaving: WorkspaceSaving | undefined;
  /** The buffers saved by an earlier page load, if any. */
  readonly workspace: SavedWorkspace | undefined;

  /** Restores the saved traffic into `client` and returns the buffers to open (`workspace`). */
  constructor(
    client: McpClient,
    private readonly loaded: LoadedSaved,
    /** When this page was opened: the key of every row it records. */
    load: number,
    legacy: Pick<Storage, 'getItem'> | undefined,
  ) {
    this.store = loaded.store;
    const restored = client.restoreTraffic(loaded.data.rows);
    if (this.store) {
      this.persistence = new TrafficPersistence(client.traffic, this.store, load, {
        rows: loaded.data.rows,
        restored,
        droppedRows: loaded.data.droppedRows,
      });
      this.traffic = this.persistence.state;
    } else {
      this.traffic = new ValueStore<SavedTrafficState>({
        droppedRows: 0,
        ...(loaded.problem ? { problem: loaded.problem } : {}),
      });
    }
    const fromStore = readSavedWorkspace(loaded.data.workspace);
    this.workspace = fromStore ?? (legacy && loadLegacyWorkspace(legacy));
    this.migrated = fromStore === undefined && this.workspace !== undefined;
  }

  /** Starts saving (an effect: stopped by what it returns). */
  start(workspace: Workspace, legacy: Pick<Storage, 'removeItem'> | undefined): () => void {
    const store = this.store;
    if (!store) {
      workspace.notSaved.set(`Not kept across a reload: ${this.loaded.reason ?? 'no storage'}.`);
      return () => {};
    }
    this.persistence?.start();
    this.workspaceSaving = persistWorkspace(
      workspace,
      (saved) => store.putWorkspace(saved),
      globalThis.window,
      this.migrated ? () => legacy?.removeItem(LEGACY_WORKSPACE_KEY) : undefined,
    );
    const hidden = () => this.persistence?.flushNow();
    globalThis.window?.addEventListener('pagehide', hidden);
    return () => {
      this.workspaceSaving?.dispose();
      this.persistence?.dispose();
      globalThis.window?.removeEventListener('pagehide', hidden);
    };
  }

  /** Empties the store; what is on screen stays, and what happens from now on is saved again. */
  async clear(): Promise<void> {
    if (!this.store) {
      this.cleared.set(this.loaded.problem ?? 'Nothing is saved in this page.');
      return;
    }
    this.persistence?.forget();
    this.workspaceSaving?.forget();
    try {
      await this.store.clearAll();
      this.cleared.set(
        'Saved data cleared: a reload now opens the sample project with no traffic. What you do from now on is saved again.',
      );
    } catch (cause) {
      this.cleared.set(`Could not clear the saved data: ${storageProblem(cause)}.`);
    }
  }
}
