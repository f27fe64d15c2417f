// Debugging another MCP server (docs/any-server.md): a backend started with a config naming the
// official "everything" server; choose it in the Server select, connect, call `echo` from the Tools
// form, see its Traffic rows and their schema verdicts, its stderr in the Server log, and Reset kill
// the child.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { isAlive } from '../test-support/processes';
import { startOwnBackend, type OwnBackend } from './ownBackend';
import { panelTab, sessionStatus, settledMessageCount, trafficGrid } from './playground';

const repo = fileURLToPath(new URL('..', import.meta.url));
const everything = join(repo, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');

let backend: OwnBackend;
let url: string;

test.beforeAll(async () => {
  backend = await startOwnBackend({
    servers: { everything: { command: process.execPath, args: [everything, 'stdio'] } },
  });
  url = backend.url;
});

test.afterAll(async () => backend?.stop());

test('choose the everything server, call echo from the form, read its log, and Reset kills it', async ({
  page,
}) => {
  await page.goto(url);
  const server = page.getByRole('combobox', { name: 'Server' });
  await expect(server.getByRole('option')).toHaveText([
    'groovymcp (in-browser worker)',
    'everything (stdio)',
    'Streamable HTTP URL…',
  ]);
  await expect(server).toHaveValue('');
  await server.selectOption('everything');

  await page.getByRole('combobox', { name: 'Protocol revision' }).selectOption('2025-11-25');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(sessionStatus(page)).toContainText('Connected: 2025-11-25');
  await expect(sessionStatus(page)).toContainText('mcp-servers/everything');

  await panelTab(page, 'Tools').click();
  await page.getByRole('listbox', { name: 'Tools' }).getByRole('option', { name: /^echo/ }).click();
  await page.getByLabel('message', { exact: true }).fill('hello from the form');
  await page.getByRole('button', { name: 'Call echo' }).click();
  await expect(page.getByRole('region', { name: 'Result of echo' })).toContainText(
    'Echo: hello from the form',
  );

  await panelTab(page, 'Traffic').click();
  const grid = trafficGrid(page);
  await expect(grid.getByRole('row', { name: /tools\/call · echo/ })).toHaveCount(2);
  await settledMessageCount(page);
  await expect(grid.getByRole('gridcell', { name: 'schema violation' })).toHaveCount(0);
  await expect(grid.getByRole('gridcell', { name: 'not checked' })).toHaveCount(0);
  await expect(grid.getByRole('gridcell', { name: 'schema ok' }).first()).toBeVisible();
  // The editor's language features are groovymcp's tools: none was sent to this server.
  await expect(grid.getByRole('row', { name: /diagnostics/ })).toHaveCount(0);

  await panelTab(page, 'Server log').click();
  const log = page.getByRole('region', { name: 'Server log' });
  await expect(log).toContainText('Starting default (STDIO) server...');
  const started = (await log.locator('[data-kind="started"]').first().textContent()) ?? '';
  const pid = Number(/pid (\d+)/.exec(started)?.[1]);
  expect(isAlive(pid)).toBe(true);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(log.locator('[data-kind="exit"]')).toContainText('exited: signal SIGTERM');
  await expect.poll(() => isAlive(pid)).toBe(false);
});
