// A session with 5,000 messages stays scrollable: the list is virtualized, so the DOM holds a
// screenful of rows however long the session (docs/playground.md, "Traffic").
import { expect, test } from '@playwright/test';
import { connect, panelTab, replaceEditorText, settledMessageCount, trafficGrid } from './playground';

test('5,000 messages stay scrollable from top to bottom', async ({ page }) => {
  await connect(page, '2025-11-25');
  await panelTab(page, 'Raw').click();
  const pings = Array.from({ length: 2500 }, (_, i) => `{"jsonrpc":"2.0","id":"p${i}","method":"ping"}`);
  await replaceEditorText(page, 'Raw JSON-RPC message', pings.join('\n'));
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Sent 2500 lines; the answer is in Traffic.')).toBeVisible();

  await panelTab(page, 'Traffic').click();
  const grid = trafficGrid(page);
  await expect(grid.getByRole('row', { name: / p2499 .* result/ })).toBeVisible();
  const count = await settledMessageCount(page);
  expect(count).toBeGreaterThanOrEqual(5000);
  expect(await grid.getByRole('row').count()).toBeLessThan(80);

  await grid.focus();
  await page.keyboard.press('Home');
  // Row #0 is the session's separator (not a message), so the last row is #count.
  await expect(grid.getByRole('row', { name: /^session connected 2025-11-25/ })).toBeVisible();
  await page.keyboard.press('End');
  await expect(grid.getByRole('row', { name: new RegExp(`^#${count} `) })).toBeVisible();

  // The first row on screen, by its number.
  const firstShown = async () => {
    const box = await grid.boundingBox();
    const names = await grid
      .getByRole('row')
      .evaluateAll(
        (rows, top) =>
          rows
            .filter(
              (row) =>
                row.getAttribute('aria-rowindex') !== '1' && row.getBoundingClientRect().top >= top + 24,
            )
            .map((row) => Number(/^#(\d+)/.exec(row.textContent ?? '')?.[1])),
        box?.y ?? 0,
      );
    return Math.min(...names);
  };
  await grid.evaluate((element) => (element.scrollTop = element.scrollHeight / 2));
  await expect.poll(firstShown).toBeGreaterThan(count / 2 - 50);
  const middle = await firstShown();
  expect(middle).toBeLessThan(count / 2 + 50);
  await page.mouse.move(1000, 500);
  await page.mouse.wheel(0, -2400);
  await expect.poll(firstShown).toBeLessThan(middle - 50);
});
