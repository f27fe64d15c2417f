// Sessions in Traffic, the Raw tab's answers, imports and replay (docs/playground.md, "Traffic"
// and "Raw"): separators after Connect / Reset / Connect, a handshake typed in Raw that connects
// the bar, the answer under the Raw editor, a plain JSON-RPC log appended as a marked section, and an
// exported session replayed against a fresh connection (no difference), then with a changed
// argument (one difference). No page error in any of them.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  connect,
  panelTab,
  replaceEditorText,
  sessionStatus,
  settledMessageCount,
  trafficGrid,
} from './playground';

const pageErrors = new Map<Page, Error[]>();
test.beforeEach(({ page }) => {
  const errors: Error[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error));
});
test.afterEach(({ page }) => {
  expect(pageErrors.get(page)?.map(String) ?? []).toEqual([]);
});

const TIME = String.raw`at \d\d:\d\d:\d\d\.\d\d\d`;
const separator = (page: Page, text: string) =>
  trafficGrid(page).getByRole('row', { name: new RegExp(`^session ${text} ${TIME}$`) });
/** The Session bar's Reset and Connect (a Replay button elsewhere must not match). */
const bar = (page: Page) =>
  page.getByRole('banner', { name: 'Session' }).or(page.locator('header.session-bar'));

/**
 * Writes `text` in the Raw editor and sends it. Monaco closes a bracket or quote typed where
 * nothing follows; a stand-in character after the cursor keeps every line as written.
 */
async function sendRaw(page: Page, text: string): Promise<void> {
  await panelTab(page, 'Raw').click();
  await replaceEditorText(page, 'Raw JSON-RPC message', 'x');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.insertText(text);
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

const quiet = (page: Page) => expect(page.getByRole('list', { name: 'Pending requests' })).toHaveCount(0);

test('Connect, Reset and Connect again leave separators that are not counted as messages', async ({
  page,
}) => {
  await connect(page, '2025-06-18');
  await bar(page).getByRole('button', { name: 'Reset' }).click();
  await expect(sessionStatus(page)).toContainText('Not connected');
  await page.getByRole('combobox', { name: 'Protocol revision' }).selectOption('2025-11-25');
  await bar(page).getByRole('button', { name: 'Connect' }).click();
  await expect(sessionStatus(page)).toContainText('Connected: 2025-11-25');

  await panelTab(page, 'Traffic').click();
  await quiet(page);
  await expect(separator(page, 'connected 2025-06-18')).toBeVisible();
  await expect(separator(page, 'reset 2025-06-18')).toBeVisible();
  await expect(separator(page, 'connected 2025-11-25')).toBeVisible();
  const count = await settledMessageCount(page);
  const rows = Number(await trafficGrid(page).getAttribute('aria-rowcount')) - 1;
  expect(rows - count).toBe(3);
  // The separators are not linted: no schema verdict on them.
  await expect(separator(page, 'reset 2025-06-18').getByRole('gridcell', { name: /schema/ })).toHaveCount(0);
});

const HANDSHAKE = [
  '{"jsonrpc":"2.0","id":"h1","method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"by-hand","version":"1"}}}',
  '{"jsonrpc":"2.0","method":"notifications/initialized"}',
].join('\n');

test('a handshake typed in Raw connects the bar, the answers show under the editor, and Reset ends it', async ({
  page,
}) => {
  await page.goto('/');
  await sendRaw(page, HANDSHAKE);
  await expect(sessionStatus(page)).toContainText('Connected: 2025-06-18');
  const answers = page.getByRole('region', { name: 'Answers' });
  await expect(answers.getByRole('listitem', { name: 'Answer to initialize (id "h1")' })).toContainText(
    '"protocolVersion": "2025-06-18"',
  );
  await expect(answers.getByRole('listitem', { name: 'Answer to notifications/initialized' })).toContainText(
    'no answer expected',
  );

  // A string id: the client numbers its own requests 1, 2, … in the same session.
  await sendRaw(page, '{"jsonrpc":"2.0","id":"t2","method":"tools/list"}');
  const list = answers.getByRole('listitem', { name: 'Answer to tools/list (id "t2")' });
  await expect(list).toContainText('"name": "diagnostics"');
  await list
    .getByRole('button', { name: /^Show #\d+ in Traffic$/ })
    .last()
    .click();
  await expect(trafficGrid(page).getByRole('row', { selected: true })).toContainText('tools/list');
  await expect(separator(page, 'connected 2025-06-18 · handshake sent by hand in Raw')).toBeVisible();

  await bar(page).getByRole('button', { name: 'Reset' }).click();
  await expect(sessionStatus(page)).toContainText('Not connected');
  await expect(separator(page, 'reset 2025-06-18')).toBeVisible();
  // A fresh Connect works: the hand-made session really ended.
  await bar(page).getByRole('button', { name: 'Connect' }).click();
  await expect(sessionStatus(page)).toContainText('Connected: 2025-11-25');
});

test('a plain JSON-RPC log is appended as a marked section, its bad line reported', async ({ page }) => {
  await connect(page, '2025-11-25');
  await panelTab(page, 'Traffic').click();
  await quiet(page);
  const log = [
    '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
    '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}',
    'garbage that is not JSON',
    '{"jsonrpc":"2.0","method":"notifications/initialized"}',
    '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"from the server"}}',
    '{"jsonrpc":"2.0","id":2,"method":"tools/list"}',
    '{"jsonrpc":"2.0","id":2,"result":{"tools":[]}}',
  ].join('\n');
  await page.getByLabel('Import session file (JSONL)').setInputFiles({
    name: 'server.log',
    mimeType: 'text/plain',
    buffer: Buffer.from(log),
  });
  await expect(
    page.getByText(
      'Imported 6 messages from server.log (JSON-RPC log), appended as a section of their own. 1 line left out: line 3: not JSON.',
    ),
  ).toBeVisible();
  // Appended: the live session's rows are still there, then the section.
  await expect(separator(page, 'connected 2025-11-25')).toHaveCount(1);
  await expect(separator(page, String.raw`imported server\.log · 6 messages \(JSON-RPC log\)`)).toBeVisible();
  const notification = trafficGrid(page).getByRole('row', { name: /notifications\/message/ });
  await expect(notification.getByRole('gridcell', { name: 'received (imported)' })).toBeVisible();
  const answer = trafficGrid(page)
    .getByRole('row', { name: /↳ tools\/list/ })
    .last();
  await expect(answer.getByRole('gridcell', { name: 'received (imported)' })).toBeVisible();
  await expect(answer.getByRole('gridcell', { name: 'schema ok' })).toBeVisible();
});

const BROKEN = 'def x = 1\nprintln x +\n';
const CALL = JSON.stringify({
  jsonrpc: '2.0',
  id: 'd1',
  method: 'tools/call',
  params: { name: 'diagnostics', arguments: { uri: 'groovy-buffer:Replay.groovy', text: BROKEN } },
});

/** The export with the diagnostics call's source replaced (the argument a person changed). */
function withSource(exported: string, text: string): string {
  return exported
    .split('\n')
    .map((line) => {
      if (!line.includes('\\"d1\\"')) return line;
      const entry = JSON.parse(line) as { line: string };
      const message = JSON.parse(entry.line) as { method?: string; params: { arguments: { text: string } } };
      if (message.method !== 'tools/call') return line;
      message.params.arguments.text = text;
      return JSON.stringify({ ...entry, line: JSON.stringify(message) });
    })
    .join('\n');
}

test('an exported session replays against a fresh connection with no difference, and a changed argument shows one', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await connect(page, '2025-11-25');
  await sendRaw(page, `{"jsonrpc":"2.0","id":"l1","method":"tools/list"}\n${CALL}`);
  await expect(
    page
      .getByRole('region', { name: 'Answers' })
      .getByRole('listitem', { name: 'Answer to tools/call (id "d1")' }),
  ).toContainText('"diagnostics"');
  await panelTab(page, 'Traffic').click();
  await quiet(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSONL' }).click(),
  ]);
  const file = testInfo.outputPath('session.jsonl');
  await download.saveAs(file);

  await bar(page).getByRole('button', { name: 'Reset' }).click();
  await expect(sessionStatus(page)).toContainText('Not connected');
  await page.getByLabel('Import session file (JSONL)').setInputFiles(file);
  await expect(page.getByText(/^Imported \d+ messages from session\.jsonl \(export\)/)).toBeVisible();
  await bar(page).getByRole('button', { name: 'Connect' }).click();
  await expect(sessionStatus(page)).toContainText('Connected: 2025-11-25');
  await quiet(page);

  const replay = page.getByRole('region', { name: 'Replay' });
  await page.getByRole('button', { name: 'Replay imported section' }).click();
  await expect(replay.getByRole('status', { name: 'Replay status' })).toContainText('Replay done', {
    timeout: 60_000,
  });
  await expect(replay.getByRole('status', { name: 'Replay status' })).toContainText(
    /^Replay done: 2 answers compared, 0 different/,
  );
  await expect(replay.getByRole('status', { name: 'Replay status' })).not.toContainText(/no answer|failed/);
  await expect(
    replay.getByRole('listitem', { name: 'tools/call · diagnostics: same' }).first(),
  ).toBeVisible();
  await expect(replay.getByRole('listitem', { name: 'initialize: skipped' })).toBeVisible();
  await replay.getByRole('button', { name: 'Close replay' }).click();

  const changed = testInfo.outputPath('changed.jsonl');
  writeFileSync(changed, withSource(readFileSync(file, 'utf8'), 'def x = 1\nprintln x\n'));
  await page.getByLabel('Import session file (JSONL)').setInputFiles(changed);
  await expect(page.getByText(/^Imported \d+ messages from changed\.jsonl \(export\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Replay imported section' }).click();
  await expect(replay.getByRole('status', { name: 'Replay status' })).toContainText('Replay done', {
    timeout: 60_000,
  });
  await expect(replay.getByRole('status', { name: 'Replay status' })).toContainText('1 different');
  const different = replay.getByRole('listitem', { name: 'tools/call · diagnostics: different' });
  // Differences first, then matches (and notifications sent), then what was skipped.
  const GROUP: Record<string, number> = { different: 0, same: 1, sent: 1, skipped: 2 };
  const groups = await replay
    .getByRole('list', { name: 'Replayed exchanges' })
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((item) => /: ([a-z ]+)$/.exec(item.getAttribute('aria-label') ?? '')?.[1]),
    );
  const order = groups.map((verdict) => GROUP[verdict ?? ''] ?? -1);
  expect(order[0]).toBe(0);
  expect(order).toContain(2);
  expect(order).toEqual([...order].sort((a, b) => a - b));
  await expect(different.getByRole('list', { name: 'Differing paths' })).toContainText(
    '/result/structuredContent/diagnostics',
  );
  await expect(
    different
      .getByRole('region', { name: /^Expected/ })
      .locator('mark')
      .first(),
  ).toBeVisible();
  await expect(different.getByRole('region', { name: /^Actual/ })).toBeVisible();
});
