// Monaco's own widgets take the theme's colours in light and dark (docs/playground.md, "Editor"):
// the context menu, which Monaco would put in a shadow root the theme's CSS variables never
// reach, used to be drawn with a transparent background over the code. The code behind the menu
// is made of full-block characters, so a pixel of the menu's padding shows the menu's own
// background if it is opaque and a glyph if it is not. The suggest and find widgets, and a marker's
// hover, are drawn in their theme colours too.
import { expect, test, type Page } from '@playwright/test';
import { connect, replaceEditorText } from './playground';

/** The colour of one pixel of a screenshot, decoded by the page's own canvas. */
async function pixelAt(page: Page, png: Buffer, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    async ({ data, x, y }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return [...context.getImageData(x, y, 1, 1).data];
    },
    { data: png.toString('base64'), x, y },
  );
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.trim().slice(i, i + 2), 16));

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the editor's context menu has an opaque background (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    const code = page.locator('.monaco-editor .view-lines');
    await expect(code).toBeVisible();
    await replaceEditorText(page, /Groovy source/, `${'█'.repeat(70)}\n`.repeat(30));
    const box = (await code.boundingBox())!;
    await page.mouse.click(box.x + 40, box.y + 20, { button: 'right' });
    const menu = page.locator('.context-view .monaco-menu');
    await expect(menu.getByRole('menuitem', { name: /Copy/ })).toBeVisible();

    const container = page.locator('.context-view.monaco-menu-container');
    const background = await container.evaluate((element) =>
      getComputedStyle(element).getPropertyValue('--vscode-menu-background'),
    );
    const menuBox = (await menu.boundingBox())!;
    // In the menu's right padding, half-way down: no label or shortcut is drawn there.
    const x = Math.round(menuBox.x + menuBox.width - 5);
    const y = Math.round(menuBox.y + menuBox.height / 2);
    // Monaco fades its context menu in (83 ms): a screenshot taken in that time caught it half
    // transparent (a CI failure); with animations disabled it is taken as the fade ends.
    const under = (await pixelAt(page, await page.screenshot({ animations: 'disabled' }), x, y)).slice(0, 3);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const behind = (await pixelAt(page, await page.screenshot({ animations: 'disabled' }), x, y)).slice(0, 3);
    // A transparent menu shows the glyph behind it (give or take the editor losing its focus).
    const distance = Math.max(...under.map((value, channel) => Math.abs(value - behind[channel]!)));
    expect(distance, `menu pixel ${under} vs code pixel ${behind}`).toBeGreaterThan(40);
    // An opaque one shows its theme's background.
    expect(background).toMatch(/^#[0-9a-f]{6}$/i);
    for (const [channel, expected] of rgb(background).entries()) {
      expect(Math.abs(under[channel]! - expected)).toBeLessThanOrEqual(2);
    }
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the suggest and find widgets are drawn in the theme's colours (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.locator('.monaco-editor .view-lines')).toBeVisible();
    const editor = page.getByRole('textbox', { name: /Groovy source/ });
    await editor.focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('\nsh');
    await page.keyboard.press('Control+Space');
    await expect(page.locator('.suggest-widget')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ControlOrMeta+F');
    await expect(page.locator('.find-widget')).toBeVisible();
    for (const [widget, variable] of [
      ['.suggest-widget', '--vscode-editorSuggestWidget-background'],
      ['.find-widget', '--vscode-editorWidget-background'],
    ] as const) {
      const { drawn, theme } = await page.locator(widget).evaluate(
        (element, name) => ({
          drawn: getComputedStyle(element).backgroundColor,
          theme: getComputedStyle(element).getPropertyValue(name).trim(),
        }),
        variable,
      );
      expect(theme, widget).toMatch(/^#[0-9a-f]{6}$/i);
      expect(drawn, widget).toBe(`rgb(${rgb(theme).join(', ')})`);
    }
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a marker's hover is drawn in the theme's colours (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await connect(page, '2025-11-25');
    // Report.groovy's deliberate error gets a marker once the session has checked it.
    await page.getByRole('tab', { name: 'groovy-buffer:Report.groovy' }).click();
    const squiggle = page.locator('.monaco-editor .squiggly-error').first();
    await expect(squiggle).toBeAttached();
    const hover = page
      .locator('.monaco-hover')
      .filter({ hasText: /Cannot assign|cannot/i })
      .first();
    // The markers may be redrawn (a later check of the buffer) under the pointer, which closes the
    // hover: move away and hover again until it shows.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await page.locator('.monaco-editor .squiggly-error').first().hover({ force: true });
      await expect(hover).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    const { drawn, theme } = await hover.evaluate((element) => ({
      drawn: getComputedStyle(element).backgroundColor,
      theme: getComputedStyle(element).getPropertyValue('--vscode-editorHoverWidget-background').trim(),
    }));
    expect(theme).toMatch(/^#[0-9a-f]{6}$/i);
    expect(drawn).toBe(`rgb(${rgb(theme).join(', ')})`);
  });
}
