// The Tasks panel and the Tools form's "Run as task" switch in a real browser against the real
// session (docs/tasks.md, "What the playground shows"): a diagnostics task shown working, then
// completed with its result; a cancelled one shown cancelled; the switch offered only where the
// revision and the tool allow it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { listTools, type Tool } from '../../client';
import type { EngineRequest, EngineResponse } from '../../contracts';
import { ToolForm } from '../tools/ToolForm';
import { TasksPanel } from './TasksPanel';

let harness: PlaygroundHarness;
let release: () => void;

async function tool(name: string): Promise<Tool> {
  const tools = await listTools(harness.playground.client);
  const found = tools.outcome.ok ? tools.outcome.value.find((t) => t.name === name) : undefined;
  if (!found) throw new TypeError(`no ${name} tool`);
  return found;
}

/** Holds the engine's compiles until `release()`, so a task stays working meanwhile. */
function holdEngine(): void {
  let open = () => {};
  let gate = new Promise<void>((resolve) => (open = resolve));
  release = () => {
    open();
    gate = new Promise<void>((resolve) => (open = resolve));
  };
  const inner = harness.engine.request.bind(harness.engine);
  harness.engine.request = async (request: EngineRequest): Promise<EngineResponse> => {
    if (request.op !== 'info') await gate;
    return inner(request);
  };
}

async function show(name: string): Promise<void> {
  const definition = await tool(name);
  harness.render(
    <>
      <ToolForm tool={definition} onResult={() => {}} />
      <TasksPanel />
    </>,
  );
}

const taskSwitch = () => page.getByRole('switch', { name: /Run as task/ });
const rows = () => page.getByRole('article', { name: /^Task diagnostics/ });

beforeEach(async () => {
  localStorage.clear();
  harness = startPlayground();
  await harness.connect('2025-11-25');
  holdEngine();
});

afterEach(() => {
  release();
  harness.dispose();
});

describe('Tasks', () => {
  it('runs diagnostics as a task: working, then completed with its result', async () => {
    await show('diagnostics');
    await userEvent.click(taskSwitch());
    await userEvent.click(page.getByRole('button', { name: 'Call diagnostics' }));
    await expect.element(rows().getByLabelText('Task status')).toHaveTextContent('working');
    release();
    await expect.element(rows().getByLabelText('Task status')).toHaveTextContent('completed');
    await expect.element(rows().getByRole('region', { name: 'Result of diagnostics' })).toBeVisible();
    // Checked against diagnostics' own outputSchema, as on the Tools tab (useTaskTool.ts).
    await expect
      .element(rows().getByRole('region', { name: 'Result of diagnostics' }))
      .toHaveTextContent('✓ structuredContent matches the output schema.');
    await expect
      .element(rows().getByRole('list', { name: 'Timeline' }))
      .toHaveTextContent(/working.*completed/);
  });

  it('cancels a working task, which then shows cancelled', async () => {
    await show('diagnostics');
    await userEvent.click(taskSwitch());
    await userEvent.click(page.getByRole('button', { name: 'Call diagnostics' }));
    await expect.element(rows().getByLabelText('Task status')).toHaveTextContent('working');
    await userEvent.click(rows().getByRole('button', { name: 'Cancel' }));
    await expect.element(rows().getByLabelText('Task status')).toHaveTextContent('cancelled');
    release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect.element(rows().getByLabelText('Task status')).toHaveTextContent('cancelled');
  });

  it('offers the switch only for tools that allow tasks', async () => {
    await show('format');
    await expect.element(taskSwitch()).toBeDisabled();
  });
});
