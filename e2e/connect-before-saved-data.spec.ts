// Start-up does not wait for the saved traffic (docs/playground.md, "Saved across a reload"): with
// a large saved session whose read is held back, the page renders and connects; once the read
// completes, the restored rows go in ahead of this page's live ones, under their separator, and the
// live rows stay below the "This page load: live" one. No page error.
import { pingSessionFile } from '../test-support/pingSessionFile';
import { whenSavedRows } from '../test-support/savedTraffic';
import { expect, test } from './noPageErrors';
import { sessionStatus, settledMessageCount, trafficGrid } from './playground';

// 20,000 rows imported, saved, then read back: more than a plain spec.
test.setTimeout(180_000);

const SAVED_ROWS = 20_000;

/** In the page: whether the saved traffic holds an `initialize` request (this page's first row). */
const savedInitialize = () =>
  new Promise<boolean>((resolve, reject) => {
    const open = indexedDB.open('groovymcp-saved');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction('traffic').objectStore('traffic').openCursor(null, 'prev');
      request.onsuccess = () => {
        const cursor = request.result;
        const raw = (cursor?.value as { raw?: string } | undefined)?.raw ?? '';
        if (!cursor || raw.includes('"method":"initialize"')) {
          open.result.close();
          resolve(cursor !== null);
        } else cursor.continue();
      };
    };
  });

/**
 * Holds the page's read of the saved traffic (the one `getAll` of the `traffic` store) until the
 * test calls `window.releaseSavedRead()`: IndexedDB as slow as the test wants.
 */
function holdSavedRead(): void {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  (window as unknown as { releaseSavedRead: () => void }).releaseSavedRead = release;
  const getAll = IDBObjectStore.prototype.getAll;
  IDBObjectStore.prototype.getAll = function (this: IDBObjectStore, ...args: Parameters<typeof getAll>) {
    const request = getAll.apply(this, args);
    if (this.name !== 'traffic') return request;
    let handler: ((this: IDBRequest, event: Event) => unknown) | null = null;
    // The page's handler is kept here and called once released; the result waits on the request.
    Object.defineProperty(request, 'onsuccess', {
      configurable: true,
      get: () => handler,
      set: (value: typeof handler) => (handler = value),
    });
    request.addEventListener('success', (event) => void released.then(() => handler?.call(request, event)));
    return request;
  };
}

test('the playground connects before a large saved session is read, which then goes in ahead of the live rows', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByLabel('Import session file (JSONL)')
    .setInputFiles(pingSessionFile(SAVED_ROWS, Date.now() - 60_000));
  await expect(page.locator('.traffic-count')).toHaveText(new RegExp(`^${SAVED_ROWS} messages`), {
    timeout: 60_000,
  });
  await page.evaluate(whenSavedRows(SAVED_ROWS));

  await page.addInitScript(holdSavedRead);
  await page.reload();
  // Rendered and connected while the saved traffic is still being read: only live rows so far.
  await page.getByRole('combobox', { name: 'Protocol revision' }).selectOption('2025-11-25');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(sessionStatus(page)).toContainText('Connected: 2025-11-25');
  await page.getByRole('button', { name: 'Ping' }).click();
  const live = await settledMessageCount(page);
  expect(live).toBeGreaterThanOrEqual(4);
  expect(live).toBeLessThan(100);
  const grid = trafficGrid(page);
  await expect(grid.locator('.traffic-row.restored')).toHaveCount(0);

  await page.evaluate(() => (window as unknown as { releaseSavedRead: () => void }).releaseSavedRead());
  // (The editor, loaded once connected, may add a live call or two meanwhile.)
  await expect
    .poll(() => settledMessageCount(page), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(SAVED_ROWS + live);
  // At the top: the restored separator, then the saved rows.
  await grid.press('Home');
  const rows = grid.locator('.traffic-row:not(.header)');
  await expect(rows.first()).toHaveText(
    /── Restored from \d{4}-\d\d-\d\d \d\d:\d\d:\d\d: an earlier page load, not live$/,
  );
  await expect(rows.nth(1)).toHaveClass(/\brestored\b/);
  // At the bottom: the "live" separator, then this page's rows, none of them restored.
  await grid.press('End');
  const liveSeparator = grid.locator('.traffic-row.separator-live');
  await expect(liveSeparator).toHaveText(/── This page load: live$/);
  const after = grid.locator('.traffic-row.separator-live ~ .traffic-row');
  await expect(after.first()).toBeVisible();
  await expect(grid.locator('.traffic-row.separator-live ~ .traffic-row.restored')).toHaveCount(0);
  await expect(after.filter({ hasText: 'initialize' }).first()).toBeVisible();
  // The live rows recorded before the read are saved too, not only those after it.
  await expect.poll(() => page.evaluate(savedInitialize), { timeout: 30_000 }).toBe(true);
});
