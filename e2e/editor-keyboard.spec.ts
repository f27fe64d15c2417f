// Leaving the editor by keyboard (docs/playground.md, "Editor"): a skip link to the panels, and a
// visible hint on Monaco's tab-focus mode (Ctrl+M), in which Tab moves the focus out: Tab types a
// tab until Ctrl+M, then leaves for the next control.
import { expect, test } from '@playwright/test';
import { panelTab } from './playground';

test('the skip link reaches the panels and Ctrl+M lets Tab leave the editor', async ({ page }) => {
  await page.goto('/');
  const hint = page.locator('.editor-hint');
  await expect(hint).toHaveText(
    'Tab types a tab in the editor. To leave it with Tab, press Ctrl+M first (again to switch back), or use the skip link before the buffer tabs.',
  );

  const skip = page.getByRole('link', { name: 'Skip to the panels' });
  await skip.focus();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(panelTab(page, 'Traffic')).toBeFocused();

  const editor = page.getByRole('textbox', { name: 'Groovy source groovy-buffer:script.groovy' });
  await editor.focus();
  await page.keyboard.press('Tab');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Control+M');
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
  await expect(page.getByRole('button', { name: 'New buffer' })).toBeFocused();
});
