// A task whose work needs input (docs/tasks.md, "Input while a task works"): `rename` without
// `newName` run as a task goes `input_required` and back to `working` once answered, in 2026-07-28
// (the question in `inputRequests`, the answer by `tasks/update`) and 2025-11-25 (a classic
// `elicitation/create` tied to the task). Every emitted line is validated against its revision's
// official schema by the harness.
import { afterEach, describe, expect, it } from 'vitest';
import { TaskManager } from './tasks/taskManager';
import { errorOf, modernMeta, MODERN, SessionHarness, type Json } from '../../test-support/sessionHarness';

const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';
const RELATED_TASK = 'io.modelcontextprotocol/related-task';
const SOURCE = 'class A {}\nERROR here\n';
const RENAME = { text: SOURCE, line: 0, character: 6 };

let harness: SessionHarness;
let statuses: string[];
afterEach(() => {
  expect(harness.problems).toEqual([]);
  harness.session.dispose();
});

/** A session whose task transitions are recorded in `statuses`, in order. */
function start(revision: typeof MODERN | '2025-11-25'): void {
  const manager = new TaskManager();
  statuses = [];
  manager.onChange((snapshot) => statuses.push(snapshot.status));
  harness = new SessionHarness(revision, { tasks: manager });
}

const until = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

const renames = () => harness.engine.requests.filter((r) => r.op === 'rename');

describe('2026-07-28: the question goes in inputRequests, the answer comes by tasks/update', () => {
  const meta = (capabilities: Json = { elicitation: {} }) =>
    modernMeta({ extensions: { [TASKS_EXTENSION]: {} }, ...capabilities });
  const startRename = async (capabilities?: Json): Promise<string> => {
    const created = await harness.request('tools/call', {
      name: 'rename',
      arguments: RENAME,
      _meta: { ...meta(capabilities), 'groovymcp/preferTask': true },
    });
    expect(created.result).toMatchObject({ resultType: 'task', status: 'working' });
    return (created.result as Json).taskId as string;
  };
  const get = async (taskId: string) =>
    (await harness.request('tasks/get', { taskId, _meta: meta() })).result as Json;
  const update = (taskId: string, inputResponses: Json) =>
    harness.request('tasks/update', { taskId, inputResponses, _meta: meta() });

  it('goes input_required with the rename question, and back to working then completed on accept', async () => {
    start(MODERN);
    const taskId = await startRename();
    await until(() => statuses.includes('input_required'));
    const asking = await get(taskId);
    expect(asking).toMatchObject({
      resultType: 'complete',
      status: 'input_required',
      inputRequests: {
        newName: {
          method: 'elicitation/create',
          params: { mode: 'form', requestedSchema: { type: 'object', required: ['newName'] } },
        },
      },
    });
    const params = (asking.inputRequests as Record<string, { params: Json }>).newName!.params;
    expect(params.message).toContain('"A"');
    expect(renames()).toEqual([]);
    expect(
      (await update(taskId, { newName: { action: 'accept', content: { newName: 'B' } } })).result,
    ).toMatchObject({
      resultType: 'complete',
    });
    await until(() => statuses.includes('completed'));
    expect(statuses).toEqual(['input_required', 'working', 'completed']);
    const done = await get(taskId);
    expect(done).toMatchObject({ status: 'completed', result: { isError: false } });
    expect(done).not.toHaveProperty('inputRequests');
    expect(renames().map((r) => r.args)).toEqual([{ line: 0, character: 6, newName: 'B' }]);
  });

  it('ignores unknown answers: the task keeps waiting for the one it asked', async () => {
    start(MODERN);
    const taskId = await startRename();
    await until(() => statuses.includes('input_required'));
    await update(taskId, { other: { action: 'accept', content: { newName: 'B' } } });
    expect((await get(taskId)).status).toBe('input_required');
    expect(statuses).toEqual(['input_required']);
    await update(taskId, { newName: { action: 'decline' } });
    await until(() => statuses.includes('completed'));
  });

  it.each<[string, Json, string]>([
    ['decline', { action: 'decline' }, 'rename declined'],
    ['cancel', { action: 'cancel' }, 'rename cancelled'],
    ['content that does not fit', { action: 'accept', content: { newName: 42 } }, 'rename cancelled'],
  ])('ends completed with the tool error on %s, and the tool never runs', async (_name, answer, text) => {
    start(MODERN);
    const taskId = await startRename();
    await until(() => statuses.includes('input_required'));
    await update(taskId, { newName: answer });
    await until(() => statuses.includes('completed'));
    expect(await get(taskId)).toMatchObject({
      status: 'completed',
      result: { isError: true, content: [{ type: 'text', text }] },
    });
    expect(renames()).toEqual([]);
  });

  it('never asks when the request did not declare elicitation: the tool error naming newName', async () => {
    start(MODERN);
    const taskId = await startRename({});
    await until(() => statuses.includes('completed'));
    expect(statuses).toEqual(['completed']);
    const done = await get(taskId);
    expect(done).toMatchObject({ status: 'completed', result: { isError: true } });
    expect(JSON.stringify(done.result)).toContain('newName');
  });

  it('a task cancelled while waiting for input stays cancelled, and the tool never runs', async () => {
    start(MODERN);
    const taskId = await startRename();
    await until(() => statuses.includes('input_required'));
    await harness.request('tasks/cancel', { taskId, _meta: meta() });
    // A late answer changes nothing.
    await update(taskId, { newName: { action: 'accept', content: { newName: 'B' } } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await get(taskId)).toMatchObject({ status: 'cancelled' });
    expect(statuses).toEqual(['input_required', 'cancelled']);
    expect(renames()).toEqual([]);
  });
});

describe('2025-11-25: a classic elicitation/create tied to the task', () => {
  const isElicitation = (m: Json) => m.method === 'elicitation/create';
  const notified = () =>
    harness.messages
      .filter((m) => m.method === 'notifications/tasks/status')
      .map((m) => (m.params as Json).status);
  const startRename = async (capabilities: Json = { elicitation: {} }): Promise<string> => {
    start('2025-11-25');
    await harness.connect(capabilities);
    const created = await harness.request('tools/call', { name: 'rename', arguments: RENAME, task: {} });
    return (created.result as { task: Json }).task.taskId as string;
  };
  const answer = (request: Json, body: Json) => harness.post({ jsonrpc: '2.0', id: request.id, ...body });

  it('asks with its own request carrying the related task, input_required meanwhile, then completes', async () => {
    const taskId = await startRename();
    const request = await harness.waitFor(isElicitation);
    expect(request.id).toMatch(/^srv-/);
    expect(request.params).toMatchObject({
      mode: 'form',
      requestedSchema: { type: 'object', required: ['newName'] },
      _meta: { [RELATED_TASK]: { taskId } },
    });
    expect((await harness.request('tasks/get', { taskId })).result).toMatchObject({
      status: 'input_required',
    });
    expect(renames()).toEqual([]);
    answer(request, { result: { action: 'accept', content: { newName: 'B' } } });
    await until(() => notified().includes('completed'));
    expect(notified()).toEqual(['input_required', 'working', 'completed']);
    const result = (await harness.request('tasks/result', { taskId })).result as Json;
    expect(result).toMatchObject({ isError: false, _meta: { [RELATED_TASK]: { taskId } } });
    expect(renames().map((r) => r.args)).toEqual([{ line: 0, character: 6, newName: 'B' }]);
  });

  it.each<[string, Json, string]>([
    ['decline', { result: { action: 'decline' } }, 'rename declined'],
    ['cancel', { result: { action: 'cancel' } }, 'rename cancelled'],
    ['a JSON-RPC error', { error: { code: -32603, message: 'no person here' } }, 'rename cancelled'],
  ])(
    'ends with the tool error on %s (failed on this wire), and the tool never runs',
    async (_n, body, text) => {
      const taskId = await startRename();
      answer(await harness.waitFor(isElicitation), body);
      await until(() => statuses.includes('completed'));
      expect(statuses).toEqual(['input_required', 'working', 'completed']);
      // A tool error is a completed task that this revision's wire calls failed (docs/tasks.md).
      expect(notified()).toEqual(['input_required', 'working', 'failed']);
      expect((await harness.request('tasks/result', { taskId })).result).toMatchObject({
        isError: true,
        content: [{ type: 'text', text }],
      });
      expect(renames()).toEqual([]);
    },
  );

  it('a task cancelled while the person answers stays cancelled; the late answer is dropped', async () => {
    const taskId = await startRename();
    const request = await harness.waitFor(isElicitation);
    await harness.request('tasks/cancel', { taskId });
    answer(request, { result: { action: 'accept', content: { newName: 'B' } } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await harness.request('tasks/get', { taskId })).result).toMatchObject({ status: 'cancelled' });
    expect(statuses).toEqual(['input_required', 'cancelled']);
    expect(renames()).toEqual([]);
    expect(errorOf(await harness.request('tasks/cancel', { taskId })).code).toBe(-32602);
  });

  it('never asks a client without the elicitation capability: the tool error naming newName', async () => {
    const taskId = await startRename({});
    await until(() => statuses.includes('completed'));
    expect(harness.messages.filter(isElicitation)).toEqual([]);
    const result = (await harness.request('tasks/result', { taskId })).result as Json;
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain('newName');
  });
});
