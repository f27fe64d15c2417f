// What the page's IndexedDB store holds (src/client/persistence/savedStore.ts), read from inside the
// page: tests wait on it before a reload, because a save is written a moment after a change and a
// reload during that moment would test the browser's unload timing instead of the playground.
import type { Page } from '@playwright/test';

export interface SavedInStore {
  /** The traffic messages' lines (session separators, saved too, left out). */
  readonly lines: string[];
  /** The saved buffers' texts, in tab order. */
  readonly texts: string[];
  /** The saved buffers' uris, in tab order. */
  readonly uris: string[];
  /** The saved active buffer's uri, if any. */
  readonly active?: string;
}

export async function savedInStore(page: Page): Promise<SavedInStore> {
  return page.evaluate(
    () =>
      new Promise<SavedInStore>((resolve, reject) => {
        const open = indexedDB.open('groovymcp-saved');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['traffic', 'meta']);
          const rows = tx.objectStore('traffic').getAll();
          const workspace = tx.objectStore('meta').get('workspace');
          tx.oncomplete = () => {
            open.result.close();
            const saved = workspace.result as
              { buffers?: { uri: string; text: string }[]; active?: string } | undefined;
            const buffers = saved?.buffers ?? [];
            resolve({
              lines: (rows.result as { raw: string; mark?: unknown }[])
                .filter((row) => row.mark === undefined)
                .map((row) => row.raw),
              texts: buffers.map((buffer) => buffer.text),
              uris: buffers.map((buffer) => buffer.uri),
              active: saved?.active,
            });
          };
        };
      }),
  );
}
