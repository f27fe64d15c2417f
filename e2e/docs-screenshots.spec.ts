// The screenshots in the docs (docs/playground.md, "Narrow windows", and the README's), taken from the
// real page and backend so they are made again, not redrawn by hand, whenever the screen changes:
//   npm run docs:screenshots
// They are pictures, not checks, so a plain e2e run skips them and leaves docs/ untouched.
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { connect, panelTab, trafficGrid } from './playground';

test.skip(!process.env.DOCS_SCREENSHOTS, 'made only when asked for (npm run docs:screenshots)');

const image = (name: string) => fileURLToPath(new URL(`../docs/images/${name}`, import.meta.url));

/** The sample project's deliberate error marked in Report.groovy, and the exchange behind it selected. */
async function reportWithItsDiagnostics(page: Page): Promise<void> {
  await connect(page, '2025-11-25');
  await page.getByRole('tab', { name: 'groovy-buffer:Report.groovy' }).click();
  await expect(page.locator('#groovy-editor .squiggly-error').first()).toBeAttached();
  // The answer about Report.groovy (the editor checks the other buffers too), found by search.
  const search = page.getByRole('search', { name: 'Traffic filters' }).getByRole('searchbox');
  await search.fill('Report.groovy');
  const answers = trafficGrid(page).getByRole('row', { name: /↳ tools\/call · diagnostics/ });
  await expect(answers.first()).toBeVisible();
  await answers.last().click();
  await search.fill('');
  await search.blur();
  await expect(page.getByRole('region', { name: /^Message #/ })).toContainText('Report.groovy');
  await page.mouse.move(0, 0);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test(`the built-in server at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await reportWithItsDiagnostics(page);
    await page.screenshot({ path: image(`playground-${viewport.width}.png`) });
  });
}

test('another server at 1024 px: the editor folded, the panels given the width', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await connect(page, '2025-11-25', { server: 'everything (stdio)' });
  await panelTab(page, 'Tools').click();
  await page.getByRole('listbox', { name: 'Tools' }).getByRole('option', { name: /^echo/ }).click();
  await page.getByLabel('message', { exact: true }).fill('hello');
  await page.getByRole('button', { name: 'Call echo' }).click();
  await expect(page.getByRole('region', { name: 'Result of echo' })).toContainText('Echo: hello');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: image('another-server-1024.png') });
});
