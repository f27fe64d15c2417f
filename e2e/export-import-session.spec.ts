// Export the session to JSONL, import it into a fresh page, and see the same rows, appended as
// an imported section (docs/playground.md, "Traffic").
import { expect, test } from '@playwright/test';
import { connect, panelTab, rowNames, settledMessageCount } from './playground';

test('an exported session imports as the same rows', async ({ page, browser }, testInfo) => {
  await connect(page, '2025-06-18');
  await panelTab(page, 'Tools').click();
  await expect(page.getByRole('listbox', { name: 'Tools' }).getByRole('option')).toHaveCount(13);
  await panelTab(page, 'Resources').click();
  await expect(page.getByRole('listbox', { name: 'Resources' }).getByRole('option')).toHaveCount(3);
  await panelTab(page, 'Traffic').click();
  // Let the editor's diagnostics finish, so the session is quiet when it is exported.
  await expect(page.getByRole('list', { name: 'Pending requests' })).toHaveCount(0);
  const count = await settledMessageCount(page);
  // Every row without its number (an import numbers its rows anew): the messages and the
  // session's separator.
  const unnumbered = (names: string[]) => names.map((name) => name.replace(/^#\d+/, ''));
  const before = unnumbered(await rowNames(page));
  expect(before.length).toBe(count + 1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSONL' }).click(),
  ]);
  const file = testInfo.outputPath('session.jsonl');
  await download.saveAs(file);

  // A page of its own context: one of the same context would restore this page's saved traffic.
  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto('/');
  await fresh.getByLabel('Import session file (JSONL)').setInputFiles(file);
  await expect(
    fresh.getByText(
      `Imported ${count} messages from session.jsonl (export), appended as a section of their own.`,
    ),
  ).toBeVisible();
  // The count follows the rows a render later (deferred): wait for it rather than read a stale 0.
  await expect(fresh.locator('.traffic-count')).toHaveText(new RegExp(`^${count} messages`));
  expect(await settledMessageCount(fresh)).toBe(count);
  const [separator, ...imported] = unnumbered(await rowNames(fresh));
  expect(separator).toMatch(/^ ── imported session\.jsonl · \d+ messages \(export\) at /);
  expect(imported).toEqual(before);
});
