// The Tools form refuses what it cannot send and says which (docs/playground.md, "Tools"): raw JSON
// that does not parse, a required field left empty; the focus goes where the fix is; nothing
// reaches the wire until it is fixed (or "Send anyway"); an empty optional field is left out.
import type { Page } from '@playwright/test';
import { connect, panelTab, trafficGrid } from './playground';
import { expect, test } from './noPageErrors';

async function openRename(page: Page) {
  await panelTab(page, 'Tools').click();
  await page
    .getByRole('listbox', { name: 'Tools' })
    .getByRole('option', { name: /^rename/ })
    .click();
  return page.getByRole('form', { name: 'Call rename' });
}

const renameRows = (page: Page) =>
  trafficGrid(page).getByRole('row', { name: /sent .*tools\/call · rename/ });

test('broken raw JSON and a missing newName are not sent, each said where the fix is', async ({ page }) => {
  await connect(page, '2025-11-25');
  const form = await openRename(page);
  const call = form.getByRole('button', { name: 'Call rename' });

  await form.getByRole('radio', { name: 'Raw JSON' }).check();
  const json = form.getByLabel('Arguments (JSON)');
  await json.fill('{"line": 1, "character": 5, "newName": ');
  await call.click();
  await expect(form.getByRole('alert')).toContainText(/^Not sent: Not JSON: /);
  await expect(json).toBeFocused();

  await json.fill('{"line": 1, "character": 5}');
  await call.click();
  await expect(form.getByRole('alert')).toContainText('newName is required');

  await form.getByRole('radio', { name: 'Form' }).check();
  await expect(form.getByLabel('line', { exact: true })).toHaveValue('1');
  await call.click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Not sent: the arguments do not match');
  const newName = form.getByLabel('newName');
  await expect(newName).toBeFocused();
  await expect(newName).toHaveAttribute('aria-invalid', 'true');
  await expect(newName).toHaveAccessibleDescription(/newName is required/);
  // The problem in the list is a button that goes to its field, from the keyboard too.
  await form.getByLabel('line', { exact: true }).focus();
  await alert.getByRole('button', { name: 'newName is required' }).focus();
  await page.keyboard.press('Enter');
  await expect(newName).toBeFocused();

  await panelTab(page, 'Traffic').click();
  await expect(
    trafficGrid(page)
      .getByRole('row', { name: /initialize/ })
      .first(),
  ).toBeVisible();
  await expect(renameRows(page)).toHaveCount(0);

  await panelTab(page, 'Tools').click();
  await newName.fill('figures');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await call.click();
  await expect(page.getByRole('region', { name: 'Result of rename' })).toContainText('"newText": "figures"');
  await panelTab(page, 'Traffic').click();
  await expect(renameRows(page)).toHaveCount(1);
});

test('an empty optional field is left out, not sent as ""', async ({ page }) => {
  await connect(page, '2025-11-25');
  const form = await openRename(page);
  await form.getByLabel('Source').selectOption('Only the form fields');
  await form.getByLabel('text', { exact: true }).fill('def total = 1\nprintln total\n');
  await form.getByLabel('uri', { exact: true }).fill('x');
  await form.getByLabel('uri', { exact: true }).fill('');
  await form.getByLabel('line', { exact: true }).fill('0');
  await form.getByLabel('character', { exact: true }).fill('5');
  await form.getByLabel('newName').fill('sum');
  await form.getByRole('button', { name: 'Call rename' }).click();
  await expect(page.getByRole('region', { name: 'Result of rename' })).toContainText('"newText": "sum"');

  await panelTab(page, 'Traffic').click();
  await renameRows(page).click();
  const raw = await page
    .getByRole('region', { name: /^Message #/ })
    .getByLabel('Raw message')
    .textContent();
  const sent = JSON.parse(raw ?? '') as { params: { arguments: Record<string, unknown> } };
  expect(sent.params.arguments).toEqual({
    text: 'def total = 1\nprintln total\n',
    line: 0,
    character: 5,
    newName: 'sum',
  });
});

test('tool descriptions and field hints read as Markdown, not literal backticks', async ({ page }) => {
  await connect(page, '2025-11-25');
  await openRename(page);
  const tool = page.getByRole('article', { name: 'Tool rename' });
  const description = tool.locator('.markdown').first();
  await expect(description).toContainText('Source: text, path or uri.');
  await expect(description.locator('code', { hasText: /^uri$/ })).toBeVisible();
  await expect(description).not.toContainText('`');
  // The hint of a field, too (the description of `text` names `uri`).
  await tool.getByLabel('Source').selectOption('Only the form fields');
  await expect(tool.getByLabel('text', { exact: true })).toHaveAccessibleDescription(/kept in buffer uri/);
});
