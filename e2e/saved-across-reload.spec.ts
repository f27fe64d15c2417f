// Traffic and buffers survive a reload (docs/playground.md, "Saved across a reload"): restored rows
// are marked as an earlier page load's, under a "Restored from <time>" separator, never pending;
// "Clear saved data" empties the store; a browser that refuses storage is told once, and the
// playground works on.
import { expect, test, type Page } from '@playwright/test';
import { connect, sessionStatus, settledMessageCount, trafficGrid } from './playground';
import { savedInStore } from './savedStore';

const editorText = (page: Page) => page.locator('.monaco-editor .view-lines');
/** The separators of restored traffic: one per earlier page load, one above this page's rows. */
const separators = (page: Page) =>
  trafficGrid(page).locator('.traffic-row.separator-restored, .traffic-row.separator-live');

function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('traffic and buffer edits survive a reload, restored rows are marked, and Clear saved data empties them', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await connect(page, '2025-11-25');
  await page.getByRole('button', { name: 'Ping' }).click();
  await expect(page.getByRole('list', { name: 'Pending requests' })).toHaveCount(0);
  // An edit to a buffer.
  await expect(editorText(page)).toBeVisible();
  await page.getByRole('textbox', { name: 'Groovy source groovy-buffer:script.groovy' }).focus();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.insertText('// kept across the reload\n');
  // Wait for the editor's check of the edit, then until the store holds every row and the edit.
  await expect(page.getByRole('list', { name: 'Pending requests' })).toHaveCount(0);
  const count = await settledMessageCount(page);
  await expect
    .poll(async () => {
      const saved = await savedInStore(page);
      const shown = await settledMessageCount(page);
      return [
        saved.lines.length === shown,
        saved.texts.some((text) => text.includes('// kept across the reload')),
      ];
    })
    .toEqual([true, true]);
  const lines = (await savedInStore(page)).lines;
  expect(lines.some((line) => line.includes('"method":"ping"'))).toBe(true);

  await page.reload();
  await expect(sessionStatus(page)).toContainText('Not connected');
  // One "restored" separator for the earlier page load, one "live" above this page's rows; both,
  // with the restored rows, are numbered below this page's own rows (which start at #0). The rows
  // are read in after the page starts: until they are in, "0 messages" is a settled count too.
  await expect(separators(page)).toHaveCount(2);
  // The same rows, under one separator, marked as not live; no request of them is pending.
  // (The editor may have made a call or two more before the reload: they were saved too.)
  const restoredCount = await settledMessageCount(page);
  expect(restoredCount).toBeGreaterThanOrEqual(count);
  expect((await savedInStore(page)).lines.length).toBe(restoredCount);
  await expect(separators(page).first()).toHaveText(
    /^#-\d+ ── Restored from \d{4}-\d\d-\d\d \d\d:\d\d:\d\d: an earlier page load, not live$/,
  );
  await expect(separators(page).last()).toHaveText(/^#-1 ── This page load: live$/);
  // The earlier page's own Connect separator came back with its rows.
  await expect(trafficGrid(page).locator('.traffic-row.separator-connected.restored')).toHaveCount(1);
  const restored = trafficGrid(page).locator('.traffic-row.restored');
  await expect(restored.first()).toBeVisible();
  await expect(trafficGrid(page)).not.toContainText('pending…');
  await expect(trafficGrid(page).getByRole('row').filter({ hasText: 'ping' }).first()).toBeVisible();
  // The buffer edit came back.
  await expect(editorText(page)).toContainText('// kept across the reload');

  // A new session: its rows come after a "live" separator, paired among themselves.
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(sessionStatus(page)).toContainText('Connected: 2025-11-25');
  // (The grid follows the newest rows: the restored ones are above, Home goes there.)
  await expect(separators(page).filter({ hasText: 'This page load: live' })).toHaveCount(1);
  await trafficGrid(page).press('Home');
  await expect(separators(page).first()).toHaveText(/^#-\d+ ── Restored from /);
  await expect(page.getByRole('list', { name: 'Pending requests' })).toHaveCount(0);
  await expect(trafficGrid(page).locator('.traffic-row:not(.restored):not(.header)').first()).toBeVisible();

  // Clear saved data: said in words; after a reset (no more calls) and a reload, nothing comes back.
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByText('Saved data', { exact: true }).click();
  await page.getByRole('button', { name: 'Clear saved data' }).click();
  await expect(page.getByText(/^Saved data cleared: a reload now opens the sample project/)).toBeVisible();
  expect(await savedInStore(page)).toEqual({ lines: [], texts: [], uris: [] });
  await page.reload();
  await expect(page.locator('.traffic-count')).toHaveText('0 messages');
  await expect(separators(page)).toHaveCount(0);
  await expect(editorText(page)).toContainText('A script that uses the shapes');
  await expect(editorText(page)).not.toContainText('// kept across the reload');
  expect(errors).toEqual([]);
});

test('a browser that refuses storage is told once, and the playground works on', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.addInitScript(() => {
    Object.defineProperty(IDBFactory.prototype, 'open', {
      value: () => {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      },
    });
  });
  await connect(page, '2025-11-25');
  // Said once in Traffic, and once where the buffers are.
  await expect(
    page.getByRole('status').filter({
      hasText:
        "Traffic and buffers are not kept across a reload: the browser's storage is unavailable (private mode or disabled).",
    }),
  ).toHaveCount(1);
  await expect(page.getByRole('toolbar', { name: 'Buffer actions' }).getByRole('status')).toHaveText(
    "Not kept across a reload: the browser's storage is unavailable (private mode or disabled).",
  );
  await page.getByRole('button', { name: 'Ping' }).click();
  await expect(page.getByRole('list', { name: 'Pending requests' })).toHaveCount(0);
  expect(await settledMessageCount(page)).toBeGreaterThan(0);
  await page.getByText('Saved data', { exact: true }).click();
  await page.getByRole('button', { name: 'Clear saved data' }).click();
  expect(errors).toEqual([]);
});

test('buffers an earlier version kept in local storage move into IndexedDB once', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/');
  await expect(editorText(page)).toBeVisible();
  await page.evaluate(() =>
    localStorage.setItem(
      'groovymcp:workspace',
      JSON.stringify({
        buffers: [{ uri: 'groovy-buffer:Legacy.groovy', text: 'class Legacy { int kept }\n' }],
        active: 'groovy-buffer:Legacy.groovy',
      }),
    ),
  );
  await page.reload();
  const tabs = page.getByRole('tablist', { name: 'Groovy buffers' }).getByRole('tab');
  await expect(tabs).toHaveText(['Legacy.groovy']);
  await expect(editorText(page)).toContainText('class Legacy { int kept }');
  // Moved: in the store, and no longer in local storage.
  await expect.poll(async () => (await savedInStore(page)).texts).toEqual(['class Legacy { int kept }\n']);
  expect(await page.evaluate(() => localStorage.getItem('groovymcp:workspace'))).toBeNull();
  await page.reload();
  await expect(tabs).toHaveText(['Legacy.groovy']);
  expect(errors).toEqual([]);
});
