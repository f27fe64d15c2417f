// The layout (docs/playground.md, "One screen" and "Traffic"): a separator between the editor and
// the panels that moves with the mouse and the keyboard and keeps its place across a reload, and a
// compact Traffic layout that keeps the Status, Schema and Pin columns on screen on a small laptop,
// with no horizontal scroll of the page.
import { expect, test, type Page } from '@playwright/test';
import { connect, panelTab, trafficGrid } from './playground';

const splitter = (page: Page) => page.getByRole('separator', { name: 'Resize the editor and the panels' });
const valueNow = async (page: Page) => Number(await splitter(page).getAttribute('aria-valuenow'));
const editorWidth = async (page: Page) =>
  (await page.getByRole('region', { name: 'Editor' }).boundingBox())!.width;

function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(client);
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}×${viewport.height} the Status, Schema and Pin columns are on screen and the page does not scroll sideways`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.setViewportSize(viewport);
    await connect(page, '2025-11-25');
    await page.getByRole('button', { name: 'Ping' }).click();
    await expect(trafficGrid(page).getByRole('row').nth(2)).toBeVisible();
    const grid = (await trafficGrid(page).boundingBox())!;
    for (const name of ['Status', 'Schema', 'Pin', 'Method', 'Latency']) {
      const header = trafficGrid(page).getByRole('columnheader', { name, exact: true });
      const box = (await header.boundingBox())!;
      expect(box, `the ${name} column`).not.toBeNull();
      expect(box.x, `the ${name} column starts inside the grid`).toBeGreaterThanOrEqual(grid.x);
      expect(box.x + box.width, `the ${name} column ends inside the grid`).toBeLessThanOrEqual(
        grid.x + grid.width,
      );
      expect(box.x + box.width, `the ${name} column ends inside the viewport`).toBeLessThanOrEqual(
        viewport.width,
      );
    }
    // Nothing of the grid is cut at its right edge (no sideways scroll inside it either).
    expect(await trafficGrid(page).evaluate((g) => g.scrollWidth <= g.clientWidth)).toBe(true);
    await noHorizontalScroll(page);
    for (const tab of ['Tools', 'Resources', 'Prompts', 'Completion', 'Tasks', 'Raw', 'Traffic']) {
      await panelTab(page, tab).click();
      await expect(panelTab(page, tab)).toHaveAttribute('aria-selected', 'true');
      await noHorizontalScroll(page);
    }
    expect(errors).toEqual([]);
  });
}

test('the separator moves with the mouse and the keyboard, and keeps its place across a reload', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(splitter(page)).toHaveAttribute('aria-valuenow', '45');
  await expect(splitter(page)).toHaveAttribute('aria-orientation', 'vertical');

  // Mouse: drag it 128 px (10 % of the width) to the right.
  const before = await editorWidth(page);
  const box = (await splitter(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 64, box.y + 200, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 128, box.y + 300, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => valueNow(page)).toBeGreaterThanOrEqual(54);
  expect(await valueNow(page)).toBeLessThanOrEqual(56);
  expect(await editorWidth(page)).toBeGreaterThan(before + 100);

  // Keyboard: the separator takes the focus; ← steps 2 %, Shift+← 10 %, Home and End go to the bounds.
  await splitter(page).focus();
  const dragged = await valueNow(page);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => valueNow(page)).toBe(dragged - 2);
  await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(() => valueNow(page)).toBe(dragged - 12);
  await page.keyboard.press('Home');
  const min = Number(await splitter(page).getAttribute('aria-valuemin'));
  await expect.poll(() => valueNow(page)).toBe(min);
  await page.keyboard.press('End');
  const max = Number(await splitter(page).getAttribute('aria-valuemax'));
  await expect.poll(() => valueNow(page)).toBe(max);
  // The panels keep their 420 px at the right bound.
  const panels = (await page.getByRole('tablist', { name: 'Panels' }).boundingBox())!;
  expect(panels.width).toBeGreaterThanOrEqual(410);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  const chosen = await valueNow(page);
  const width = await editorWidth(page);

  await page.reload();
  await expect(splitter(page)).toHaveAttribute('aria-valuenow', String(chosen));
  expect(Math.abs((await editorWidth(page)) - width)).toBeLessThanOrEqual(2);
  await noHorizontalScroll(page);
  expect(errors).toEqual([]);
});
