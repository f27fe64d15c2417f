// Sampling against a server the playground did not write (docs/playground.md, "Client features for
// any server"): choose the official "everything" server (bridged over stdio by the backend, from
// e2e/servers.json), connect with sampling declared, call its sampling tool from the Tools form,
// play the model in the sampling dialog, and see the result and the Traffic rows with their
// schema verdicts.
import { expect, test, type Page } from '@playwright/test';
import { chooseTool, connect, panelTab, settledMessageCount, trafficGrid } from './playground';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Sampling: the server asks the model' });

test('the everything server asks for a sample; the person answers it in the dialog', async ({ page }) => {
  await connect(page, '2025-11-25', { server: 'everything (stdio)', capabilities: ['sampling'] });
  // The sampling tool exists only for a client that declares sampling.
  await chooseTool(page, 'trigger-sampling-request');
  await page.getByRole('textbox', { name: 'prompt', exact: true }).fill('What is 2+2?');
  await page.getByLabel('maxTokens', { exact: true }).fill('20');
  await page.getByRole('button', { name: 'Call trigger-sampling-request' }).click();

  await expect(dialog(page)).toContainText('Resource trigger-sampling-request context: What is 2+2?');
  await expect(dialog(page)).toContainText('You are a helpful test server.');
  await expect(dialog(page)).toContainText('maxTokens20');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByLabel('Reply (text)').fill('Four.');
  await dialog(page).getByLabel('Model name').fill('e2e-by-hand');
  await dialog(page).getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog(page)).toHaveCount(0);

  const result = page.getByRole('region', { name: 'Result of trigger-sampling-request' });
  await expect(result).toContainText('LLM sampling result');
  await expect(result).toContainText('Four.');
  await expect(result).toContainText('e2e-by-hand');

  await panelTab(page, 'Traffic').click();
  await expect(page.getByRole('list', { name: 'Pending requests' })).toHaveCount(0);
  await settledMessageCount(page);
  const grid = trafficGrid(page);
  // The server's request and the client's answer are folded under the tool call that caused them,
  // each a row with its own verdict.
  await grid
    .getByRole('row', { name: /tools\/call · trigger-sampling-request · 1 round, 2 messages/ })
    .getByRole('button', { name: 'Unfold the 2 messages of this conversation' })
    .click();
  const asked = grid.getByRole('row', { name: /received.*sampling\/createMessage/ });
  await expect(asked.first()).toBeVisible();
  await expect(asked.first().getByRole('gridcell', { name: 'schema ok' })).toBeVisible();
  const answered = grid.getByRole('row', { name: /sent.*sampling\/createMessage/ });
  await expect(answered.first()).toBeVisible();
  await expect(answered.first().getByRole('gridcell', { name: 'schema ok' })).toBeVisible();
  await expect(page.locator('.traffic-count')).not.toContainText('schema violations');
  await expect(grid.getByRole('gridcell', { name: 'schema violation' })).toHaveCount(0);
  await expect(grid.getByRole('gridcell', { name: 'not checked' })).toHaveCount(0);
});
