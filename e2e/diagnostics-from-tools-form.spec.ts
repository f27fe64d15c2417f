// Call `diagnostics` from the Tools form on a buffer with a syntax error: the error shows in the
// result, and the exchange in Traffic.
import { expect, test } from '@playwright/test';
import { connect, panelTab, trafficGrid } from './playground';

test('diagnostics on a buffer with a syntax error shows the error and its exchange', async ({ page }) => {
  await connect(page, '2025-11-25');
  const editor = page.getByRole('textbox', { name: 'Groovy source groovy-buffer:script.groovy' });
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('\ndef broken = (\n');

  await panelTab(page, 'Tools').click();
  await page
    .getByRole('listbox', { name: 'Tools' })
    .getByRole('option', { name: /^diagnostics/ })
    .click();
  await expect(page.getByRole('combobox', { name: 'Source' })).toHaveValue('active');
  await page.getByRole('button', { name: 'Call diagnostics' }).click();

  const result = page.getByRole('region', { name: 'Result of diagnostics' });
  await expect(result).toContainText('"severity": "error"');
  await expect(result).toContainText('Unexpected input');
  await expect(result).toContainText('structuredContent matches the output schema');

  await result.getByRole('button', { name: 'Show in Traffic' }).click();
  await expect(panelTab(page, 'Traffic')).toHaveAttribute('aria-selected', 'true');
  const selected = trafficGrid(page).getByRole('row', { selected: true });
  await expect(selected).toContainText('tools/call');
  const detail = page.getByRole('region', { name: /^Message #/ });
  await expect(detail.getByLabel('Raw message')).toContainText('def broken = (');
  await detail.getByRole('button', { name: /Go to response/ }).click();
  await expect(page.getByRole('region', { name: /^Message #/ }).getByLabel('Raw message')).toContainText(
    'Unexpected input',
  );
});
