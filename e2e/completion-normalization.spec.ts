// The Completion tab and completing prompt arguments (docs/completion.md, "What the playground
// shows"; docs/playground.md, "Completion"): a 300-method buffer completed live shows the cut, the
// hand box shows the -32603 of a null element, and the Prompts tab's fields complete.
import { expect, test, type Page } from '@playwright/test';
import { connect, panelTab, replaceEditorText, trafficGrid } from './playground';

/** One line of 300 methods. */
const MANY = `class Many { ${Array.from({ length: 300 }, (_, i) => `def m${i}() { ${i} }`).join('; ')} }`;

/** Waits until the session has the buffer's new text: the diagnostics call the edit causes has answered. */
async function editorSynced(page: Page, text: string): Promise<void> {
  await panelTab(page, 'Traffic').click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await replaceEditorText(page, 'Groovy source groovy-buffer:script.groovy', text);
  await expect(
    trafficGrid(page)
      .getByRole('row')
      .filter({ hasText: /↳ tools\/call/ }),
  ).not.toHaveCount(0);
}

test('completing symbol with prefix m in a 300-method buffer shows 300 raw, 100 normalized, hasMore forced, total 300', async ({
  page,
}) => {
  await connect(page, '2025-11-25');
  await editorSynced(page, MANY);

  await panelTab(page, 'Completion').click();
  const live = page.getByRole('region', { name: 'Live completion' });
  await expect(live.getByRole('combobox', { name: 'Ref' })).toHaveValue('prompt:explain-groovy');
  await live.getByRole('combobox', { name: 'Argument' }).selectOption('symbol');
  // Which open buffer: the editor's active one, as context.arguments.uri.
  await expect(live.getByRole('combobox', { name: 'uri' })).toHaveValue('groovy-buffer:script.groovy');
  await live.getByRole('textbox', { name: 'Value typed so far' }).pressSequentially('m');

  const dispatch = live.getByRole('group', { name: 'Dispatch' });
  await expect(dispatch).toHaveAttribute('data-value', 'm');
  await expect(dispatch.getByRole('region', { name: 'Completer output' })).toContainText('values300 values');
  await expect(dispatch.getByRole('region', { name: 'Completer output' })).toContainText('hasMorefalse');
  const normalized = dispatch.getByRole('region', { name: 'Normalized result' });
  await expect(normalized).toContainText('values100 values');
  await expect(normalized).toContainText('total300');
  await expect(normalized).toContainText('hasMoretrue');
  const rules = dispatch.getByRole('region', { name: 'Rules fired' });
  await expect(rules).toContainText('truncated 300 → 100');
  await expect(rules).toContainText('hasMore forced true (the completer said false)');
  await expect(rules).toContainText('total kept 300');

  // Each keystroke is a real request; the newest answer is the one shown.
  await live.getByRole('textbox', { name: 'Value typed so far' }).pressSequentially('29');
  await expect(dispatch).toHaveAttribute('data-value', 'm29');
  await expect(dispatch.getByRole('region', { name: 'Completer output' })).toContainText('values11 values');
  await expect(rules).toContainText('11 values kept as given');

  await dispatch.getByRole('button', { name: 'Show in Traffic' }).click();
  await expect(trafficGrid(page).getByRole('row', { selected: true })).toContainText('completion/complete');
  await expect(
    trafficGrid(page).getByRole('gridcell', { name: '100 values · hasMore true' }),
  ).not.toHaveCount(0);
});

test('the hand box answers a null element with -32603, through the same normalize', async ({ page }) => {
  await connect(page, '2025-11-25');
  await panelTab(page, 'Completion').click();
  const box = page.getByRole('region', { name: 'Normalize by hand' });
  await expect(box.getByRole('region', { name: 'Rules fired' })).toContainText('hasMore forced true');

  await replaceEditorText(page, 'Raw completer output (JSON)', '{"values": ["alpha", null], "total": 2}');
  const result = box.getByRole('group', { name: 'Hand result' });
  await expect(result.getByRole('alert')).toHaveText('-32603 Internal error');
  await expect(result.getByRole('region', { name: 'Rules fired' })).toContainText(
    'null element at values[1] → -32603',
  );

  await box.getByRole('button', { name: 'the completer returns null' }).click();
  await expect(result.getByRole('region', { name: 'Rules fired' })).toContainText(
    'the completer returned null → -32603',
  );
  await box.getByRole('button', { name: '[a, a, b, a]' }).click();
  await expect(result.getByRole('region', { name: 'Normalized result' })).toContainText('values4 values');
});

test('in the Prompts tab, typing sec in focus offers security and Enter fills it', async ({ page }) => {
  await connect(page, '2025-11-25');
  await panelTab(page, 'Prompts').click();
  const form = page.getByRole('form', { name: 'Get explain-groovy' });
  const focus = form.getByRole('combobox', { name: 'focus' });
  await focus.pressSequentially('sec');
  const suggestions = form.getByRole('listbox', { name: 'Suggestions for focus' });
  await expect(suggestions.getByRole('option')).toHaveText(['security']);
  await expect(focus).toHaveAttribute('aria-expanded', 'true');
  await focus.press('Enter');
  await expect(focus).toHaveValue('security');
  await expect(focus).toHaveAttribute('aria-expanded', 'false');

  // ↓ moves through the list; the other fields travel as context.arguments.
  // uri starts as the active buffer; cleared, its first characters offer every buffer the session
  // holds. The editor opens the three buffers one check after another, which under load can take
  // longer than the typing: until all three are open, typing again asks again.
  const uri = form.getByRole('combobox', { name: 'uri' });
  await expect(uri).toHaveValue(/^groovy-buffer:.+\.groovy$/);
  const uris = form.getByRole('listbox', { name: 'Suggestions for uri' }).getByRole('option');
  await expect(async () => {
    await uri.fill('');
    await uri.pressSequentially('groovy-buffer:');
    await expect(uris).toHaveCount(3, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await form.getByRole('combobox', { name: 'uri' }).press('ArrowDown');
  await expect(uris.nth(1)).toHaveAttribute('aria-selected', 'true');
  await form.getByRole('combobox', { name: 'uri' }).press('Enter');
  await expect(form.getByRole('combobox', { name: 'uri' })).toHaveValue(/^groovy-buffer:.+\.groovy$/);

  // An open suggestion list never covers Get: a click on it with the list open gets the prompt.
  await focus.fill('');
  await focus.pressSequentially('s');
  await expect(form.getByRole('listbox', { name: 'Suggestions for focus' })).toBeVisible();
  await form.getByRole('button', { name: 'Get explain-groovy' }).click();
  await expect(page.getByRole('region', { name: 'Messages of explain-groovy' })).toBeVisible();
});
