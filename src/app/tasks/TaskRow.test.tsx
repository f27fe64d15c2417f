// A task's result is checked against its tool's own outputSchema, found in `tools/list` as the Tools
// tab finds it (useTaskTool.ts), with the Tools tab's words: a scripted 2025-11-25 server runs a
// `sum` tool as a task and answers with a structuredContent that does or does not match.
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { startScriptedPlayground, type ScriptedPlayground } from '../../../test-support/playgroundHarness';
import { TasksPanel } from './TasksPanel';

const SUM = {
  name: 'sum',
  inputSchema: { type: 'object' },
  outputSchema: { type: 'object', properties: { total: { type: 'number' } }, required: ['total'] },
  execution: { taskSupport: 'optional' },
};
const AT = '2026-01-01T00:00:00.000Z';
const TASK = { taskId: 'task-1', status: 'completed', createdAt: AT, lastUpdatedAt: AT, ttl: 60_000 };

let harness: ScriptedPlayground;
afterEach(() => harness.dispose());

/** Runs `sum` as a task on a server whose tools/list holds `tools` and whose result is `structured`. */
async function runSum(structured: unknown, tools: unknown[] = [SUM]): Promise<void> {
  harness = startScriptedPlayground({
    capabilities: { tools: {}, tasks: { requests: { tools: { call: {} } } } },
    answer: (method) => {
      if (method === 'tools/list') return { tools };
      if (method === 'tools/call') return { task: TASK };
      if (method === 'tasks/get') return TASK;
      if (method === 'tasks/result') return { content: [], structuredContent: structured };
      return undefined;
    },
  });
  harness.render(<TasksPanel />);
  await harness.connect('2025-11-25', { elicitation: false, tasks: true });
  await harness.playground.client.tasks.callAsTask('sum', {});
}

const result = () => page.getByRole('region', { name: 'Result of sum' });

describe('a task’s result against its tool’s output schema', () => {
  it('says a matching structuredContent matches', async () => {
    await runSum({ total: 3 });
    await expect.element(result()).toHaveTextContent('✓ structuredContent matches the output schema.');
    expect(result().element().textContent).not.toContain('declares no output schema');
  });

  it('shows a mismatch with the validator’s errors', async () => {
    await runSum({ total: 'three' });
    await expect.element(result()).toHaveTextContent('✗ structuredContent does not match the output schema:');
    await expect.element(result().getByRole('listitem')).toHaveTextContent(/total/);
  });

  it('says so when the server no longer lists the tool, instead of claiming it has no schema', async () => {
    await runSum({ total: 3 }, []);
    await expect
      .element(result())
      .toHaveTextContent(
        'Not checked against an output schema: the server no longer lists a tool named sum.',
      );
  });
});
