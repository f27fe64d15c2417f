// Tool forms keep their values across a reconnect (docs/playground.md, "Tools": forms keep
// their values across reconnects, in local storage), and a reload of the page.
import { expect, test, type Page } from '@playwright/test';
import { connect, panelTab } from './playground';

async function openRename(page: Page): Promise<void> {
  await panelTab(page, 'Tools').click();
  await page
    .getByRole('listbox', { name: 'Tools' })
    .getByRole('option', { name: /^rename/ })
    .click();
}

test('the rename form keeps its values across Reset, Connect and a reload', async ({ page }) => {
  await connect(page, '2025-11-25');
  await openRename(page);
  await page.getByLabel('line').fill('7');
  await page.getByLabel('character').fill('4');
  await page.getByLabel('newName').fill('grandTotal');

  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('status', { name: 'Session status' })).toContainText('Connected: 2025-11-25');
  await openRename(page);
  await expect(page.getByLabel('line')).toHaveValue('7');
  await expect(page.getByLabel('character')).toHaveValue('4');
  await expect(page.getByLabel('newName')).toHaveValue('grandTotal');

  await page.reload();
  await connect(page, '2025-11-25');
  await openRename(page);
  await expect(page.getByLabel('newName')).toHaveValue('grandTotal');
});
