// MCP Apps isolation (docs/playground.md, "MCP Apps"): the test server e2e/fixtures/hostileAppServer.mjs
// (stdio, the official SDK) names an app that tries what a hostile app would. From inside the app the
// playground's document, storage and cookies, the backend and any other origin are out of reach; the
// app's calls go through the host's rules (a tool hidden from apps is refused, never forwarded; a
// resource read is forwarded with origin "app"); every app ↔ host message is a row of Traffic's own
// lane, checked against ext-apps' schema.json; and a flood of 10,000 messages, a giant size and a
// top navigation are contained while the page keeps answering.
import { expect, type Frame, type Page } from '@playwright/test';
import { test } from './noPageErrors';
import { chooseTool, connect, panelTab, trafficGrid } from './playground';

const APP_URI = 'ui://hostile/app.html';

/** Connects to the hostile server, calls `hostile` and waits for its app to say it is initialized. */
async function openHostileApp(page: Page) {
  await connect(page, '2025-11-25', { server: 'hostile-app (stdio)', capabilities: ['apps'] });
  await chooseTool(page, 'hostile');
  await page.getByRole('button', { name: 'Call hostile' }).click();
  const app = page.frameLocator(`iframe[title="MCP App ${APP_URI}"]`).frameLocator('iframe');
  await expect(app.locator('#state')).toHaveText('initialized');
  return app;
}

function appFrame(page: Page): Frame {
  const sandbox = page.frames().find((frame) => frame.url().includes('/sandbox.html'));
  expect(sandbox).toBeDefined();
  const inner = sandbox!.childFrames()[0];
  expect(inner).toBeDefined();
  return inner!;
}

/** What happened when the app's frame tried `probe`: its value, or the error's name. */
async function attempt(frame: Frame, probe: string, arg?: string): Promise<string> {
  return frame.evaluate(
    async ([source, value]) => {
      try {
        const run = new Function('arg', `return (async () => (${source}))()`) as (
          a?: string,
        ) => Promise<unknown>;
        return `read ${String(await run(value))}`;
      } catch (error) {
        return `refused: ${(error as Error).name}`;
      }
    },
    [probe, arg] as const,
  );
}

test('the app reaches nothing of the playground, and its calls follow the host rules', async ({ page }) => {
  const app = await openHostileApp(page);
  const pageOrigin = new URL(page.url()).origin;
  // Secrets of the playground's origin that the app must not see.
  await page.evaluate(() => {
    localStorage.setItem('app-probe', 'secret');
    document.cookie = 'app-probe=secret; SameSite=Strict';
  });
  let elsewhere = 0;
  await page.context().route('https://example.com/**', (route) => {
    elsewhere++;
    return route.fulfill({ body: 'reached' });
  });

  const frame = appFrame(page);
  expect(await attempt(frame, 'window.top.document.title')).toBe('refused: SecurityError');
  expect(await attempt(frame, 'window.parent.document.title')).toBe('refused: SecurityError');
  expect(await attempt(frame, 'window.top.localStorage.length')).toBe('refused: SecurityError');
  expect(await attempt(frame, 'localStorage.getItem("app-probe")')).toBe('refused: SecurityError');
  expect(await attempt(frame, 'indexedDB.open("groovymcp")')).toBe('refused: SecurityError');
  expect(await attempt(frame, 'document.cookie')).toBe('refused: SecurityError');
  // The CSP (connect-src 'none' without a connectDomains) keeps it from the backend and from anywhere else.
  expect(await attempt(frame, `(await fetch(arg + '/api/health')).status`, pageOrigin)).toBe(
    'refused: TypeError',
  );
  expect(await attempt(frame, `(await fetch(arg + '/api/servers')).status`, pageOrigin)).toBe(
    'refused: TypeError',
  );
  expect(await attempt(frame, `(await fetch('https://example.com/')).status`)).toBe('refused: TypeError');
  expect(elsewhere).toBe(0);

  // A tool whose visibility leaves "app" out is refused to the app and never reaches the server.
  const answers = app.locator('#answers');
  await app.getByRole('button', { name: 'Call model-only' }).click();
  await expect(answers).toContainText(
    'model-only: error refused: model-only is not visible to apps (_meta.ui.visibility ["model"])',
  );
  // Posting to the top window directly, around the sandbox proxy, is no message of the channel: its
  // app-only call is neither recorded nor forwarded (the counts of app-only rows below say so).
  await app.getByRole('button', { name: 'Post to top' }).click();
  await expect(answers).toContainText('posted to top');
  // An app-only tool is forwarded, and the server says model-only was never called.
  await app.getByRole('button', { name: 'Call app-only' }).click();
  await expect(answers).toContainText('app-only: result');
  await expect(answers).toContainText('model-only calls: 0');
  // A resource read is forwarded too.
  await app.getByRole('button', { name: 'Read note' }).click();
  await expect(answers).toContainText('a note from the server');

  // The Tools list marks the app-only tool.
  await expect(
    page.getByRole('listbox', { name: 'Tools' }).getByRole('option', { name: /^app-only/ }),
  ).toContainText('app only');

  await panelTab(page, 'Traffic').click();
  const grid = trafficGrid(page);
  const appCell = page.getByRole('gridcell', { name: 'app', exact: true });
  // Server lane: the app's read and its one app-only call carry origin "app"; model-only never went out.
  await expect(
    grid.getByRole('row', { name: /resources\/read · fixture:\/\/note/ }).filter({ has: appCell }),
  ).toHaveCount(2);
  await expect(
    grid.getByRole('row', { name: /tools\/call · app-only/ }).filter({ has: appCell }),
  ).toHaveCount(2);
  const lane = page.getByRole('combobox', { name: 'Lane' });
  await lane.selectOption({ label: 'server' });
  await expect(grid.getByRole('row', { name: /tools\/call · model-only/ })).toHaveCount(0);

  // The app ↔ host lane: each message a row, its direction said, checked against ext-apps' schema.json.
  await lane.selectOption({ label: 'app ↔ host' });
  const fromApp = page.getByRole('gridcell', { name: 'app → host', exact: true });
  const toApp = page.getByRole('gridcell', { name: 'host → app', exact: true });
  await expect(grid.getByRole('row', { name: /tools\/call · app-only/ })).toHaveCount(2);
  const initialize = grid.getByRole('row', { name: /ui\/initialize/ });
  await expect(initialize.filter({ has: fromApp })).toHaveCount(1);
  await expect(initialize.filter({ has: toApp })).toHaveCount(1);
  await expect(initialize.first().getByRole('gridcell', { name: 'schema ok' })).toBeVisible();
  await expect(
    grid.getByRole('row', { name: /ui\/notifications\/tool-result/ }).filter({ has: toApp }),
  ).toHaveCount(1);
  // The refused call: the app's request, and the host's error answer saying why.
  const refused = grid.getByRole('row', { name: /tools\/call · model-only/ });
  await expect(refused).toHaveCount(2);
  await expect(refused.filter({ has: toApp })).toContainText('refused: model-only is not visible to apps');
  // The lane holds no row of the server's wire.
  await expect(grid.getByRole('row', { name: /tools\/list/ })).toHaveCount(0);
});

test('a hostile app is contained: a flood, a giant size and a top navigation leave the page working', async ({
  page,
}) => {
  const app = await openHostileApp(page);
  const frame = page.locator(`iframe[title="MCP App ${APP_URI}"]`);
  const pageUrl = page.url();
  const pagesBefore = page.context().pages().length;

  // A giant size: the frame grows to the cap, no more.
  await app.getByRole('button', { name: 'Giant size' }).click();
  await expect.poll(() => frame.evaluate((element) => element.clientHeight)).toBe(2000);

  // A top navigation and a popup: refused by the sandbox; the page stays where it was.
  await app.getByRole('button', { name: 'Navigate top' }).click();
  await expect(app.locator('#answers')).toContainText('open:');
  expect(page.url()).toBe(pageUrl);
  expect(page.context().pages()).toHaveLength(pagesBefore);

  // 10,000 notifications at once: the page still answers a Ping meanwhile, and shows the last log.
  await app.getByRole('button', { name: 'Flood' }).click();
  await page.getByRole('button', { name: 'Ping', exact: true }).click();
  await expect(page.getByLabel('Ping result')).toHaveText(/^ping 1: pong/, { timeout: 10_000 });
  const notices = page.getByRole('list', { name: 'From the app' });
  await expect(notices).toContainText('flood 9999', { timeout: 20_000 });
  // Bounded: the last 50 logs under the app.
  await expect(notices.getByRole('listitem')).toHaveCount(50);
  // Every one of them is a row of the app ↔ host lane.
  await panelTab(page, 'Traffic').click();
  await page.getByRole('combobox', { name: 'Lane' }).selectOption({ label: 'app ↔ host' });
  await page.getByRole('combobox', { name: 'Method' }).selectOption('notifications/message');
  await expect(page.locator('.traffic-count')).toHaveText(/^10000 of \d+ messages/);
  await page.getByRole('button', { name: 'Ping', exact: true }).click();
  await expect(page.getByLabel('Ping result')).toHaveText(/^ping 2: pong/);
  expect(page.url()).toBe(pageUrl);
  // The giant size is in the lane as the app sent it, and valid: the host bounded it, not the schema.
  const grid = trafficGrid(page);
  await page.getByRole('combobox', { name: 'Method' }).selectOption('ui/notifications/size-changed');
  const size = grid.getByRole('row', { name: /ui\/notifications\/size-changed/ });
  await expect(size).toHaveCount(1);
  await expect(size.getByRole('gridcell', { name: 'app → host', exact: true }).first()).toBeVisible();
  await expect(size.getByRole('gridcell', { name: 'schema ok' })).toBeVisible();

  // A new call starts a new app; the hostile one is told it goes (ui/resource-teardown), in the lane too.
  await panelTab(page, 'Tools').click();
  await page.getByRole('button', { name: 'Call hostile' }).click();
  await panelTab(page, 'Traffic').click();
  await page.getByRole('combobox', { name: 'Method' }).selectOption('ui/resource-teardown');
  const teardown = grid.getByRole('row', { name: /ui\/resource-teardown/ });
  await expect(
    teardown.filter({ has: page.getByRole('gridcell', { name: 'host → app', exact: true }) }),
  ).toHaveCount(1);
});
