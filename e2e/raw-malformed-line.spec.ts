// Send a malformed line from Raw and see the -32700 answer in Traffic (docs/server.md §2 "Framing"):
// its id: null is a neutral note, not a schema violation; a request over the 2 MiB cap is shown
// rejected before parsing and linked to its id: null answer (docs/playground.md, "Traffic").
import type { Page } from '@playwright/test';
import { connect, panelTab, replaceEditorText, settledMessageCount, trafficGrid } from './playground';
import { expect, test } from './noPageErrors';

const NULL_ID = "JSON-RPC null id (outside the MCP schema's RequestId)";
const REJECTED = 'rejected before parsing (answered with id null)';
/** One byte over the cap, as the session counts it (docs/server.md §2). */
const overCap = (id: string) => {
  const head = `{"jsonrpc":"2.0","id":"${id}","method":"ping","params":{"pad":"`;
  return head + 'x'.repeat(2 * 1024 * 1024 + 1 - head.length - 3) + '"}}';
};

test('a malformed line from Raw is answered -32700 with id null, a note and not a violation', async ({
  page,
}) => {
  await connect(page, '2025-11-25');
  await panelTab(page, 'Raw').click();
  await replaceEditorText(page, 'Raw JSON-RPC message', '{"jsonrpc":"2.0","id":1,"method":');
  await expect(page.getByRole('list', { name: 'Schema problems' })).toContainText('Line 1: not JSON');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Sent 1 line; the answer is in Traffic.')).toBeVisible();

  await panelTab(page, 'Traffic').click();
  const grid = trafficGrid(page);
  const sent = grid.getByRole('row', { name: /sent .*\(unparsed\).* not JSON/ });
  // (No Size cell between the id and the status in the panel's narrower layouts.)
  const answer = grid.getByRole('row', { name: /received .* null .*-32700 Parse error/ });
  await expect(sent).toBeVisible();
  await expect(answer).toBeVisible();
  await expect(answer.getByRole('gridcell', { name: NULL_ID })).toBeVisible();
  await expect(answer.getByRole('gridcell', { name: 'schema violation' })).toHaveCount(0);
  // The broken line itself is the one violation counted.
  await settledMessageCount(page);
  await expect(page.locator('.traffic-count')).toContainText('1 schema violations');
  await answer.click();
  await expect(page.getByRole('region', { name: /^Message #/ })).toContainText(NULL_ID);

  await page.getByRole('checkbox', { name: 'Errors only' }).check();
  await expect(answer).toBeVisible();
  await expect(grid.getByRole('row', { name: /initialize/ })).toHaveCount(0);
});

async function sendFromRaw(page: Page, text: string): Promise<void> {
  await panelTab(page, 'Raw').click();
  await replaceEditorText(page, 'Raw JSON-RPC message', text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

test('a request over the cap is rejected before parsing, linked to its id: null answer', async ({ page }) => {
  await connect(page, '2025-11-25');
  // A batch first: its id: null answer comes first and must not be taken for the big one's.
  await sendFromRaw(page, `[1]\n${overCap('big')}`);
  await expect(page.getByText('Sent 2 lines; the answer is in Traffic.')).toBeVisible();

  await panelTab(page, 'Traffic').click();
  const grid = trafficGrid(page);
  const request = grid.getByRole('row', {
    name: new RegExp(`sent .*ping.*big.*${REJECTED.replace(/[()]/g, '\\$&')}`),
  });
  await expect(request).toBeVisible();
  await expect(grid.getByRole('row', { name: /pending…/ })).toHaveCount(0);
  const link = request.getByRole('button', { name: /^answer #\d+$/ });
  const answerSeq = Number(/\d+/.exec((await link.textContent()) ?? '')?.[0]);
  await link.click();
  const selected = grid.getByRole('row', { selected: true });
  await expect(selected).toHaveAttribute('id', `traffic-row-${answerSeq}`);
  await expect(selected).toContainText('-32600 Invalid Request: message over 2097152 bytes');
  await expect(selected).toContainText('↳ ping');
  await expect(selected.getByRole('gridcell', { name: NULL_ID })).toBeVisible();

  // From the keyboard: back to the request (↑ past the batch's answer), Enter goes to its answer.
  // Each step checked: a failure says which key went astray (focus lost, or a move not taken).
  await grid.focus();
  await expect(grid).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(grid.getByRole('row', { selected: true })).toContainText('batches are not supported');
  await page.keyboard.press('ArrowUp');
  await expect(grid.getByRole('row', { selected: true })).toContainText(REJECTED);
  await page.keyboard.press('Enter');
  await expect(grid.getByRole('row', { selected: true })).toHaveAttribute('id', `traffic-row-${answerSeq}`);
});

test("a tool call over the cap ends with the server's answer instead of pending forever", async ({
  page,
}) => {
  await connect(page, '2025-11-25');
  await panelTab(page, 'Tools').click();
  await page
    .getByRole('listbox', { name: 'Tools' })
    .getByRole('option', { name: /^diagnostics/ })
    .click();
  const form = page.getByRole('form', { name: 'Call diagnostics' });
  await form.getByLabel('Source').selectOption('Only the form fields');
  // Raw JSON: the form's text field holds no more than the schema's maxLength.
  await form.getByRole('radio', { name: 'Raw JSON' }).check();
  await form
    .getByLabel('Arguments (JSON)')
    .fill(JSON.stringify({ text: `// ${'x'.repeat(2 * 1024 * 1024)}\n` }));
  await form.getByRole('button', { name: 'Call diagnostics' }).click();
  // Over the input schema's own limit first: the form says so; sent anyway, it is over the wire's cap.
  await expect(form.getByRole('alert')).toContainText('text must NOT have more than');
  await form.getByRole('button', { name: 'Send anyway' }).click();
  await expect(page.getByText(/-32600/).first()).toBeVisible();
  await expect(form.getByRole('status')).toHaveCount(0);

  await panelTab(page, 'Traffic').click();
  const grid = trafficGrid(page);
  await expect(
    grid.getByRole('row', { name: /sent .*tools\/call · diagnostics.*rejected before parsing/ }),
  ).toBeVisible();
  await expect(grid.getByRole('row', { name: /pending…/ })).toHaveCount(0);
});
