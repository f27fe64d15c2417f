// Traffic keeps your place (docs/playground.md, "Traffic"), against the official "everything"
// server bridged over stdio (e2e/servers.json): at the bottom with nothing selected the grid follows
// new rows; with a row selected, new rows leave the view where it is and are counted on "N new ↓",
// which scrolls to the newest row and follows again, the selection kept.
import type { Locator, Page } from '@playwright/test';
import { connect, settledMessageCount, trafficGrid } from './playground';
import { expect, test } from './noPageErrors';

const rowOf = (page: Page, seq: number): Locator =>
  trafficGrid(page).getByRole('gridcell', { name: `#${seq}`, exact: true });

/** Pings `times` times, each answered before the next; the count of messages after. */
async function ping(page: Page, times: number): Promise<number> {
  for (let i = 0; i < times; i++) {
    await page.getByRole('button', { name: 'Ping', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Pending requests' })).toHaveCount(0);
  }
  return settledMessageCount(page);
}

test('the grid follows new rows at the bottom, and keeps a selected row in view with "N new ↓"', async ({
  page,
}) => {
  await connect(page, '2025-11-25', { server: 'everything (stdio)' });
  // More rows than the grid shows: following, the newest is in view.
  let count = await ping(page, 14);
  await expect(rowOf(page, count)).toBeInViewport();
  await expect(page.getByRole('button', { name: /new ↓/ })).toHaveCount(0);

  // A row selected: new rows arrive below without moving it, and are counted.
  const selected = count;
  await rowOf(page, selected).click();
  await expect(trafficGrid(page).getByRole('row', { selected: true })).toContainText(`#${selected}`);
  count = await ping(page, 8);
  const more = page.getByRole('button', { name: /^\d+ new ↓$/ });
  await expect(more).toBeVisible();
  // The grid's rows are a deferred value (TrafficPanel.tsx), so the label can trail the message
  // count by a render on a busy machine (once read as 14): wait until it counts all sixteen; a
  // count that never gets there still fails.
  await expect
    .poll(async () => Number(/^(\d+)/.exec((await more.textContent()) ?? '')?.[1]))
    .toBeGreaterThanOrEqual(16);
  await expect(rowOf(page, selected)).toBeInViewport();
  // The newest row is below the view (virtualized, it may not be drawn at all).
  if ((await rowOf(page, count).count()) > 0) await expect(rowOf(page, count)).not.toBeInViewport();

  // "N new ↓" goes to the newest row and follows again; the selection stays.
  await more.click();
  await expect(rowOf(page, count)).toBeInViewport();
  await expect(more).toHaveCount(0);
  await expect(trafficGrid(page).getByRole('row', { selected: true })).toContainText(`#${selected}`);
  count = await ping(page, 2);
  await expect(rowOf(page, count)).toBeInViewport();
});
