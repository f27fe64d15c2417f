// A tool's MCP App from the moment its call starts (docs/playground.md, "MCP Apps"), as the ext-apps
// spec lets a host do (tool-input once the app is initialized, tool-result when the call ends): the
// test server's `waits-for-app` (e2e/fixtures/hostileAppServer.mjs) answers only once its app has
// called `app-only`, the spec's "awaiting input" pattern, which a host that shows the app only with
// the result can never complete. The same app, not a new one, then gets the result.
import { expect } from '@playwright/test';
import { test } from './noPageErrors';
import { chooseTool, connect } from './playground';

const APP_URI = 'ui://hostile/app.html';

test('the app shows while its call runs, and the call can wait on the app', async ({ page }) => {
  await connect(page, '2025-11-25', { server: 'hostile-app (stdio)', capabilities: ['apps'] });
  await chooseTool(page, 'waits-for-app');
  await page.getByRole('button', { name: 'Call waits-for-app' }).click();

  const result = page.getByRole('region', { name: 'Result of waits-for-app' });
  const app = page.frameLocator(`iframe[title="MCP App ${APP_URI}"]`).frameLocator('iframe');
  await expect(app.locator('#state')).toHaveText('initialized');
  // The call still runs: the app has its input, not a result.
  await expect(app.locator('#result')).toHaveText('no result yet');
  await expect(result.getByRole('status')).toHaveText('Calling waits-for-app…');
  await result.getByText(/App ↔ host messages/).click();
  const log = result.getByRole('list', { name: 'App ↔ host messages' });
  await expect(log.getByText('host → app ui/notifications/tool-input')).toBeVisible();
  await expect(log.getByText('host → app ui/notifications/tool-result')).toHaveCount(0);

  // The app's call releases the tool; the app that asked gets the result (its state was not reset).
  await app.getByRole('button', { name: 'Call app-only' }).click();
  await expect(app.locator('#result')).toHaveText('released by the app');
  await expect(app.locator('#state')).toHaveText('initialized');
  await expect(result.getByText('Result', { exact: true })).toBeVisible();
  await expect(result).toContainText('released by the app');
  await expect(log.getByText('host → app ui/notifications/tool-result')).toBeVisible();
  await expect(log.getByText('app → host ui/initialize')).toHaveCount(1);
});
