// Export the session to JSONL, import it into a fresh page, and see the same rows
// (docs/playground.md, "Traffic").
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
  const before = await rowNames(page);
  expect(before.length).toBe(count);

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
  await expect(fresh.getByText(`Imported ${count} messages from session.jsonl.`)).toBeVisible();
  expect(await settledMessageCount(fresh)).toBe(count);
  expect(await rowNames(fresh)).toEqual(before);
});
