// The client's tasks against the real session machine in-process (a stand-in engine held at a
// gate): a task per revision followed to its end, polls never faster than MIN_POLL_MS whatever the
// server suggests, every poll's Traffic row parented to the creating tools/call, status
// notifications, cancel.
import { describe, expect, it } from 'vitest';
import type { EngineRequest, EngineResponse } from '../../contracts';
import { createSessionMachine, TaskManager, type SessionMachine } from '../../session';
import { FakeEngine } from '../../../test-support/fakeEngine';
import { createLinkedLinePair } from '../../../test-support/linkedLineTransport';
import { McpClient } from '../mcpClient';
import type { Revision } from '../connection/revisions';
import type { ClientTask } from './clientTask';
import { MIN_POLL_MS } from './taskTracker';
import { callTool } from '../serverFeatures';

interface Setup {
  client: McpClient;
  release: () => void;
}

/** A client over an in-process session whose engine waits for `release()`. */
async function connected(revision: Revision, pollInterval = 20): Promise<Setup> {
  const engine = new FakeEngine();
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const inner = engine.request.bind(engine);
  engine.request = async (request: EngineRequest): Promise<EngineResponse> => {
    if (request.op !== 'info') await gate;
    return inner(request);
  };
  let machine: SessionMachine | undefined;
  const { client: transport } = createLinkedLinePair({
    start: (end) => {
      machine = createSessionMachine({
        engine,
        send: (line) => end.send(line),
        tasks: new TaskManager({ pollInterval }),
      });
    },
    receive: (line) => machine?.receive(line),
    stop: () => machine?.dispose(),
  });
  const client = new McpClient({ transport, timeoutMs: 5000 });
  const status = await client.connect(revision, { elicitation: false, tasks: true });
  expect(status.state).toBe('connected');
  return { client, release };
}

const until = async (check: () => boolean, ms = 3000): Promise<void> => {
  for (let waited = 0; waited < ms && !check(); waited += 10) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

async function start(client: McpClient): Promise<ClientTask> {
  const started = await client.tasks.callAsTask('diagnostics', { text: 'class A {}\nERROR\n' });
  if (!('task' in started)) throw new TypeError('expected a task');
  return started.task;
}

const rowsOf = (client: McpClient, method: string) =>
  client.traffic.getSnapshot().rows.filter((row) => row.method === method && row.direction === 'out');

describe.each(['2025-11-25', '2026-07-28'] as const)('tasks under %s', (revision) => {
  it('runs a tool call as a task, follows it to completed, and shows the result', async () => {
    const { client, release } = await connected(revision);
    const task = await start(client);
    expect(task.get()).toMatchObject({ tool: 'diagnostics', status: 'working' });
    expect(client.tasks.list.get()).toEqual([task]);
    await until(() => rowsOf(client, 'tasks/get').length >= 2);
    expect(task.get().status).toBe('working');
    release();
    await until(() => task.get().result !== undefined);
    expect(task.get().status).toBe('completed');
    expect(task.get().result?.structuredContent).toMatchObject({ diagnostics: [{ message: 'fake error' }] });
    expect(task.get().timeline.map((entry) => entry.status)).toEqual(['working', 'completed']);
  });

  it('parents every poll to the tools/call row that created the task', async () => {
    const { client, release } = await connected(revision);
    const task = await start(client);
    const callSeq = task.get().requestSeq;
    expect(rowsOf(client, 'tools/call').map((row) => row.seq)).toEqual([callSeq]);
    await until(() => rowsOf(client, 'tasks/get').length >= 2);
    release();
    await until(() => task.get().result !== undefined);
    const polls = [...rowsOf(client, 'tasks/get'), ...rowsOf(client, 'tasks/result')];
    expect(polls.length).toBeGreaterThanOrEqual(2);
    for (const row of polls) expect(row.parentSeq).toBe(callSeq);
    expect(rowsOf(client, 'tools/call')[0]?.parentSeq).toBeUndefined();
  });

  it(`never polls faster than ${MIN_POLL_MS} ms, even when the server suggests 1 ms`, async () => {
    const { client, release } = await connected(revision, 1);
    const task = await start(client);
    expect(task.get().pollInterval).toBe(1);
    await until(() => rowsOf(client, 'tasks/get').length >= 4);
    const times = rowsOf(client, 'tasks/get').map((row) => row.time);
    const gaps = times.slice(1).map((time, i) => time - times[i]!);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(MIN_POLL_MS - 2);
    release();
  });

  it('cancels: the task ends cancelled and stays so when the engine answers', async () => {
    const { client, release } = await connected(revision);
    const task = await start(client);
    const outcome = await client.tasks.cancel(task);
    expect(outcome.ok).toBe(true);
    await until(() => task.get().status === 'cancelled');
    release();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(task.get().status).toBe('cancelled');
    expect(task.get().result).toBeUndefined();
  });
});

describe('status notifications (2025-11-25)', () => {
  it('end the task at once, before the next poll is due', async () => {
    const { client, release } = await connected('2025-11-25', 60_000);
    const task = await start(client);
    release();
    await until(() => task.get().result !== undefined, 2000);
    expect(rowsOf(client, 'tasks/get')).toHaveLength(0);
    expect(task.get().status).toBe('completed');
  });
});

describe('a task the server chose (2026-07-28, a source over 64 Ki characters)', () => {
  it('ends a plain callTool with the tool result, and lists the task', async () => {
    const { client, release } = await connected('2026-07-28');
    release();
    const text = `${'// padding\n'.repeat(6000)}class A {}\nERROR\n`;
    const call = await callTool(client, 'diagnostics', { text });
    expect(call.outcome.ok && call.outcome.value.structuredContent).toMatchObject({
      diagnostics: [{ message: 'fake error' }],
    });
    expect(client.tasks.list.get()).toHaveLength(1);
    expect(client.tasks.list.get()[0]?.get().status).toBe('completed');
  });

  it('cancels the task when the call is aborted', async () => {
    const { client, release } = await connected('2026-07-28');
    const abort = new AbortController();
    const text = `${'// padding\n'.repeat(6000)}class A {}\n`;
    const pending = callTool(client, 'diagnostics', { text }, { signal: abort.signal });
    await until(() => client.tasks.list.get().length === 1);
    abort.abort();
    const call = await pending;
    expect(call.outcome.ok ? undefined : call.outcome.error.kind).toBe('cancelled');
    release();
  });
});

describe('a revision without tasks', () => {
  it('calls the tool plainly', async () => {
    const { client, release } = await connected('2025-06-18');
    release();
    const started = await client.tasks.callAsTask('diagnostics', { text: 'class A {}' });
    expect('call' in started && started.call.outcome.ok).toBe(true);
    expect(client.tasks.list.get()).toEqual([]);
  });
});

describe('loading the tracker', () => {
  it.each(['2025-11-25', '2026-07-28'] as const)(
    'in %s, a plain tools/call leaves it unloaded; the first task loads it',
    async (revision) => {
      const { client, release } = await connected(revision);
      release();
      const plain = await callTool(client, 'diagnostics', { text: 'class A {}' });
      expect(plain.outcome.ok).toBe(true);
      expect(client.tasks.loaded).toBe(false);
      const task = await start(client);
      expect(client.tasks.loaded).toBe(true);
      await until(() => task.ended);
      expect(client.tasks.list.get()).toEqual([task]);
    },
  );
});
