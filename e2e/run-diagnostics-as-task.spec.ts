// Run diagnostics of a large buffer as a task (docs/tasks.md) under 2025-11-25 and 2026-07-28: the
// Tasks tab shows the task working, then completed with the compiler's diagnostics; a cancelled
// task shows cancelled; the polls are folded in Traffic under the call that created the task.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { panelTab, replaceEditorText, sessionStatus, trafficGrid } from './playground';

/** About 100 Ki characters of Groovy with one type error at the end. */
function largeSource(marker: string): string {
  const doc = `  /** ${'Explains what the method does, at some length. '.repeat(8)}*/`;
  let text = `// ${marker}\n`;
  for (let i = 0; text.length < 100 * 1024 - 1000; i++) {
    text += `class Part${i} {\n${doc}\n  int twice(int x) { x * 2 }\n${doc}\n  String name() { "part-${i}" }\n}\n`;
  }
  return `${text}class Broken {\n  int value() { return new Object() as UnknownTypeHere }\n}\n`;
}

/**
 * About 100 Ki characters of type-checked closures nested six deep: about 2.3 s of a warm engine's
 * time, enough to switch tabs and press Cancel while it works on a busy machine.
 */
function slowSource(marker: string): string {
  let text = `// ${marker}\nimport groovy.transform.TypeChecked\n@TypeChecked class Slow {\n`;
  for (let i = 0; text.length < 100 * 1024; i++) {
    text += `  def m${i}() { [1, 2, 3].collect { a -> [a].collectMany { b -> [b, a].findAll { c -> [c].every { d -> [d].any { e -> [e].every { f -> f > e && d > c && b > a } } } } } } }\n`;
  }
  return `${text}}\n`;
}

async function connectWithTasks(page: Page, revision: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Protocol revision' }).selectOption(revision);
  const tasks = page.getByRole('checkbox', { name: 'tasks' });
  if (!(await tasks.isChecked())) await tasks.check();
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(sessionStatus(page)).toContainText(`Connected: ${revision}`);
}

/** Calls diagnostics as a task on the active buffer, or on `text` given in the form; gives the task's row. */
async function callDiagnosticsAsTask(page: Page, text?: string): Promise<Locator> {
  await panelTab(page, 'Tools').click();
  await page
    .getByRole('listbox', { name: 'Tools' })
    .getByRole('option', { name: /^diagnostics/ })
    .click();
  const form = page.getByRole('form', { name: 'Call diagnostics' });
  await form.getByRole('combobox', { name: 'Source' }).selectOption(text === undefined ? 'active' : 'form');
  if (text !== undefined) await form.getByLabel('text', { exact: true }).fill(text);
  const runAsTask = form.getByRole('switch', { name: 'Run as task' });
  if (!(await runAsTask.isChecked())) await runAsTask.check();
  // The form names the task it started (under 2026-07-28 the editor's own diagnostics of a large
  // buffer are tasks too, so "the newest task" would be a race). It still names the previous call's
  // task until the new call is sent (the arguments are checked first), so wait for another id.
  const status = page.getByRole('status').filter({ hasText: /^Task / });
  const previous = (await status.count()) > 0 ? await status.locator('code').textContent() : null;
  await form.getByRole('button', { name: 'Call diagnostics' }).click();
  await expect(status).toBeVisible();
  if (previous !== null) await expect(status.locator('code')).not.toHaveText(previous);
  const taskId = (await status.locator('code').textContent())!.trim();
  return page.getByRole('article', { name: `Task diagnostics ${taskId}` });
}

for (const revision of ['2025-11-25', '2026-07-28']) {
  test(`diagnostics of a large buffer as a task under ${revision}`, async ({ page }) => {
    test.setTimeout(120_000);
    await connectWithTasks(page, revision);
    await replaceEditorText(page, 'Groovy source groovy-buffer:script.groovy', largeSource(revision));

    // One that runs to its end: working, then completed with the diagnostics.
    const task = await callDiagnosticsAsTask(page);
    await panelTab(page, 'Tasks').click();
    const timeline = task.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem').first()).toContainText('working');
    await expect(task.getByLabel('Task status')).toHaveText('completed', { timeout: 60_000 });
    await expect(timeline).toContainText('completed');
    await expect(task.getByRole('region', { name: 'Result of diagnostics' })).toContainText(
      'UnknownTypeHere',
    );
    // Checked against the tool's real output schema, as the Tools tab checks it (issue 28, item 5).
    await expect(task.getByRole('region', { name: 'Result of diagnostics' })).toContainText(
      '✓ structuredContent matches the output schema.',
    );

    // A cancelled task shows cancelled, and stays so. Its source is one nothing has compiled yet
    // (the engine caches compiles by content), and a slow one to compile.
    // (Under 2026-07-28 the editor's own diagnostics of the large buffer is a task too: the server
    // decides, for a source over 64 Ki characters.)
    const cancelled = await callDiagnosticsAsTask(page, slowSource(`cancelled under ${revision}`));
    await panelTab(page, 'Tasks').click();
    await expect(cancelled.getByLabel('Task status')).toHaveText('working');
    await cancelled.getByRole('button', { name: 'Cancel' }).click();
    await expect(cancelled.getByLabel('Task status')).toHaveText('cancelled');
    await page.waitForTimeout(3_000); // long enough for the abandoned compile to end
    await expect(cancelled.getByLabel('Task status')).toHaveText('cancelled');

    // The polls are folded under the tools/call that created the task, counted as polls.
    await panelTab(page, 'Traffic').click();
    const grid = trafficGrid(page);
    const start = grid
      .getByRole('row', { name: /tools\/call · diagnostics · \d+ polls?, \d+ messages/ })
      .first();
    await expect(start).toBeVisible();
    await expect(grid.getByRole('row', { name: /tasks\/(get|result|cancel)/ })).toHaveCount(0);
    await start.getByRole('button', { name: /^Unfold the \d+ messages? of this conversation$/ }).click();
    await expect(grid.getByRole('row', { name: /tasks\/(get|result|cancel)/ }).first()).toBeVisible();
  });
}
