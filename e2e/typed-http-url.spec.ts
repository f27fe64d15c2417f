// A Streamable HTTP URL typed in the page (docs/any-server.md, "A typed URL"): no config, no
// restart. The spec runs the official "everything" server in its streamableHttp mode on a free
// port, types its URL in the Server select of the shared backend (which has no config entry for
// it), types a header for it, connects through the backend's proxy and calls `echo`; a refused URL
// says why first. After a
// reload the URL is still offered; Remove URL takes it out of the list for good.
import type { ChildProcess } from 'node:child_process';
import { startEverythingOverHttp } from '../test-support/everythingServer';
import { expect, test } from './noPageErrors';
import { chooseTool, sessionStatus } from './playground';

let everything: ChildProcess;
let serverUrl: string;

test.beforeAll(async () => {
  const started = await startEverythingOverHttp();
  everything = started.server;
  serverUrl = `http://127.0.0.1:${started.port}/mcp`;
});

test.afterAll(async () => {
  everything.kill('SIGTERM');
  await new Promise((resolve) => everything.once('exit', resolve));
});

test('type a Streamable HTTP URL, connect, call echo, find it after a reload, remove it', async ({
  page,
}) => {
  const select = page.getByRole('combobox', { name: 'Server' });
  const typedEntry = `${serverUrl} (typed URL)`;
  const options = () => select.locator('option').allTextContents();

  await page.goto('/');
  await select.selectOption({ label: 'Streamable HTTP URL…' });
  const urlBox = page.getByRole('textbox', { name: 'Streamable HTTP URL' });
  // A scheme the backend refuses: said in words, nothing chosen, the page goes on.
  await urlBox.fill('file:///etc/passwd');
  await page.getByRole('button', { name: 'Use URL' }).click();
  await expect(
    page.getByRole('form', { name: 'Type a Streamable HTTP URL' }).getByRole('alert'),
  ).toContainText('only http: and https: URLs can be reached, not file:');
  expect(await options()).not.toContain('file:///etc/passwd (typed URL)');

  await urlBox.fill(serverUrl);
  await page.getByRole('button', { name: 'Use URL' }).click();
  await expect(select).toHaveValue(`typed:${serverUrl}`);
  // Its headers are typed in the Headers editor every HTTP server has, titled with the URL.
  await page.getByRole('button', { name: 'Headers (0)' }).click();
  const headers = page.getByRole('dialog', { name: `Headers for ${serverUrl}` });
  await headers.getByRole('button', { name: 'Add header' }).click();
  await headers.getByLabel('Name of header 1').fill('X-Typed');
  await headers.getByLabel('Value of header 1').fill('yes');
  await page.getByRole('button', { name: 'Headers (1)' }).click();
  await page.getByRole('combobox', { name: 'Protocol revision' }).selectOption('2025-11-25');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(sessionStatus(page)).toContainText('Connected: 2025-11-25');

  await chooseTool(page, 'echo');
  await page.getByRole('textbox', { name: /message/ }).fill('typed hello');
  await page.getByRole('button', { name: 'Call echo' }).click();
  await expect(page.getByRole('region', { name: 'Result of echo' })).toContainText('Echo: typed hello');

  // Still offered after a reload (IndexedDB), not chosen: the worker is the default at every load.
  await page.reload();
  await expect.poll(options).toContain(typedEntry);
  await expect(select).toHaveValue('');

  await select.selectOption({ label: typedEntry });
  await expect(select).toHaveValue(`typed:${serverUrl}`);
  await page.getByRole('button', { name: 'Remove URL' }).click();
  await expect.poll(options).not.toContain(typedEntry);
  await page.reload();
  await expect(select.locator('option', { hasText: 'Streamable HTTP URL…' })).toHaveCount(1);
  expect(await options()).not.toContain(typedEntry);
});
