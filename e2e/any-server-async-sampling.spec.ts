// A task-augmented sampling request from a server the playground did not write (docs/any-server.md,
// "Task-augmented requests"): the official "everything" server (bridged over stdio from
// e2e/servers.json) asks a 2025-11-25 client that declares `tasks.requests.sampling` to sample as a
// task. The client answers with the task at once; the person answers in the sampling dialog while
// the server polls; the Tasks panel shows the task completed and Traffic the polls, all schema-clean.
import { expect, test, type Page } from '@playwright/test';
import { chooseTool, connect, panelTab, settledMessageCount, trafficGrid } from './playground';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Sampling: the server asks the model' });

test('the person answers a task-augmented sampling request; the task completes and the polls show', async ({
  page,
}) => {
  await connect(page, '2025-11-25', {
    server: 'everything (stdio)',
    capabilities: ['sampling', 'tasks'],
  });
  // The async tool exists only for a client that runs sampling requests as tasks.
  await chooseTool(page, 'trigger-sampling-request-async');
  await page.getByRole('textbox', { name: 'prompt', exact: true }).fill('What is 2+2?');
  await page.getByRole('button', { name: 'Call trigger-sampling-request-async' }).click();

  await expect(dialog(page)).toContainText('Resource trigger-sampling-request-async context: What is 2+2?');
  // The person takes their time: the server polls the task (every second) meanwhile.
  await page.waitForTimeout(2_500);
  await dialog(page).getByLabel('Reply (text)').fill('Four.');
  await dialog(page).getByLabel('Model name').fill('e2e-by-hand');
  await dialog(page).getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog(page)).toHaveCount(0);

  const result = page.getByRole('region', { name: 'Result of trigger-sampling-request-async' });
  await expect(result).toContainText('[COMPLETED] Async sampling completed!', { timeout: 15_000 });
  await expect(result).toContainText('Poll 1: working');
  await expect(result).toContainText('Four.');

  await panelTab(page, 'Tasks').click();
  const theirs = page.getByRole('region', { name: "This client's tasks" });
  const task = theirs.getByRole('article', { name: /^Client task sampling\/createMessage/ });
  await expect(task.getByLabel('Task status')).toHaveText('completed');
  await expect(task.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  await panelTab(page, 'Traffic').click();
  await expect(page.getByRole('list', { name: 'Pending requests' })).toHaveCount(0);
  await settledMessageCount(page);
  const grid = trafficGrid(page);
  // The server's requests may be folded under the tool call that caused them: unfold it.
  const unfold = grid
    .getByRole('row', { name: /tools\/call · trigger-sampling-request-async/ })
    .getByRole('button', { name: /^Unfold the \d+ messages/ });
  if ((await unfold.count()) > 0) await unfold.first().click();
  for (const name of [
    /received.*tasks\/get/,
    /received.*tasks\/result/,
    /sent.*notifications\/tasks\/status/,
  ]) {
    const row = grid.getByRole('row', { name }).first();
    await expect(row).toBeVisible();
    await expect(row.getByRole('gridcell', { name: 'schema ok' })).toBeVisible();
  }
  await expect(page.locator('.traffic-count')).not.toContainText('schema violations');
  await expect(grid.getByRole('gridcell', { name: 'schema violation' })).toHaveCount(0);
});
