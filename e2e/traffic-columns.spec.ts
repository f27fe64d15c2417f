// The Traffic grid's columns in the real page (docs/playground.md, "Traffic", "Columns that fit
// their content"): at 1440 px the Method column has room for a tool name and a conversation's
// summary; a header edge dragged with the mouse keeps its width across a reload; the handle is
// reached with Tab and ← / → resize from the keyboard; a double click fits the content.
import type { Locator, Page } from '@playwright/test';
import { connect, panelTab, trafficGrid } from './playground';
import { expect, test } from './noPageErrors';

const handle = (page: Page, column: string): Locator =>
  trafficGrid(page).getByRole('separator', { name: `Resize ${column} column` });
const header = (page: Page, column: string): Locator =>
  trafficGrid(page).getByRole('columnheader', { name: column, exact: true });
const widthOf = async (locator: Locator): Promise<number> =>
  Math.round((await locator.boundingBox())?.width ?? 0);

test.use({ viewport: { width: 1440, height: 900 } });

test('at 1440 px the Method column fits a tool name with its conversation summary', async ({ page }) => {
  await connect(page, '2025-11-25');
  await panelTab(page, 'Traffic').click();
  // The summary's width in the grid's own font, against the column's.
  const needed = await trafficGrid(page).evaluate((grid) => {
    const probe = document.createElement('span');
    probe.style.position = 'absolute';
    probe.textContent = 'tools/call · diagnostics · 1 round, 3 messages';
    grid.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  });
  // Room for the grid's scrollbar too, once the rows outgrow the panel.
  expect(await widthOf(header(page, 'Method'))).toBeGreaterThanOrEqual(Math.ceil(needed) + 15);
});

test('a column dragged wider keeps its width across a reload; ← / → resize it from the keyboard', async ({
  page,
}) => {
  await connect(page, '2025-11-25');
  await panelTab(page, 'Traffic').click();
  const method = header(page, 'Method');
  // Until it is given a width, the Method column shares the spare room (1fr), so it narrows when
  // the editor's first calls fill the grid and bring its scrollbar: one step from the keyboard
  // gives it a width first, so that the drag below starts from a width that stays put.
  await handle(page, 'Method').focus();
  await page.keyboard.press('ArrowRight');
  const given = async () => Number(await handle(page, 'Method').getAttribute('aria-valuenow'));
  await expect.poll(async () => (await widthOf(method)) - (await given())).toBe(0);
  // A drag on a loaded machine once changed nothing (the mouse pressed at the handle's box, the
  // width stayed; the cause was not found in the trace): a drag that did not take is made again,
  // each from the width it found, and each must move the edge by exactly what the mouse moved.
  let before = 0;
  await expect(async () => {
    before = await widthOf(method);
    const edge = (await handle(page, 'Method').boundingBox())!;
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
    await page.mouse.down();
    await page.mouse.move(edge.x + edge.width / 2 + 60, edge.y + edge.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => widthOf(method), { timeout: 2_000 }).toBe(before + 60);
  }).toPass({ timeout: 15_000 });
  // Every row follows its header.
  const cell = trafficGrid(page)
    .getByRole('row', { name: /initialize/ })
    .first()
    .getByRole('gridcell')
    .nth(3);
  expect(await widthOf(cell)).toBe(before + 60);

  await page.reload();
  await panelTab(page, 'Traffic').click();
  await expect.poll(() => widthOf(method)).toBe(before + 60);
  await expect(handle(page, 'Method')).toHaveAttribute('aria-valuenow', String(before + 60));

  // From the keyboard: Tab reaches the handles after the grid.
  await trafficGrid(page).focus();
  await page.keyboard.press('Tab');
  await expect(handle(page, '#')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(handle(page, 'Method')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => widthOf(method)).toBe(before + 60 - 32);
  await page.keyboard.press('ArrowRight');
  await expect(handle(page, 'Method')).toHaveAttribute('aria-valuenow', String(before + 60 - 16));

  // A double click fits the Time column to its times.
  const time = header(page, 'Time');
  await handle(page, 'Time').focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  const widened = await widthOf(time);
  await handle(page, 'Time').dblclick();
  await expect.poll(() => widthOf(time)).toBeLessThan(widened);
  const cut = await trafficGrid(page)
    .locator('[role="row"]:not(.header) > :nth-child(3)')
    .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth).length);
  expect(cut).toBe(0);
});
