// The Tools form and the editor work together (docs/playground.md, "Tools"): "Use cursor" fills
// the 0-based line and character from the caret; a place in a result reveals it in the editor,
// opening its buffer; format's edits apply to the buffer from the result view and undo from there;
// a buffer closed while connected is closed in the session; Traffic names each call's tool.
import { expect, test, type Page } from '@playwright/test';
import { connect, panelTab, trafficGrid } from './playground';

async function openTool(page: Page, name: string): Promise<void> {
  await panelTab(page, 'Tools').click();
  await page
    .getByRole('listbox', { name: 'Tools' })
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .click();
}

test('use cursor, reveal a location in another buffer, apply and undo a format edit', async ({ page }) => {
  await connect(page, '2025-11-25');
  // The editor opens every buffer in the session (its diagnostics calls), so definition finds
  // classes across buffers; Traffic names each of those calls' tool.
  await expect(
    trafficGrid(page)
      .getByRole('row', { name: /tools\/call · diagnostics/ })
      .first(),
  ).toBeVisible();

  // The caret inside `Circle` on the second line of script.groovy: line 1, character 19.
  const script = page.getByRole('textbox', { name: 'Groovy source groovy-buffer:script.groovy' });
  await script.focus();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 19; i++) await page.keyboard.press('ArrowRight');

  await openTool(page, 'definition');
  await page.getByRole('button', { name: 'Use cursor' }).click();
  await expect(page.getByLabel('line')).toHaveValue('1');
  await expect(page.getByLabel('character')).toHaveValue('19');
  await page.getByRole('button', { name: 'Call definition' }).click();

  const result = page.getByRole('region', { name: 'Result of definition' });
  const place = result.getByRole('button', { name: 'Shapes.groovy 5:6' });
  await place.click();
  await expect(page.getByRole('tab', { name: 'groovy-buffer:Shapes.groovy' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('textbox', { name: 'Groovy source groovy-buffer:Shapes.groovy' }),
  ).toBeFocused();
  // The declaration's name is selected, the caret at its end: `Circle` is 6 long.
  await page.getByRole('button', { name: 'Use cursor' }).click();
  await expect(page.getByLabel('line')).toHaveValue('5');
  await expect(page.getByLabel('character')).toHaveValue('12');

  // A badly indented buffer (uploaded: typing would be auto-indented), formatted from the result
  // view, then undone from there.
  await page.getByLabel('Upload a .groovy file').setInputFiles({
    name: 'Messy.groovy',
    mimeType: 'text/plain',
    buffer: Buffer.from('class A {\ndef f() { 1 }\n}\n'),
  });
  const line = page.locator('.monaco-editor .view-line', { hasText: 'def f()' });
  await expect(line).toHaveText(/^def\sf\(\)\s\{\s1\s\}$/);
  await openTool(page, 'format');
  await page.getByRole('button', { name: 'Call format' }).click();
  const formatted = page.getByRole('region', { name: 'Result of format' });
  await formatted.getByRole('button', { name: 'Apply 1 edit to Messy.groovy' }).click();
  await expect(formatted.getByRole('status')).toHaveText('Applied 1 edit to Messy.groovy.');
  // Monaco draws spaces as no-break spaces, which \s matches.
  await expect(line).toHaveText(/^\s{4}def\sf\(\)\s\{\s1\s\}$/);
  await formatted.getByRole('button', { name: 'Undo the edits' }).click();
  await expect(formatted.getByRole('status')).toHaveText('Undone.');
  await expect(line).toHaveText(/^def\sf\(\)\s\{\s1\s\}$/);

  // Closing a buffer while connected closes it in the session too.
  await page.getByRole('button', { name: 'Close Messy.groovy' }).click();

  // Traffic tells the tools apart, and its Method filter keeps one tool's calls.
  await panelTab(page, 'Traffic').click();
  await expect(trafficGrid(page).getByRole('row', { name: /tools\/call · close/ })).toHaveCount(2);
  await expect(trafficGrid(page).getByRole('row', { name: /tools\/call · format/ })).toHaveCount(2);
  await page
    .getByRole('search', { name: 'Traffic filters' })
    .getByRole('combobox', { name: 'Method' })
    .selectOption('tools/call · definition');
  const rows = trafficGrid(page).getByRole('row', { name: /tools\/call/ });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('tools/call · definition');
  await expect(rows.nth(1)).toContainText('↳ tools/call · definition');
});
