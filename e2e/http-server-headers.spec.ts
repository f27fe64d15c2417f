// A Streamable HTTP server with headers typed in the page (docs/any-server.md, "Headers from the
// page") and the Timeouts settings (docs/playground.md, "Timeouts"): a backend of the spec's own
// names a small real SDK server the spec runs (test-support/sdkHttpServer.ts, whose `echo-headers`
// tool answers with the headers it received); choose it, type an Authorization header (masked),
// connect, call `echo-headers` from the Tools form and see the header arrive, at the server too;
// then lower the request timeout and see a slow call given up in words. Then, in a page of its own,
// export the traffic and find the echoed header redacted, and reload to find it forgotten (it was
// not remembered).
import { readFile } from 'node:fs/promises';
import { startSdkHttpServer, type SdkHttpServer } from '../test-support/sdkHttpServer';
import { startOwnBackend, type OwnBackend } from './ownBackend';
import { expect, test } from './noPageErrors';
import { chooseTool, panelTab, sessionStatus, settledMessageCount, trafficGrid } from './playground';

let upstream: SdkHttpServer;
let backend: OwnBackend;
let url: string;

test.beforeAll(async () => {
  upstream = await startSdkHttpServer();
  backend = await startOwnBackend({ servers: { sdk: { url: upstream.url } } });
  url = backend.url;
});

test.afterAll(async () => {
  await backend?.stop();
  await upstream?.close();
});

test('type a header for an HTTP server, see it arrive, and give up a slow call at the request timeout', async ({
  page,
}) => {
  await page.goto(url);
  await page.getByRole('combobox', { name: 'Server' }).selectOption('sdk');

  await page.getByRole('button', { name: 'Headers (0)' }).click();
  const headers = page.getByRole('dialog', { name: 'Headers for sdk' });
  await headers.getByRole('button', { name: 'Add header' }).click();
  await headers.getByLabel('Name of header 1').fill('Authorization');
  const value = headers.getByLabel('Value of header 1');
  await value.fill('Bearer e2e-secret');
  await expect(value).toHaveAttribute('type', 'password');
  await headers.getByRole('button', { name: 'Show header 1' }).click();
  await expect(value).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Headers (1)' }).click();

  await page.getByRole('combobox', { name: 'Protocol revision' }).selectOption('2025-11-25');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(sessionStatus(page)).toContainText('Connected: 2025-11-25');

  await panelTab(page, 'Tools').click();
  const tools = page.getByRole('listbox', { name: 'Tools' });
  await tools.getByRole('option', { name: /^echo-headers/ }).click();
  await page.getByRole('button', { name: 'Call echo-headers' }).click();
  await expect(page.getByRole('region', { name: 'Result of echo-headers' })).toContainText(
    '"authorization":"Bearer e2e-secret"',
  );
  // At the server: every request of the session carried it; the page's token never did.
  const session = upstream.requests.filter((request) => request.headers['mcp-session-id'] !== undefined);
  expect(session.length).toBeGreaterThan(2);
  expect(session.every((request) => request.headers.authorization === 'Bearer e2e-secret')).toBe(true);

  await page.getByRole('button', { name: 'Timeouts' }).click();
  await page.getByLabel('Request timeout (ms, 0: none)').fill('1000');
  await page.getByRole('button', { name: 'Timeouts' }).click();
  await tools.getByRole('option', { name: /^slow/ }).click();
  await page.getByRole('button', { name: 'Call slow' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No answer to tools/call' })).toContainText(
    'No answer to tools/call within 1 s; the request was given up.',
  );

  await panelTab(page, 'Traffic').click();
  const grid = trafficGrid(page);
  await expect(grid.getByRole('row', { name: /tools\/call · echo-headers/ })).toHaveCount(2);
  await settledMessageCount(page);
  await expect(grid.getByRole('gridcell', { name: 'schema violation' })).toHaveCount(0);
});

test('the export never holds a header typed in the page, and one not remembered is gone at a reload', async ({
  page,
}) => {
  // Two page loads of the whole playground (the reload is the point): more than one load's time.
  test.slow();
  await page.goto(url);
  await page.getByRole('combobox', { name: 'Server' }).selectOption('sdk');
  await page.getByRole('button', { name: 'Headers (0)' }).click();
  const headers = page.getByRole('dialog', { name: 'Headers for sdk' });
  await expect(headers.getByRole('checkbox', { name: /^Remember on this machine/ })).not.toBeChecked();
  // Named like nothing secret: only its being typed here keeps it out of the export.
  await headers.getByRole('button', { name: 'Add header' }).click();
  await headers.getByLabel('Name of header 1').fill('X-Tenant');
  await headers.getByLabel('Value of header 1').fill('tenant-e2e-77');
  await page.getByRole('button', { name: 'Headers (1)' }).click();
  await page.getByRole('combobox', { name: 'Protocol revision' }).selectOption('2025-11-25');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(sessionStatus(page)).toContainText('Connected: 2025-11-25');
  await chooseTool(page, 'echo-headers');
  await page.getByRole('button', { name: 'Call echo-headers' }).click();
  await expect(page.getByRole('region', { name: 'Result of echo-headers' })).toContainText(
    '"x-tenant":"tenant-e2e-77"',
  );

  // The server echoed the header into a result: the export carries it redacted, never in the clear.
  await panelTab(page, 'Traffic').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSONL' }).click(),
  ]);
  const exported = await readFile((await download.path())!, 'utf8');
  expect(exported).toContain('echo-headers');
  const entries = exported
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { line?: string; redacted?: boolean });
  const echo = entries.find((entry) => entry.line?.includes('x-tenant'));
  expect(echo?.redacted).toBe(true);
  expect(echo?.line).toContain('\\"x-tenant\\":\\"[redacted]\\"');
  expect(exported).not.toContain('tenant-e2e-77');

  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('tenant-e2e-77');
  await page.reload();
  await page.getByRole('combobox', { name: 'Server' }).selectOption('sdk');
  await expect(page.getByRole('button', { name: 'Headers (0)' })).toBeVisible();
});
