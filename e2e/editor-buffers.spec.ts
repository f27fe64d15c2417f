// Buffers in the editor (docs/playground.md, "Editor"): add, rename, close, upload a .groovy file
// and restore the sample; every buffer and edit survives a reload (local storage).
import { expect, test, type Page } from '@playwright/test';
import { savedInStore } from './savedStore';

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Groovy buffers' }).getByRole('tab');
const editorText = (page: Page) => page.locator('.monaco-editor .view-lines');
const refusal = (page: Page) => page.getByRole('toolbar', { name: 'Buffer actions' }).getByRole('alert');

async function tabNames(page: Page): Promise<string[]> {
  return (await tabs(page).allTextContents()).map((name) => name.trim());
}

test('buffers are added, renamed, closed and uploaded, and survive a reload', async ({ page }) => {
  await page.goto('/');
  await expect(editorText(page)).toBeVisible();
  await expect.poll(() => tabNames(page)).toEqual(['script.groovy', 'Shapes.groovy', 'Report.groovy']);

  // Add: a new active buffer, with the keyboard already in it.
  await page.getByRole('button', { name: 'New buffer' }).click();
  await expect(page.getByRole('tab', { name: 'groovy-buffer:Untitled1.groovy' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('textbox', { name: 'Groovy source groovy-buffer:Untitled1.groovy' }),
  ).toBeFocused();
  await page.keyboard.insertText('class Fresh { int size }\n');

  // Rename it; a bad name is refused in words.
  await page.getByRole('button', { name: 'Rename' }).click();
  const name = page.getByRole('textbox', { name: 'New name' });
  await name.fill('no spaces.groovy');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(refusal(page)).toContainText('letters, digits');
  await name.fill('Fresh.groovy');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(refusal(page)).toHaveCount(0);
  await expect
    .poll(() => tabNames(page))
    .toEqual(['script.groovy', 'Shapes.groovy', 'Report.groovy', 'Fresh.groovy']);
  await expect(editorText(page)).toContainText('class Fresh { int size }');

  // Close Report.groovy.
  await page.getByRole('tab', { name: 'groovy-buffer:Report.groovy' }).click();
  await page.getByRole('button', { name: 'Close Report.groovy' }).click();
  await expect.poll(() => tabNames(page)).toEqual(['script.groovy', 'Shapes.groovy', 'Fresh.groovy']);

  // Upload a .groovy file: it opens under its own name.
  await page.getByLabel('Upload a .groovy file').setInputFiles({
    name: 'Uploaded.groovy',
    mimeType: 'text/plain',
    buffer: Buffer.from('class Uploaded {\n    String greet() { "hi" }\n}\n'),
  });
  await expect(page.getByRole('tab', { name: 'groovy-buffer:Uploaded.groovy' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(editorText(page)).toContainText('String greet() { "hi" }');

  // An edit to a sample buffer, then a reload.
  await page.getByRole('tab', { name: 'groovy-buffer:script.groovy' }).click();
  const script = page.getByRole('textbox', { name: 'Groovy source groovy-buffer:script.groovy' });
  await script.focus();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.insertText('// edited before the reload\n');
  await page.getByRole('tab', { name: 'groovy-buffer:Fresh.groovy' }).click();
  // The store holds the edit and the active tab before the reload (saved a moment after a change).
  await expect
    .poll(async () => {
      const saved = await savedInStore(page);
      return {
        active: saved.active,
        edited: saved.texts.some((text) => text.startsWith('// edited before')),
      };
    })
    .toEqual({ active: 'groovy-buffer:Fresh.groovy', edited: true });
  await page.reload();

  await expect(editorText(page)).toBeVisible();
  await expect
    .poll(() => tabNames(page))
    .toEqual(['script.groovy', 'Shapes.groovy', 'Fresh.groovy', 'Uploaded.groovy']);
  await expect(page.getByRole('tab', { name: 'groovy-buffer:Fresh.groovy' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(editorText(page)).toContainText('class Fresh { int size }');
  await page.getByRole('tab', { name: 'groovy-buffer:script.groovy' }).click();
  await expect(editorText(page)).toContainText('// edited before the reload');

  // Restore the sample: the three sample buffers, unedited, and that too survives a reload.
  await page.getByRole('button', { name: 'Restore sample' }).click();
  await page.getByRole('button', { name: 'Restore the sample' }).click();
  await expect.poll(() => tabNames(page)).toEqual(['script.groovy', 'Shapes.groovy', 'Report.groovy']);
  await expect(editorText(page)).not.toContainText('edited before the reload');
  await expect
    .poll(async () => (await savedInStore(page)).uris)
    .toEqual(['script.groovy', 'Shapes.groovy', 'Report.groovy'].map((name) => `groovy-buffer:${name}`));
  await page.reload();
  await expect(editorText(page)).toBeVisible();
  await expect.poll(() => tabNames(page)).toEqual(['script.groovy', 'Shapes.groovy', 'Report.groovy']);
  await expect(editorText(page)).toContainText('A script that uses the shapes');
});
