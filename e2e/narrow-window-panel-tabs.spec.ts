// Narrow windows (docs/playground.md, "Narrow windows"): at 1024 px and narrower every tab of the
// panels is on screen (the tab bar wraps rather than run off the side), opens by mouse, and the
// arrow keys still move through all of them, the tab chosen always in view; so too connected to
// the official "everything" server bridged over stdio (e2e/servers.json).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { connect, panelTab } from './playground';

const TABS = [
  'Traffic',
  'Tools',
  'Resources',
  'Prompts',
  'Completion',
  'Tasks',
  'Logs',
  'Raw',
  'Server log',
  'Auth',
];

async function expectOnScreen(page: Page, tab: Locator, name: string): Promise<void> {
  const box = (await tab.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box, `the ${name} tab`).not.toBeNull();
  expect(box.x, `the ${name} tab starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `the ${name} tab ends on screen`).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, `the ${name} tab is above the fold`).toBeLessThanOrEqual(viewport.height);
  // Nothing of the tab bar is hidden past its edge either.
  const tablist = page.getByRole('tablist', { name: 'Panels' });
  expect(await tablist.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
}

for (const width of [1024, 800]) {
  test(`at ${width} px every panel tab is on screen and opens by mouse`, async ({ page }) => {
    await page.setViewportSize({ width, height: 768 });
    await page.goto('/');
    for (const name of TABS) {
      const tab = panelTab(page, name);
      await expectOnScreen(page, tab, name);
      // A click at the tab's own place (no scrolling into view: trial clicks would scroll).
      const box = (await tab.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    }
  });
}

test('at 1024 px, connected to the everything server, every panel tab is on screen and opens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await connect(page, '2025-11-25', { server: 'everything (stdio)' });
  for (const name of TABS) {
    const tab = panelTab(page, name);
    await expectOnScreen(page, tab, name);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
  }
});

test('at 1024 px the arrow keys move through every panel tab and back, each in view', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/');
  await panelTab(page, 'Traffic').focus();
  for (const name of TABS.slice(1)) {
    await page.keyboard.press('ArrowRight');
    const tab = panelTab(page, name);
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    await expectOnScreen(page, tab, name);
  }
  await page.keyboard.press('ArrowRight');
  await expect(panelTab(page, 'Traffic')).toBeFocused();
  await page.keyboard.press('End');
  await expect(panelTab(page, 'Auth')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(panelTab(page, 'Server log')).toBeFocused();
  await expect(panelTab(page, 'Server log')).toHaveAttribute('aria-selected', 'true');
});
