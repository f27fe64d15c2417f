// Monaco's editor worker when its script cannot be fetched, as with a backend stopped before the
// editor first wanted it (docs/playground.md, "Quality a user notices"): Monaco reports a worker
// that fails to load as an unexpected error, thrown on the page. The playground says it in the
// console instead, and both editors work on; the language features come from the MCP tools, not
// from that worker.
import { groovyEditor } from './editor';
import { expect, test } from './noPageErrors';
import { connect, panelTab } from './playground';

test('an editor worker whose script cannot be fetched is no page error, and the editors work on', async ({
  page,
}) => {
  const refused: string[] = [];
  await page.route(/\/assets\/editor\.worker-[\w-]+\.js$/, (route) => {
    refused.push(route.request().url());
    return route.abort('connectionrefused');
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await connect(page, '2025-11-25');

  // A syntax error still gets its marker: the diagnostics tool answers, no worker needed.
  await groovyEditor(page, 'script.groovy').focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\ndef broken = 1 +* 2');
  await expect(page.locator('#groovy-editor .squiggly-error')).toHaveCount(1);
  // Monaco asked for the worker, and the person is told why it is missing.
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  await expect
    .poll(() => warnings.find((text) => text.includes("Monaco's editor worker could not be loaded")))
    .toBeDefined();

  // The Raw editor opens and takes a message.
  await panelTab(page, 'Raw').click();
  const raw = page.locator('.raw-editor .monaco-editor');
  await expect(raw).toBeVisible();
  await raw.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' ');
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
});
