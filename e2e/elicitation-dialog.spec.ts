// Elicitation end to end (docs/elicitation.md; docs/playground.md, "Elicitation"): rename
// from the Tools form without a new name, against the real worker, backend and compiler, in both
// protocol styles, and with the capability unticked.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '@playwright/test';
import { panelTab, sessionStatus, trafficGrid } from './playground';

const dialog = (page: Page) => page.getByRole('dialog', { name: /^Elicitation/ });

async function connectWith(page: Page, revision: string, elicitation: boolean): Promise<void> {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Protocol revision' }).selectOption(revision);
  const box = page.getByRole('checkbox', { name: 'elicitation' });
  if (elicitation) await box.check();
  else await box.uncheck();
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(sessionStatus(page)).toContainText(`Connected: ${revision}`);
}

/**
 * rename at `shapes` (line 1, character 5 of script.groovy), the new name left empty: the form
 * says newName is required (docs/playground.md, "Tools"), and "Send anyway" sends it without.
 */
async function renameWithoutNewName(page: Page): Promise<void> {
  await panelTab(page, 'Tools').click();
  await page
    .getByRole('listbox', { name: 'Tools' })
    .getByRole('option', { name: /^rename/ })
    .click();
  await page.getByLabel('line').fill('1');
  await page.getByLabel('character').fill('5');
  await page.getByLabel('newName').fill('');
  await page.getByRole('button', { name: 'Call rename' }).click();
  const refusal = page.getByRole('form', { name: 'Call rename' }).getByRole('alert');
  await expect(refusal).toContainText('newName is required');
  await refusal.getByRole('button', { name: 'Send anyway' }).click();
}

const result = (page: Page) => page.getByRole('region', { name: 'Result of rename' });

test('2025-11-25, elicitation ticked: the dialog asks, Accept renames, Decline is the tool error', async ({
  page,
}) => {
  await connectWith(page, '2025-11-25', true);
  await renameWithoutNewName(page);
  await expect(dialog(page)).toContainText('Rename "shapes" at line 2');
  await expect(dialog(page)).toContainText('elicitation/create');
  await expect(dialog(page)).toContainText('tools/call rename');
  // Not dismissable but by its buttons.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByLabel('New name').fill('figures');
  await dialog(page).getByRole('button', { name: 'Accept' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(result(page)).toContainText('"newText": "figures"');

  await page.getByRole('button', { name: 'Call rename' }).click();
  await page.getByRole('button', { name: 'Send anyway' }).click();
  await dialog(page).getByRole('button', { name: 'Decline' }).click();
  await expect(result(page)).toContainText('The tool reported an error (isError: true)');
  await expect(result(page)).toContainText('rename declined');

  // Traffic: the server's request and the client's answer folded under the tools/call.
  await panelTab(page, 'Traffic').click();
  const start = trafficGrid(page)
    .getByRole('row', { name: /tools\/call · rename · 1 round, 2 messages/ })
    .last();
  await expect(start).toBeVisible();
  await start.getByRole('button', { name: 'Unfold the 2 messages of this conversation' }).click();
  await expect(
    trafficGrid(page)
      .getByRole('row', { name: /received.*elicitation\/create/ })
      .last(),
  ).toBeVisible();
});

test('2026-07-28, elicitation ticked: input_required, the retry with a new id and the same requestState, grouped', async ({
  page,
}) => {
  await connectWith(page, '2026-07-28', true);
  await renameWithoutNewName(page);
  await expect(dialog(page)).toContainText('round 1');
  await dialog(page).getByLabel('New name').fill('figures');
  await dialog(page).getByRole('button', { name: 'Accept' }).click();
  await expect(result(page)).toContainText('"newText": "figures"');

  await panelTab(page, 'Traffic').click();
  const grid = trafficGrid(page);
  const start = grid.getByRole('row', { name: /tools\/call · rename · 1 round, 3 messages/ });
  await start.getByRole('button', { name: 'Unfold the 3 messages of this conversation' }).click();
  const raw = async (row: Locator) => {
    await row.click();
    const text = await page
      .getByRole('region', { name: /^Message #/ })
      .getByLabel('Raw message')
      .textContent();
    return JSON.parse(text ?? '{}') as {
      id: number;
      result?: Record<string, unknown>;
      params?: Record<string, unknown>;
    };
  };
  const first = await raw(start);
  // Unfolded, the conversation follows its first request: input_required, the retry, its answer.
  const at = Number(await start.getAttribute('aria-rowindex'));
  const next = (offset: number) => grid.locator(`[role="row"][aria-rowindex="${at + offset}"]`);
  const asked = await raw(next(1));
  expect(asked.result?.resultType).toBe('input_required');
  const retry = await raw(next(2));
  expect(retry.id).not.toBe(first.id);
  expect(retry.params?.requestState).toBe(asked.result?.requestState);
  expect(retry.params?.inputResponses).toEqual({
    newName: { action: 'accept', content: { newName: 'figures' } },
  });
});

test('elicitation unticked: no dialog, the tool error naming newName', async ({ page }) => {
  await connectWith(page, '2025-11-25', false);
  await renameWithoutNewName(page);
  await expect(result(page)).toContainText('The tool reported an error (isError: true)');
  await expect(result(page)).toContainText('newName');
  await expect(dialog(page)).toHaveCount(0);
});
