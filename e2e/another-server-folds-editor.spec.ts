// Another server looks like itself (docs/playground.md, "Another server"): with the everything
// server chosen through the bridge, the Groovy editor folds away and the panels take the width, the
// strip left in its place says whose its Groovy features are and opens it again (mouse or keyboard),
// the engine badges are labelled as the built-in server's, choosing the built-in server brings the
// editor back, and the person's open or fold is kept per kind of server, across a reload too.
import { expect, test, type Page } from '@playwright/test';
import { connect, panelTab } from './playground';

const editor = (page: Page) => page.getByRole('region', { name: 'Editor', exact: true });
const strip = (page: Page) => page.getByRole('region', { name: 'Folded editor' });
const openButton = (page: Page) => page.getByRole('button', { name: 'Open the Groovy editor' });
const foldButton = (page: Page) => page.getByRole('button', { name: 'Fold the editor' });
const serverSelect = (page: Page) => page.getByRole('combobox', { name: 'Server' });
const chooseBuiltIn = (page: Page) =>
  serverSelect(page).selectOption({ label: 'groovymcp (in-browser worker)' });
const chooseEverything = (page: Page) => serverSelect(page).selectOption({ label: 'everything (stdio)' });

async function expectFolded(page: Page): Promise<void> {
  await expect(strip(page)).toBeVisible();
  await expect(editor(page)).toBeHidden();
  await expect(page.getByRole('separator', { name: 'Resize the editor and the panels' })).toBeHidden();
}

async function expectOpen(page: Page): Promise<void> {
  await expect(editor(page)).toBeVisible();
  await expect(strip(page)).toHaveCount(0);
}

test('with the everything server the editor folds away, says why, and comes back on the built-in server', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await connect(page, '2025-11-25', { server: 'everything (stdio)' });

  await expectFolded(page);
  await expect(strip(page)).toContainText(
    'Its Groovy features come from the built-in server, groovymcp (in-browser worker), and are off while everything is chosen.',
  );
  // The panels take the width the editor had.
  const panels = (await page.getByRole('tablist', { name: 'Panels' }).boundingBox())!;
  expect(panels.width).toBeGreaterThan(1200);
  await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');

  // The engine badges say they are the built-in server's, not everything's.
  const engine = page.getByRole('status', { name: 'Built-in engine state' });
  await expect(engine).toHaveText('Built-in engine: ready');
  await expect(engine).toHaveAttribute('title', /^The built-in server's engine, .*not everything's state\./);
  await expect(page.getByRole('status', { name: 'Built-in engine sandbox' })).toHaveText(
    'Built-in sandbox: enforced',
  );

  await chooseBuiltIn(page);
  await expectOpen(page);
  await expect(page.getByRole('status', { name: 'Engine state' })).toHaveText('Engine: ready');
  await expect(page.getByRole('status', { name: 'Engine sandbox' })).toHaveText('Sandbox: enforced');
  const editorBox = (await editor(page).boundingBox())!;
  expect(editorBox.width).toBeGreaterThan(400);

  await chooseEverything(page);
  await expectFolded(page);
});

test('the person opens and folds the editor by mouse and keyboard, kept per kind of server across a reload', async ({
  page,
}) => {
  await page.goto('/');
  await chooseEverything(page);
  await expectFolded(page);

  // Keyboard: the strip's control is the Tab stop just before the panels' tabs; Enter opens the
  // editor and the focus goes to Fold.
  await panelTab(page, 'Traffic').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(openButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expectOpen(page);
  await expect(foldButton(page)).toBeFocused();
  await expect(foldButton(page)).toHaveAttribute('aria-expanded', 'true');

  // The built-in server keeps its own default (open), and everything keeps the person's open.
  await chooseBuiltIn(page);
  await expectOpen(page);
  await chooseEverything(page);
  await expectOpen(page);

  // Mouse: Fold on the built-in server, and the focus lands on the control that opens it again.
  await chooseBuiltIn(page);
  await foldButton(page).click();
  await expectFolded(page);
  await expect(openButton(page)).toBeFocused();
  await expect(strip(page)).toContainText('come from the built-in server, groovymcp (in-browser worker).');

  await page.reload();
  await expectFolded(page);
  await chooseEverything(page);
  await expectOpen(page);
  await chooseBuiltIn(page);
  await openButton(page).click();
  await expectOpen(page);
});
