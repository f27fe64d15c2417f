// The page's saved traffic (IndexedDB `groovymcp-saved`, docs/playground.md "Saved across a
// reload"), read in the page by the specs and benches that fill it.

/**
 * Page code that resolves with `performance.now()` once the saved traffic holds at least `rows`
 * rows, looking every 10 ms. A string, for `page.evaluate`: a function run by tsx (the benches)
 * would carry esbuild's name helpers, which the page does not have.
 */
export const whenSavedRows = (rows: number): string => `new Promise((resolve, reject) => {
  const poll = () => {
    const open = indexedDB.open('groovymcp-saved');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const count = open.result.transaction('traffic').objectStore('traffic').count();
      count.onsuccess = () => {
        open.result.close();
        if (count.result >= ${rows}) resolve(performance.now());
        else setTimeout(poll, 10);
      };
    };
  };
  poll();
})`;
