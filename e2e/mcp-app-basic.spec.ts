// MCP Apps (docs/playground.md, "MCP Apps"): the official basic-vanillajs example server through the
// stdio bridge. Calling get-time shows its ui:// app in a frame on the sandbox origin; the app gets the
// result, its "Get Server Time" button makes a tools/call that reaches the server (Traffic shows it),
// its message, log and link show (the link opened only on a click), the app ↔ host messages are listed, and the app cannot read the playground's document or storage
// nor fetch the backend.
import { expect, test } from '@playwright/test';
import { chooseTool, connect, panelTab, trafficGrid } from './playground';

const APP_URI = 'ui://get-time/mcp-app.html';

test('get-time shows its app on another origin, and the app calls the server', async ({ page }) => {
  await connect(page, '2025-11-25', { server: 'basic-vanillajs (stdio)', capabilities: ['apps'] });
  // The Tools list marks the tool that has an app.
  await panelTab(page, 'Tools').click();
  await expect(
    page.getByRole('listbox', { name: 'Tools' }).getByRole('option', { name: /^get-time/ }),
  ).toContainText('MCP App');
  await chooseTool(page, 'get-time');
  await page.getByRole('button', { name: 'Call get-time' }).click();

  const result = page.getByRole('region', { name: 'Result of get-time' });
  const app = page.frameLocator(`iframe[title="MCP App ${APP_URI}"]`).frameLocator('iframe');
  // The tool result reached the app (ui/notifications/tool-result): it shows the server's time.
  const time = app.locator('#server-time');
  await expect(time).toHaveText(/\d{2}:\d{2}/);

  // The app's own call goes through the bridge to the server.
  await app.getByRole('button', { name: 'Get Server Time' }).click();
  const log = result.getByRole('list', { name: 'App ↔ host messages' });
  await result.getByText(/App ↔ host messages/).click();
  await expect(log.getByText('app → host tools/call · get-time')).toBeVisible();
  for (const line of [
    'host → app ui/notifications/sandbox-resource-ready',
    'app → host ui/initialize',
    'host → app ui/notifications/tool-input',
    'host → app ui/notifications/tool-result',
  ]) {
    await expect(log.getByText(line)).toBeVisible();
  }
  // Each ui/ message is valid against ext-apps' schema.json.
  await expect(log.getByText('✓').first()).toBeVisible();
  await expect(log.getByText('✗')).toHaveCount(0);

  // Its message and log show under it; its link is a button, opened only by the person's click.
  const fromApp = result.getByRole('list', { name: 'From the app' });
  await app.getByRole('button', { name: 'Send Message' }).click();
  await expect(fromApp).toContainText('message: This is message text.');
  await app.getByRole('button', { name: 'Send Log' }).click();
  await expect(fromApp).toContainText('log (info): This is log text.');
  const pagesBefore = page.context().pages().length;
  await app.getByRole('button', { name: 'Open Link' }).click();
  const open = fromApp.getByRole('button', { name: 'Open https://modelcontextprotocol.io/' });
  await expect(open).toBeVisible();
  expect(page.context().pages()).toHaveLength(pagesBefore);
  // Offline: the link's page is answered here.
  await page
    .context()
    .route('https://modelcontextprotocol.io/**', (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'opened' }),
    );
  const popup = page.context().waitForEvent('page');
  await open.click();
  const opened = await popup;
  await expect(opened).toHaveURL('https://modelcontextprotocol.io/');
  await opened.close();

  // Isolation: the outer frame is on the sandbox origin, and the app frame cannot reach the page.
  const pageOrigin = new URL(page.url()).origin;
  const sandbox = page.frames().find((frame) => frame.url().includes('/sandbox.html'));
  expect(sandbox).toBeDefined();
  expect(new URL(sandbox!.url()).origin).not.toBe(pageOrigin);
  const appFrame = sandbox!.childFrames()[0]!;
  const reach = await appFrame.evaluate(() => {
    try {
      return `read ${window.top!.document.title}`;
    } catch (error) {
      return `refused: ${(error as Error).name}`;
    }
  });
  expect(reach).toBe('refused: SecurityError');
  const storage = await appFrame.evaluate(() => {
    try {
      return `read ${String(window.localStorage.length)}`;
    } catch (error) {
      return `refused: ${(error as Error).name}`;
    }
  });
  expect(storage).toBe('refused: SecurityError');
  // The CSP (connect-src 'none' by default) keeps it from the backend, and from anywhere else.
  const backend = await appFrame.evaluate(async (origin) => {
    try {
      return `answered ${(await fetch(`${origin}/api/health`)).status}`;
    } catch (error) {
      return `refused: ${(error as Error).name}`;
    }
  }, pageOrigin);
  expect(backend).toBe('refused: TypeError');

  // Traffic: the resources/read of the app, our call and the app's call (origin "app"), each answered.
  await panelTab(page, 'Traffic').click();
  const grid = trafficGrid(page);
  await expect(grid.getByRole('row', { name: new RegExp(`resources/read · ${APP_URI}`) })).toHaveCount(2);
  const calls = grid.getByRole('row', { name: /tools\/call · get-time/ });
  // Six rows: ours and the forwarded call on the server's wire, and the app's ask and the host's answer
  // in the app ↔ host lane.
  await expect(calls).toHaveCount(6);
  const lane = page.getByRole('combobox', { name: 'Lane' });
  await lane.selectOption({ label: 'app ↔ host' });
  await expect(
    calls.filter({ has: page.getByRole('gridcell', { name: 'app → host', exact: true }) }),
  ).toHaveCount(1);
  await expect(
    calls.filter({ has: page.getByRole('gridcell', { name: 'host → app', exact: true }) }),
  ).toHaveCount(1);
  await lane.selectOption({ label: 'server' });
  await expect(calls).toHaveCount(4);
  // The app's call and its answer carry the origin "app".
  await expect(calls.filter({ has: page.getByRole('gridcell', { name: 'app', exact: true }) })).toHaveCount(
    2,
  );
});
