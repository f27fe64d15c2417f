// A normal session — connect, list and call tools, read a resource, get a prompt — has no message
// that violates the official schema of its revision.
import { expect, test } from '@playwright/test';
import { connect, panelTab, settledMessageCount, trafficGrid } from './playground';

for (const revision of ['2024-11-05', '2025-11-25', '2026-07-28']) {
  test(`a normal ${revision} session has no schema violation`, async ({ page }) => {
    await connect(page, revision);

    await panelTab(page, 'Tools').click();
    await page
      .getByRole('listbox', { name: 'Tools' })
      .getByRole('option', { name: /^symbols/ })
      .click();
    await page.getByRole('button', { name: 'Call symbols' }).click();
    await expect(page.getByRole('region', { name: 'Result of symbols' })).toContainText('Result');

    await panelTab(page, 'Resources').click();
    await page.getByRole('button', { name: 'Read groovy://keywords' }).click();
    await expect(page.getByRole('region', { name: 'Contents of groovy://keywords' })).toContainText(
      '"keywords"',
    );

    await panelTab(page, 'Prompts').click();
    await page.getByRole('button', { name: 'Get explain-groovy' }).click();
    await expect(page.getByRole('region', { name: 'Messages of explain-groovy' })).toBeVisible();

    await panelTab(page, 'Traffic').click();
    await expect(page.getByRole('list', { name: 'Pending requests' })).toHaveCount(0);
    const count = await settledMessageCount(page);
    expect(count).toBeGreaterThan(8);
    await expect(page.locator('.traffic-count')).not.toContainText('schema violations');
    const grid = trafficGrid(page);
    await expect(grid.getByRole('gridcell', { name: 'schema violation' })).toHaveCount(0);
    await expect(grid.getByRole('gridcell', { name: 'not checked' })).toHaveCount(0);
  });
}
