// A tool error in the Tools panel: the server's own message, and the output-schema verdict that its
// structuredContent {error} is admitted by the tool's outputSchema (docs/tool-errors.md).
import { expect, test } from '@playwright/test';
import { connect, panelTab } from './playground';

test('a rename to a keyword shows the tool error and that it matches the error shape', async ({ page }) => {
  await connect(page, '2025-11-25');
  await panelTab(page, 'Tools').click();
  await page
    .getByRole('listbox', { name: 'Tools' })
    .getByRole('option', { name: /^rename/ })
    .click();
  await page.getByLabel('line').fill('0');
  await page.getByLabel('character').fill('0');
  await page.getByLabel('newName').fill('class');
  await page.getByRole('button', { name: 'Call rename' }).click();

  const result = page.getByRole('region', { name: 'Result of rename' });
  await expect(result).toContainText('The tool reported an error (isError: true)');
  await expect(result).toContainText(
    '"error": "newName must be a valid Groovy identifier that is not a keyword"',
  );
  await expect(result).toContainText('✓ tool error (matches the error shape)');
});
