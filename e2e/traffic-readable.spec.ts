// Traffic read at a glance (docs/playground.md, "Traffic"): rows name the prompt, the resource URI
// and the completion ref as they name the tool, the Method filter tells them apart; the message
// detail's Parsed view shows the JSON inside a tool result's text as a tree; headers say what
// their column holds; a tool result wraps between tokens.
import type { Page } from '@playwright/test';
import { connect, panelTab, trafficGrid } from './playground';
import { expect, test } from './noPageErrors';

async function callDiagnosticsOnReport(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'groovy-buffer:Report.groovy' }).click();
  await panelTab(page, 'Tools').click();
  await page
    .getByRole('listbox', { name: 'Tools' })
    .getByRole('option', { name: /^diagnostics/ })
    .click();
  await page.getByRole('button', { name: 'Call diagnostics' }).click();
  await expect(page.getByRole('region', { name: 'Result of diagnostics' })).toContainText('"diagnostics"');
}

test('rows name the prompt, the URI and the completion ref, and the Method filter lists them', async ({
  page,
}) => {
  await connect(page, '2025-11-25');
  await panelTab(page, 'Prompts').click();
  const prompt = page.getByRole('form', { name: 'Get explain-groovy' });
  await prompt.getByRole('combobox', { name: 'focus' }).pressSequentially('sec');
  await expect(prompt.getByRole('listbox', { name: 'Suggestions for focus' }).getByRole('option')).toHaveText(
    ['security'],
  );
  await prompt.getByRole('button', { name: 'Get explain-groovy' }).click();
  await expect(page.getByRole('region', { name: 'Messages of explain-groovy' })).toBeVisible();

  await panelTab(page, 'Resources').click();
  await page
    .getByRole('listbox', { name: 'Resources' })
    .getByRole('option', { name: /^groovy:\/\/limits/ })
    .click();
  await page.getByRole('button', { name: 'Read groovy://limits' }).click();
  await expect(page.getByRole('region', { name: 'Contents of groovy://limits' })).toContainText(
    'maxMessageBytes',
  );

  await panelTab(page, 'Traffic').click();
  const grid = trafficGrid(page);
  for (const label of [
    'prompts/get · explain-groovy',
    'resources/read · groovy://limits',
    'completion/complete · prompt explain-groovy',
  ]) {
    await expect(grid.getByRole('gridcell', { name: label, exact: true }).first()).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: `↳ ${label}`, exact: true }).first()).toBeVisible();
  }

  const method = page.getByRole('combobox', { name: 'Method' });
  const options = await method.getByRole('option').allTextContents();
  expect(options).toEqual(
    expect.arrayContaining([
      'prompts/get',
      'prompts/get · explain-groovy',
      'resources/read',
      'resources/read · groovy://limits',
      'completion/complete',
      'completion/complete · prompt explain-groovy',
    ]),
  );
  await method.selectOption('resources/read · groovy://limits');
  await expect(grid.getByRole('row', { name: /#\d+ / })).toHaveCount(2);
  await expect(grid.getByRole('row', { name: /resources\/read · groovy:\/\/limits/ })).toHaveCount(2);
  await method.selectOption('prompts/get · explain-groovy');
  await expect(grid.getByRole('row', { name: /#\d+ / })).toHaveCount(2);
});

test('the Parsed view shows the JSON inside a tool result as a tree that folds from the keyboard', async ({
  page,
}) => {
  await connect(page, '2025-11-25');
  await callDiagnosticsOnReport(page);
  await page
    .getByRole('region', { name: 'Result of diagnostics' })
    .getByRole('button', { name: 'Show in Traffic' })
    .click();
  const grid = trafficGrid(page);
  await expect(grid.getByRole('row', { selected: true })).toContainText('tools/call · diagnostics');
  await grid.focus();
  await page.keyboard.press('Enter'); // to the answer
  await expect(grid.getByRole('row', { selected: true })).toContainText('↳ tools/call · diagnostics');

  const detail = page.getByRole('region', { name: /^Message #/ });
  await expect(detail.getByLabel('Raw message')).toContainText('\\"diagnostics\\"');
  await detail.getByRole('radio', { name: 'Parsed' }).check();
  await expect(detail).toContainText('JSON found in 1 text block, shown parsed');
  const tree = detail.getByRole('group', { name: 'Parsed message' });
  await expect(tree.getByText('JSON in text')).toBeVisible();
  await expect(tree).toContainText('severity: "error"');
  expect(await tree.textContent()).not.toContain('\\"');

  const fold = tree.getByRole('button', { name: /^Fold structuredContent / });
  await fold.focus();
  await page.keyboard.press('Enter');
  const unfold = tree.getByRole('button', { name: /^Unfold structuredContent / });
  await expect(unfold).toHaveAttribute('aria-expanded', 'false');
  await expect(unfold).toBeFocused();
  await page.keyboard.press('Space');
  await expect(tree.getByRole('button', { name: /^Fold structuredContent / })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('column headers say what they hold and are not cut; a tool result wraps between tokens', async ({
  page,
}) => {
  await connect(page, '2025-11-25');
  await panelTab(page, 'Traffic').click();
  const header = trafficGrid(page).getByRole('columnheader', { name: 'Schema' });
  await expect(header).toHaveAttribute(
    'title',
    "Checked against the revision's official JSON Schema (ext-apps' schema.json in the app ↔ host lane)",
  );
  for (const name of ['Schema', 'Pin', 'Latency', 'Status']) {
    const cut = await trafficGrid(page)
      .getByRole('columnheader', { name, exact: true })
      .evaluate((cell) => cell.scrollWidth > cell.clientWidth);
    expect(cut, name).toBe(false);
  }

  await callDiagnosticsOnReport(page);
  // The result is compact JSON: each of its strings stays on one line, the lines break between them.
  const pre = page.getByRole('region', { name: 'Result of diagnostics' }).locator('pre.json').first();
  const split = await pre.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const text = nodes.map((node) => node.data).join('');
    const at = (position: number): [Text, number] => {
      for (const node of nodes) {
        if (position <= node.data.length) return [node, position];
        position -= node.data.length;
      }
      throw new RangeError('past the end');
    };
    const broken: string[] = [];
    for (const match of text.matchAll(/"(?:[^"\\]|\\.)*"/g)) {
      const range = document.createRange();
      range.setStart(...at(match.index));
      range.setEnd(...at(match.index + match[0].length));
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (match[0].length < 40 && new Set(rects.map((rect) => Math.round(rect.top))).size > 1)
        broken.push(match[0]);
    }
    return { broken, lines: Math.round(element.getBoundingClientRect().height / 14) };
  });
  expect(split.broken).toEqual([]);
  expect(split.lines).toBeGreaterThan(2); // it did wrap
});
