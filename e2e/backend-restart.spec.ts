// The playground survives a backend stop and restart (docs/playground.md, "Session bar"): panels
// never opened before still open (their code was fetched ahead; the Raw panel's editor, when its
// code had not all arrived, says so and loads after the restart), a tool call against the stopped
// backend says in words that the engine is unreachable and so does the bar, and after a restart with
// a new token the bar is ready again and the next call succeeds, without a reload. No page error.
import { expect, test, type Page } from '@playwright/test';
import { startOwnBackend, type OwnBackend } from './ownBackend';
import { chooseTool, panelTab, sessionStatus } from './playground';

// Two JVM starts on a machine shared with other runs.
test.setTimeout(240_000);

// Not Monaco's chunks: the largest, they may still be arriving when the backend stops, and the Raw
// editor then says so rather than throwing (raw-editor-json-mode.spec.ts).
const PANEL_CHUNKS = [
  'ToolsPanel',
  'ResourcesPanel',
  'PromptsPanel',
  'CompletionPanel',
  'TasksPanel',
  'RawPanel',
];

/** The names of the app's chunks the page has fetched so far. */
const fetchedChunks = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => /\/assets\/([A-Za-z.]+)-[\w-]+\.js$/.exec(entry.name)?.[1])
      .filter((name) => name !== undefined),
  );

async function callDiagnostics(page: Page): Promise<void> {
  await chooseTool(page, 'diagnostics');
  await page.getByRole('button', { name: 'Call diagnostics' }).click();
}

let backend: OwnBackend | undefined;
test.afterEach(async () => {
  await backend?.stop();
  backend = undefined;
});

test('after a backend stop and a restart with a new token, the session goes on without a reload', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  // The worker's engine requests, as the page's network sees them.
  const engineAnswers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/engine')) engineAnswers.push(response.status());
  });
  backend = await startOwnBackend();
  const { port, token: firstToken } = backend;

  await page.goto(backend.url);
  await page.getByRole('combobox', { name: 'Protocol revision' }).selectOption('2025-11-25');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(sessionStatus(page)).toContainText('Connected: 2025-11-25');
  const engine = page.getByRole('status', { name: 'Engine state' });
  await expect(engine).toHaveText('Engine: ready');
  // The panels' code arrives once the page is idle after its first paint, none of them opened.
  await expect
    .poll(() => fetchedChunks(page), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(PANEL_CHUNKS));

  // Stopped with no request in flight: this test is about what comes after the stop (an editor
  // call caught by the stop itself was seen to keep the call below waiting past 15 s under load).
  await expect(page.getByRole('list', { name: 'Pending requests' })).toHaveCount(0);
  await backend.stop();

  // A panel never opened before opens: no "could not be shown", no blank page.
  await panelTab(page, 'Raw').click();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  // Its Monaco editor, or (its code fetched ahead only in part) the reason in words, with Retry.
  const rawEditor = page.locator('.raw-editor .monaco-editor');
  const editorFailure = page.getByRole('alert').filter({ hasText: 'The editor could not be loaded' });
  await expect(rawEditor.or(editorFailure)).toBeVisible();
  await callDiagnostics(page);
  const failure = page.getByRole('alert').filter({ hasText: '-32603' });
  await expect(failure).toContainText('The server answered error -32603 (internal error): Internal error');
  await expect(failure).toContainText('Cause: engine unreachable: the backend did not answer');
  await expect(engine).toHaveText('Engine: unreachable');
  await expect(engine).toHaveAttribute('title', /^engine unreachable: the backend did not answer/);
  await expect(page.getByText('could not be shown')).toHaveCount(0);

  // From here on, every engine answer: the old token meets one 401, then the new one is read.
  engineAnswers.length = 0;
  backend = await startOwnBackend({ port });
  expect(backend.token).not.toBe(firstToken);
  await panelTab(page, 'Raw').click();
  if (await editorFailure.isVisible()) await editorFailure.getByRole('button', { name: 'Retry' }).click();
  await expect(rawEditor).toBeVisible();
  await expect(editorFailure).toHaveCount(0);
  await panelTab(page, 'Tools').click();
  // The worker polls /api/health while the engine is out.
  await expect(engine).toHaveText('Engine: ready', { timeout: 30_000 });
  // The first engine call after the restart (this one, or an editor call that came first) meets a
  // 401 (the page's token is the old launch's), reads the new token and retries.
  await page.getByRole('button', { name: 'Call diagnostics' }).click();
  const result = page.getByRole('region', { name: 'Result of diagnostics' });
  await expect(result).toContainText('structuredContent matches the output schema');
  await expect(sessionStatus(page)).toContainText('Connected: 2025-11-25');
  await expect(engine).toHaveText('Engine: ready');
  const answers = `the engine answers after the restart, in order: ${engineAnswers.join(', ')}`;
  expect(engineAnswers[0], answers).toBe(401);
  expect(engineAnswers.at(-1), answers).toBe(200);
  expect(
    engineAnswers.filter((status) => status !== 401 && status !== 200),
    answers,
  ).toEqual([]);

  expect(pageErrors).toEqual([]);
});

test('a panel whose code failed to load says so, and Retry loads it again', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  // The Raw panel's chunk fails (as with a stopped backend) until the backend is "back".
  let down = true;
  await page.route(/\/assets\/RawPanel-[\w-]+\.js$/, (route) =>
    down ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto('/');
  await panelTab(page, 'Raw').click();
  const failure = page.getByRole('alert').filter({ hasText: 'The Raw panel could not be shown' });
  await expect(failure).toContainText('is the backend (npm start) still running? Retry loads it again.');
  // The rest of the page is still there.
  await expect(sessionStatus(page)).toBeVisible();
  down = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(failure).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
