// Tasks through the session machine (docs/tasks.md, docs/revisions.md §3.4, §4 rules 19–20), under
// 2025-11-25 (experimental) and 2026-07-28 (the extension). Every emitted line is validated against
// its revision's official schema by the harness; an engine held at a gate shows the session
// answering while a task works.
import { afterEach, describe, expect, it } from 'vitest';
import { TaskManager } from './tasks/taskManager';
import { errorOf, modernMeta, MODERN, SessionHarness, type Json } from '../../test-support/sessionHarness';
import type { EngineRequest, EngineResponse } from '../contracts';

const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';
const withTasks = (extra: Json = {}) => ({
  ...modernMeta({ extensions: { [TASKS_EXTENSION]: {} } }),
  ...extra,
});
const SOURCE = 'class A {}\nERROR here\n';

let harness: SessionHarness;
afterEach(() => {
  expect(harness.problems).toEqual([]);
  harness.session.dispose();
});

/** Holds every engine request until released; `dropped` says whether its answer was used. */
function gateEngine(target: SessionHarness): { release: () => void; started: Promise<void> } {
  let release = () => {};
  let started = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const inner = target.engine.request.bind(target.engine);
  target.engine.request = async (request: EngineRequest): Promise<EngineResponse> => {
    if (request.op !== 'info') {
      started();
      await gate;
    }
    return inner(request);
  };
  return { release, started: startedPromise };
}

const until = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

const notifications = () => harness.messages.filter((m) => m.method === 'notifications/tasks/status');

describe('2025-11-25: experimental tasks', () => {
  const connect = async () => {
    harness = new SessionHarness('2025-11-25');
    await harness.connect();
  };
  /** Starts diagnostics of SOURCE as a task and gives its id. */
  const startDiagnosticsTask = async (): Promise<string> => {
    const created = await harness.request('tools/call', {
      name: 'diagnostics',
      arguments: { text: SOURCE },
      task: {},
    });
    return (created.result as { task: { taskId: string } }).task.taskId;
  };

  it('declares tasks and says which tools may run as tasks', async () => {
    await connect();
    const init = harness.messages.find((m) => m.id === 1)!.result as Json;
    expect((init.capabilities as Json).tasks).toEqual({
      list: {},
      cancel: {},
      requests: { tools: { call: {} } },
    });
    const { tools } = (await harness.request('tools/list')).result as { tools: Json[] };
    const support = Object.fromEntries(tools.map((t) => [t.name, (t.execution as Json).taskSupport]));
    expect(support).toMatchObject({
      diagnostics: 'optional',
      references: 'optional',
      implementations: 'optional',
      rename: 'optional',
      describe: 'forbidden',
      format: 'forbidden',
      close: 'forbidden',
    });
  });

  it('answers tools/call with task at once, answers ping while it works, and ends completed', async () => {
    await connect();
    const gate = gateEngine(harness);
    const created = await harness.request('tools/call', {
      name: 'diagnostics',
      arguments: { text: SOURCE },
      task: { ttl: 30_000 },
    });
    const task = (created.result as { task: Json }).task;
    expect(task).toMatchObject({ status: 'working', ttl: 30_000, pollInterval: 250 });
    await gate.started;
    expect((await harness.request('ping')).result).toEqual({});
    expect((await harness.request('tasks/get', { taskId: task.taskId })).result).toMatchObject({
      taskId: task.taskId,
      status: 'working',
    });
    gate.release();
    await until(() => notifications().length === 1);
    expect(notifications()[0]!.params).toMatchObject({ taskId: task.taskId, status: 'completed' });
    const payload = (await harness.request('tasks/result', { taskId: task.taskId })).result as Json;
    expect(payload.structuredContent).toMatchObject({ diagnostics: [{ message: 'fake error' }] });
    expect(payload._meta).toEqual({ 'io.modelcontextprotocol/related-task': { taskId: task.taskId } });
  });

  it('tasks/result waits for the end off the queue: other requests are answered meanwhile', async () => {
    await connect();
    const gate = gateEngine(harness);
    const created = await harness.request('tools/call', {
      name: 'references',
      arguments: { text: SOURCE, line: 0, character: 6 },
      task: {},
    });
    const { taskId } = (created.result as { task: Json }).task;
    harness.post({ jsonrpc: '2.0', id: 'wait', method: 'tasks/result', params: { taskId } });
    harness.post({ jsonrpc: '2.0', id: 'meanwhile', method: 'tasks/list', params: {} });
    await until(() => harness.messages.some((m) => m.id === 'meanwhile'));
    expect(harness.messages.some((m) => m.id === 'wait')).toBe(false);
    const listed = harness.messages.find((m) => m.id === 'meanwhile')!.result as { tasks: Json[] };
    expect(listed.tasks.map((t) => t.taskId)).toEqual([taskId]);
    gate.release();
    await harness.session.idle();
    const answer = harness.messages.find((m) => m.id === 'wait')!;
    expect((answer.result as Json).isError).toBe(false);
  });

  it('a cancelled task stays cancelled: the engine answer is dropped', async () => {
    await connect();
    const gate = gateEngine(harness);
    const taskId = await startDiagnosticsTask();
    await gate.started;
    const cancelled = await harness.request('tasks/cancel', { taskId });
    expect(cancelled.result).toMatchObject({ taskId, status: 'cancelled' });
    gate.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await harness.request('tasks/get', { taskId })).result).toMatchObject({ status: 'cancelled' });
    expect(notifications().map((n) => (n.params as Json).status)).toEqual(['cancelled']);
    // Cancelling an ended task is -32602 in this revision (rule 19).
    expect(errorOf(await harness.request('tasks/cancel', { taskId })).code).toBe(-32602);
    expect(errorOf(await harness.request('tasks/result', { taskId })).code).toBe(-32602);
  });

  it('maps a tool error (isError) to failed on this wire; tasks/result gives the tool result', async () => {
    await connect();
    harness.engine.failWith = { kind: 'timeout', message: 'the compile took too long' };
    const taskId = await startDiagnosticsTask();
    const payload = (await harness.request('tasks/result', { taskId })).result as Json;
    expect(payload.isError).toBe(true);
    expect((await harness.request('tasks/get', { taskId })).result).toMatchObject({ status: 'failed' });
  });

  it('a task whose work throws ends failed, and tasks/result answers that JSON-RPC error', async () => {
    await connect();
    harness.engine.failWith = { kind: 'internal', message: 'engine broke' };
    const taskId = await startDiagnosticsTask();
    expect(errorOf(await harness.request('tasks/result', { taskId }))).toEqual({
      code: -32603,
      message: 'Internal error',
    });
  });

  it('refuses a task for a tool that forbids it (-32601) and a malformed task (-32602)', async () => {
    await connect();
    const forbidden = await harness.request('tools/call', {
      name: 'format',
      arguments: { text: SOURCE },
      task: {},
    });
    expect(errorOf(forbidden).code).toBe(-32601);
    const bad = await harness.request('tools/call', {
      name: 'diagnostics',
      arguments: { text: SOURCE },
      task: 5,
    });
    expect(errorOf(bad).code).toBe(-32602);
    const badTtl = await harness.request('tools/call', {
      name: 'diagnostics',
      arguments: { text: SOURCE },
      task: { ttl: -1 },
    });
    expect(errorOf(badTtl).code).toBe(-32602);
  });

  it("answers an unknown task and another session's task the same way", async () => {
    const shared = new TaskManager();
    harness = new SessionHarness('2025-11-25', { tasks: shared });
    await harness.connect();
    const other = new SessionHarness('2025-11-25', { tasks: shared });
    await other.connect();
    const taskId = await startDiagnosticsTask();
    const foreign = errorOf(await other.request('tasks/get', { taskId }));
    const unknown = errorOf(await other.request('tasks/get', { taskId: 'nope' }));
    expect(foreign).toEqual(unknown);
    expect(foreign.code).toBe(-32602);
    expect(errorOf(await other.request('tasks/cancel', { taskId }))).toEqual(unknown);
    expect(((await other.request('tasks/list')).result as { tasks: Json[] }).tasks).toEqual([]);
    expect(other.problems).toEqual([]);
    other.session.dispose();
  });

  it('a shutdown answers a waiting tasks/result -32603 and cancels the session’s live tasks', async () => {
    const manager = new TaskManager();
    harness = new SessionHarness('2025-11-25', { tasks: manager });
    await harness.connect();
    const gate = gateEngine(harness);
    const taskId = await startDiagnosticsTask();
    harness.post({ jsonrpc: '2.0', id: 'wait', method: 'tasks/result', params: { taskId } });
    const changes: string[] = [];
    manager.onChange((snapshot) => snapshot.taskId === taskId && changes.push(snapshot.status));
    harness.session.dispose({ answerUnfinished: true });
    expect(harness.messages.find((m) => m.id === 'wait')?.error).toEqual({
      code: -32603,
      message: 'Internal error',
    });
    expect(changes).toEqual(['cancelled']);
    gate.release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(harness.messages.filter((m) => m.id === 'wait')).toHaveLength(1);
  });

  it('never writes the origin on the wire', async () => {
    await connect();
    await harness.request('tools/call', { name: 'diagnostics', arguments: { text: SOURCE }, task: {} });
    await harness.session.idle();
    expect(harness.lines.join('\n')).not.toMatch(/fnv1a32|origin|argumentsDigest|owner/);
  });
});

describe('2026-07-28: the tasks extension', () => {
  const call = (meta: Json, text = SOURCE, name = 'diagnostics') =>
    harness.request('tools/call', { name, arguments: { text }, _meta: meta });

  it('makes a task only for a request that declared the extension, with the hint or a big source', async () => {
    harness = new SessionHarness(MODERN);
    expect(((await call(modernMeta({}))).result as Json).resultType).toBe('complete');
    expect(((await call(withTasks())).result as Json).resultType).toBe('complete');
    const hinted = (await call(withTasks({ 'groovymcp/preferTask': true }))).result as Json;
    expect(hinted).toMatchObject({
      resultType: 'task',
      status: 'working',
      ttlMs: 600_000,
      pollIntervalMs: 250,
    });
    expect(hinted).not.toHaveProperty('task');
    const big = 'x'.repeat(64 * 1024) + SOURCE;
    expect(((await call(withTasks(), big)).result as Json).resultType).toBe('task');
    expect(((await call(withTasks(), 'x'.repeat(64 * 1024))).result as Json).resultType).toBe('complete');
    // A tool that cannot be a task is just called.
    const format = await call(withTasks({ 'groovymcp/preferTask': true }), SOURCE, 'format');
    expect((format.result as Json).resultType).toBe('complete');
  });

  it('tasks/get answers complete with the result once done; tasks/result and tasks/list do not exist', async () => {
    harness = new SessionHarness(MODERN);
    const gate = gateEngine(harness);
    const created = (await call(withTasks({ 'groovymcp/preferTask': true }))).result as Json;
    const get = () => harness.request('tasks/get', { taskId: created.taskId, _meta: withTasks() });
    await gate.started;
    const working = (await get()).result as Json;
    expect(working).toMatchObject({ resultType: 'complete', status: 'working' });
    expect(working).not.toHaveProperty('result');
    gate.release();
    await until(() => true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const completed = (await get()).result as Json;
    expect(completed).toMatchObject({ resultType: 'complete', status: 'completed' });
    // The result is a 2026-07-28 CallToolResult: it carries its own resultType (docs/revisions.md §3.4).
    expect((completed.result as Json).resultType).toBe('complete');
    expect((completed.result as Json).structuredContent).toMatchObject({
      diagnostics: [{ message: 'fake error' }],
    });
    for (const method of ['tasks/result', 'tasks/list'])
      expect(
        errorOf(await harness.request(method, { taskId: created.taskId, _meta: withTasks() })).code,
      ).toBe(-32601);
    // No status notification in this revision: the client polls.
    expect(notifications()).toEqual([]);
  });

  it('keeps a tool error completed, and a failure as failed with its error', async () => {
    harness = new SessionHarness(MODERN);
    harness.engine.failWith = { kind: 'timeout', message: 'too long' };
    const one = (await call(withTasks({ 'groovymcp/preferTask': true }))).result as Json;
    await new Promise((resolve) => setTimeout(resolve, 10));
    const toolError = (await harness.request('tasks/get', { taskId: one.taskId, _meta: withTasks() }))
      .result as Json;
    expect(toolError).toMatchObject({ status: 'completed', result: { isError: true } });
    harness.engine.failWith = { kind: 'internal', message: 'broke' };
    const two = (await call(withTasks({ 'groovymcp/preferTask': true }))).result as Json;
    await new Promise((resolve) => setTimeout(resolve, 10));
    const failed = (await harness.request('tasks/get', { taskId: two.taskId, _meta: withTasks() }))
      .result as Json;
    expect(failed).toMatchObject({ status: 'failed', error: { code: -32603, message: 'Internal error' } });
  });

  it('cancel records the intent and answers complete; the task stays cancelled', async () => {
    harness = new SessionHarness(MODERN);
    const gate = gateEngine(harness);
    const created = (await call(withTasks({ 'groovymcp/preferTask': true }))).result as Json;
    await gate.started;
    const cancel = await harness.request('tasks/cancel', { taskId: created.taskId, _meta: withTasks() });
    expect(cancel.result).toMatchObject({ resultType: 'complete' });
    gate.release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const after = (await harness.request('tasks/get', { taskId: created.taskId, _meta: withTasks() }))
      .result as Json;
    expect(after).toMatchObject({ status: 'cancelled' });
    expect(after).not.toHaveProperty('result');
    // Again: harmless.
    expect(
      (await harness.request('tasks/cancel', { taskId: created.taskId, _meta: withTasks() })).result,
    ).toMatchObject({
      resultType: 'complete',
    });
  });

  it('needs the extension declared on the tasks methods (-32021), and an unknown task is -32602', async () => {
    harness = new SessionHarness(MODERN);
    const missing = errorOf(await harness.request('tasks/get', { taskId: 'x' }));
    expect(missing.code).toBe(-32021);
    expect(missing.data).toEqual({ requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } } });
    expect(errorOf(await harness.request('tasks/get', { taskId: 'x', _meta: withTasks() })).code).toBe(
      -32602,
    );
    expect(
      errorOf(await harness.request('tasks/update', { taskId: 'x', inputResponses: {}, _meta: withTasks() }))
        .code,
    ).toBe(-32602);
  });

  it('tasks/update answers complete for a task of this session', async () => {
    harness = new SessionHarness(MODERN);
    const gate = gateEngine(harness);
    const created = (await call(withTasks({ 'groovymcp/preferTask': true }))).result as Json;
    const update = await harness.request('tasks/update', {
      taskId: created.taskId,
      inputResponses: { unknown: { action: 'accept' } },
      _meta: withTasks(),
    });
    expect(update.result).toMatchObject({ resultType: 'complete' });
    expect(
      errorOf(await harness.request('tasks/update', { taskId: created.taskId, _meta: withTasks() })).code,
    ).toBe(-32602);
    gate.release();
  });
});

describe('input_required on the wire, driven through the manager (tasksInput.test.ts asks for real)', () => {
  const ask = [
    'newName-1',
    {
      method: 'elicitation/create',
      params: {
        mode: 'form',
        message: 'New name for count?',
        requestedSchema: {
          type: 'object',
          properties: { newName: { type: 'string' } },
          required: ['newName'],
        },
      },
    },
  ] as const;

  it('2026-07-28: tasks/get carries the input requests; tasks/update brings the task back to working', async () => {
    const manager = new TaskManager();
    harness = new SessionHarness(MODERN, { tasks: manager });
    const gate = gateEngine(harness);
    const created = (
      await harness.request('tools/call', {
        name: 'rename',
        arguments: { text: SOURCE, line: 0, character: 6, newName: 'B' },
        _meta: withTasks({ 'groovymcp/preferTask': true }),
      })
    ).result as Json;
    const answers = manager.requireInput(created.taskId as string, [ask]);
    const asking = (await harness.request('tasks/get', { taskId: created.taskId, _meta: withTasks() }))
      .result as Json;
    expect(asking).toMatchObject({ status: 'input_required', inputRequests: { 'newName-1': ask[1] } });
    await harness.request('tasks/update', {
      taskId: created.taskId,
      inputResponses: { 'newName-1': { action: 'accept', content: { newName: 'C' } } },
      _meta: withTasks(),
    });
    expect(await answers).toEqual({ 'newName-1': { action: 'accept', content: { newName: 'C' } } });
    const back = (await harness.request('tasks/get', { taskId: created.taskId, _meta: withTasks() }))
      .result as Json;
    expect(back.status).toBe('working');
    expect(back).not.toHaveProperty('inputRequests');
    gate.release();
  });

  it('2025-11-25: tasks/get and the status notification say input_required', async () => {
    const manager = new TaskManager();
    harness = new SessionHarness('2025-11-25', { tasks: manager });
    await harness.connect();
    const gate = gateEngine(harness);
    const created = await harness.request('tools/call', {
      name: 'rename',
      arguments: { text: SOURCE, line: 0, character: 6, newName: 'B' },
      task: {},
    });
    const { taskId } = (created.result as { task: Json }).task;
    void manager.requireInput(taskId as string, [ask]);
    expect((await harness.request('tasks/get', { taskId })).result).toMatchObject({
      status: 'input_required',
    });
    expect(notifications().map((n) => (n.params as Json).status)).toEqual(['input_required']);
    gate.release();
  });
});

describe.each(['2024-11-05', '2025-03-26', '2025-06-18'] as const)('%s: no tasks', (revision) => {
  it('ignores `task` and has no tasks methods', async () => {
    harness = new SessionHarness(revision);
    await harness.connect();
    const answer = await harness.request('tools/call', {
      name: 'diagnostics',
      arguments: { text: SOURCE },
      task: {},
    });
    expect((answer.result as Json).content).toBeDefined();
    expect(errorOf(await harness.request('tasks/get', { taskId: 'x' })).code).toBe(-32601);
  });
});
