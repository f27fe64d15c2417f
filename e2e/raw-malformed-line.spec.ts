// Send a malformed line from Raw and see the -32700 answer in Traffic (docs/server.md §2 "Framing").
import { expect, test } from '@playwright/test';
import { connect, panelTab, replaceEditorText, trafficGrid } from './playground';

test('a malformed line from Raw is answered -32700 and flagged', async ({ page }) => {
  await connect(page, '2025-11-25');
  await panelTab(page, 'Raw').click();
  await replaceEditorText(page, 'Raw JSON-RPC message', '{"jsonrpc":"2.0","id":1,"method":');
  await expect(page.getByRole('list', { name: 'Schema problems' })).toContainText('Line 1: not JSON');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Sent 1 line; the answer is in Traffic.')).toBeVisible();

  await panelTab(page, 'Traffic').click();
  const grid = trafficGrid(page);
  const sent = grid.getByRole('row', { name: /sent .*\(unparsed\).* not JSON/ });
  // (No Size cell between the id and the status in the panel's narrower layouts.)
  const answer = grid.getByRole('row', { name: /received .* null .*-32700 Parse error/ });
  await expect(sent).toBeVisible();
  await expect(answer).toBeVisible();
  await expect(answer.getByRole('gridcell', { name: 'schema violation' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Errors only' }).check();
  await expect(answer).toBeVisible();
  await expect(grid.getByRole('row', { name: /initialize/ })).toHaveCount(0);
});
