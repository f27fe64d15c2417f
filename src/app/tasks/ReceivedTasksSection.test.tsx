// "This client's tasks" in a real browser (docs/any-server.md, "Task-augmented requests"): a scripted
// 2025-11-25 server asks for a sample as a task; the client answers with the task at once, the
// person answers in the sampling dialog, and the Tasks panel follows the task to its end, or the
// person cancels it there and the server is told.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startScriptedPlayground, type ScriptedPlayground } from '../../../test-support/playgroundHarness';
import { SamplingHost } from '../sampling/SamplingHost';
import { TasksPanel } from './TasksPanel';

const PARAMS = {
  task: { ttl: 60_000 },
  messages: [{ role: 'user', content: { type: 'text', text: 'What is 2+2?' } }],
  maxTokens: 10,
};

let harness: ScriptedPlayground;
beforeEach(async () => {
  harness = startScriptedPlayground({ capabilities: {} });
  harness.render(
    <>
      <SamplingHost />
      <TasksPanel />
    </>,
  );
  await harness.connect('2025-11-25', { elicitation: false, tasks: true, sampling: true });
  expect(harness.received[0]).toMatchObject({
    params: { capabilities: { tasks: { requests: { sampling: { createMessage: {} } } } } },
  });
  harness.push({ id: 'up-1', method: 'sampling/createMessage', params: PARAMS });
});
afterEach(() => harness.dispose());

const dialog = () => page.getByRole('dialog', { name: 'Sampling: the server asks the model' });
const row = () => page.getByRole('article', { name: /^Client task sampling\/createMessage/ });
const sent = (match: (m: Record<string, unknown>) => boolean) => harness.received.filter(match);
const statusNotes = () =>
  sent((m) => m.method === 'notifications/tasks/status').map((m) => (m.params as { status: string }).status);

async function taskId(): Promise<string> {
  await expect.poll(() => sent((m) => m.id === 'up-1')).toHaveLength(1);
  const created = sent((m) => m.id === 'up-1')[0] as { result: { task: { taskId: string; status: string } } };
  expect(created.result.task.status).toBe('working');
  return created.result.task.taskId;
}

describe('this client’s tasks', () => {
  it('answers with the task at once, shows it working, then completed once the person replies', async () => {
    const id = await taskId();
    await expect.element(page.getByRole('region', { name: "This client's tasks" })).toBeVisible();
    await expect.element(row().getByLabelText('Task status')).toHaveTextContent('working');
    await expect.element(row()).toHaveTextContent(id);
    await userEvent.click(row().getByRole('button', { name: 'Show in Traffic' }));
    const asked = harness.playground.client.traffic
      .getSnapshot()
      .rows.find((r) => r.direction === 'in' && r.method === 'sampling/createMessage');
    expect(harness.shown).toEqual([asked?.seq]);
    harness.push({ id: 'poll-1', method: 'tasks/get', params: { taskId: id } });
    await expect
      .poll(() => sent((m) => m.id === 'poll-1')[0])
      .toMatchObject({ result: { status: 'working' } });

    await userEvent.fill(dialog().getByLabelText('Reply (text)'), 'Four.');
    await userEvent.click(dialog().getByRole('button', { name: 'Send reply' }));
    await expect.element(row().getByLabelText('Task status')).toHaveTextContent('completed');
    expect(row().getByRole('button', { name: 'Cancel' }).query()).toBeNull();
    await expect.poll(statusNotes).toEqual(['completed']);
    harness.push({ id: 'fetch-1', method: 'tasks/result', params: { taskId: id } });
    await expect
      .poll(() => sent((m) => m.id === 'fetch-1')[0])
      .toMatchObject({ result: { content: { type: 'text', text: 'Four.' } } });
  });

  it('cancels from the panel: cancelled, the dialog closed, the server told, a later cancel is -32602', async () => {
    const id = await taskId();
    await expect.element(dialog()).toBeVisible();
    await userEvent.click(row().getByRole('button', { name: 'Cancel' }));
    await expect.element(row().getByLabelText('Task status')).toHaveTextContent('cancelled');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.poll(statusNotes).toEqual(['cancelled']);
    harness.push({ id: 'cancel-1', method: 'tasks/cancel', params: { taskId: id } });
    await expect.poll(() => sent((m) => m.id === 'cancel-1')[0]).toMatchObject({ error: { code: -32602 } });
    harness.push({ id: 'ping-1', method: 'ping' });
    await expect.poll(() => sent((m) => m.id === 'ping-1')[0]).toMatchObject({ result: {} });
  });
});
