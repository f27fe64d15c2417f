// MCP Apps (docs/playground.md, "MCP Apps") against two more official example servers through the
// stdio bridge (e2e/servers.json): budget-allocator, whose app draws the tool result and works on it
// in the page (it asks nothing of the server), and system-monitor, whose app calls an app-only tool
// (poll-system-stats) that reaches the server and shows in Traffic with the origin "app".
import { expect, test, type Page } from '@playwright/test';
import { chooseTool, connect, panelTab, trafficGrid } from './playground';

async function callAppTool(page: Page, server: string, tool: string, uri: string) {
  await connect(page, '2025-11-25', { server: `${server} (stdio)`, capabilities: ['apps'] });
  await panelTab(page, 'Tools').click();
  await expect(
    page.getByRole('listbox', { name: 'Tools' }).getByRole('option', { name: new RegExp(`^${tool}`) }),
  ).toContainText('MCP App');
  await chooseTool(page, tool);
  await page.getByRole('button', { name: `Call ${tool}` }).click();
  const result = page.getByRole('region', { name: `Result of ${tool}` });
  const app = page.frameLocator(`iframe[title="MCP App ${uri}"]`).frameLocator('iframe');
  return { result, app };
}

/** Every ui/ message both ways is valid against ext-apps' schema.json (none marked ✗). */
async function expectCleanLog(result: ReturnType<Page['getByRole']>) {
  await result.getByText(/App ↔ host messages/).click();
  const log = result.getByRole('list', { name: 'App ↔ host messages' });
  await expect(log.getByText('app → host ui/initialize')).toBeVisible();
  await expect(log.getByText('host → app ui/notifications/tool-result')).toBeVisible();
  await expect(log.getByText('✗')).toHaveCount(0);
  return log;
}

test('budget-allocator: the app draws the result and recomputes on the person’s choice', async ({ page }) => {
  const { result, app } = await callAppTool(
    page,
    'budget-allocator',
    'get-budget-data',
    'ui://budget-allocator/mcp-app.html',
  );
  // The tool result reached the app: a slider per category, and the allocation against the budget.
  await expect(app.locator('#sliders-container .slider-row').first()).toBeVisible();
  const status = app.locator('#status-bar');
  await expect(status).toContainText(/Allocated: \$[\d,.]+K? \/ \$[\d,.]+K?/);
  await expect(app.locator('#comparison-summary')).toContainText('vs. Industry');
  // A choice in the app is worked on in the app: another budget, another total.
  const before = await status.textContent();
  const selector = app.locator('#budget-selector');
  const options = await selector
    .locator('option')
    .evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
  const current = await selector.inputValue();
  await selector.selectOption(options.find((value) => value !== current)!);
  await expect(status).not.toHaveText(before ?? '');
  await expectCleanLog(result);
});

test('system-monitor: the app polls an app-only tool that reaches the server', async ({ page }) => {
  const { result, app } = await callAppTool(
    page,
    'system-monitor',
    'get-system-info',
    'ui://system-monitor/mcp-app.html',
  );
  // The result reached the app (hostname, platform); the poll's answers fill the memory bar.
  await expect(app.locator('#info-platform')).not.toHaveText('--');
  await expect(app.locator('#memory-percent')).toHaveText(/\d+(\.\d+)?%/);
  // Its button stops and starts the polling; each poll is a tools/call the page forwards.
  const toggle = app.getByRole('button', { name: 'Stop' });
  await toggle.click();
  await expect(app.getByRole('button', { name: 'Start' })).toBeVisible();
  await app.getByRole('button', { name: 'Start' }).click();
  await expect(app.getByRole('button', { name: 'Stop' })).toBeVisible();
  const log = await expectCleanLog(result);
  await expect(log.getByText('app → host tools/call · poll-system-stats').first()).toBeVisible();
  await app.getByRole('button', { name: 'Stop' }).click();

  await panelTab(page, 'Traffic').click();
  const polls = trafficGrid(page)
    .getByRole('row', { name: /tools\/call · poll-system-stats/ })
    .filter({ has: page.getByRole('gridcell', { name: 'app', exact: true }) });
  await expect(polls.first()).toBeVisible();
  // Each poll was answered by the server: the requests and their answers, in pairs.
  await expect.poll(async () => (await polls.count()) >= 2).toBe(true);
});
