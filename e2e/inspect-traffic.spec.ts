// Inspecting the wire in Traffic (docs/playground.md, "Traffic"): a payload over 100 KB is
// shown truncated with "Show all" and "Download"; filters narrow the rows; a pinned row stays visible
// through every filter.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { connect, panelTab, trafficGrid } from './playground';

const BIG_TEXT = `// ${'x'.repeat(120 * 1024)}\ndef big = 1\n`;
const BIG_LINE = JSON.stringify({
  jsonrpc: '2.0',
  id: 'big-1',
  method: 'tools/call',
  params: { name: 'diagnostics', arguments: { text: BIG_TEXT, uri: 'groovy-buffer:big' } },
});

test('a message over 100 KB is truncated, with Show all and Download of the exact line', async ({ page }) => {
  await page.goto('/');
  // An imported session carries the line exactly as it crossed the wire, whatever its size.
  const header = JSON.stringify({
    format: 'groovymcp-traffic',
    version: 1,
    exportedAt: new Date().toISOString(),
  });
  const message = JSON.stringify({ direction: 'out', time: 1, revision: '2025-11-25', line: BIG_LINE });
  await page.getByLabel('Import session file (JSONL)').setInputFiles({
    name: 'big.jsonl',
    mimeType: 'application/x-ndjson',
    buffer: Buffer.from(`${header}\n${message}\n`),
  });
  await expect(page.getByText('Imported 1 message from big.jsonl (export)', { exact: false })).toBeVisible();

  await trafficGrid(page)
    .getByRole('row', { name: /sent .*tools\/call.*big-1/ })
    .click();
  const detail = page.getByRole('region', { name: /^Message #/ });
  await expect(detail).toContainText('Showing the first 100 KB of');
  const raw = detail.getByLabel('Raw message');
  expect(((await raw.textContent()) ?? '').length).toBe(100 * 1024);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(readFileSync(await download.path(), 'utf8')).toBe(BIG_LINE);

  await detail.getByRole('button', { name: 'Show all' }).click();
  await expect(detail).not.toContainText('Showing the first 100 KB of');
  expect(await raw.textContent()).toBe(BIG_LINE);
});

test('filters narrow the rows, and a pinned row survives every filter', async ({ page }) => {
  await connect(page, '2025-11-25');
  await panelTab(page, 'Traffic').click();
  const grid = trafficGrid(page);
  const initialize = grid.getByRole('row', { name: /sent .*initialize/ }).first();
  await initialize.click();
  await page
    .getByRole('region', { name: /^Message #/ })
    .getByRole('button', { name: 'Pin' })
    .click();
  await expect(initialize.getByRole('gridcell', { name: 'pinned' })).toBeVisible();

  const filters = page.getByRole('search', { name: 'Traffic filters' });
  await filters.getByRole('combobox', { name: 'Method' }).selectOption('tools/call');
  await expect(grid.getByRole('row', { name: /tools\/call/ }).first()).toBeVisible();
  await expect(grid.getByRole('row', { name: /notifications\/initialized/ })).toHaveCount(0);
  await expect(initialize).toBeVisible();

  await filters.getByRole('combobox', { name: 'Method' }).selectOption('');
  await filters.getByRole('combobox', { name: 'Direction' }).selectOption('in');
  await expect(grid.getByRole('row', { name: /sent/ })).toHaveCount(1); // only the pinned one
  await filters.getByRole('combobox', { name: 'Direction' }).selectOption('all');

  await filters.getByRole('searchbox').fill('no such text anywhere');
  await expect(grid.getByRole('row', { name: /tools\/call/ })).toHaveCount(0);
  await expect(initialize).toBeVisible();
});
