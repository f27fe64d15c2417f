// Test support: removes the page's IndexedDB database of saved traffic, so that each component test
// of saving starts with nothing saved (docs/playground.md, "Saved across a reload").
import { DATABASE_NAME } from '../src/client/persistence/savedStore';

export function deleteSavedDatabase(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DATABASE_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}
