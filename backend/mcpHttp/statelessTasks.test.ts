// docs/http.md §3 with docs/tasks.md: the tasks of 2026-07-28 requests sent without a session
// outlive their request. Each request below is its own POST with no Mcp-Session-Id: one creates a
// task, later ones poll it (`tasks/get`, which carries the result once completed: 2026-07-28 has no
// `tasks/result` nor `tasks/list`), cancel it or answer its question (`tasks/update`). The store is
// server-wide and bounded: its ttl, its count and its payload budget are shown here too. Every
// answer is validated against the 2026-07-28 schema.
import { afterEach, describe, expect, it } from 'vitest';
import type { EngineRequest, EngineResponse } from '../../src/contracts';
import type { TaskClock, TaskManagerOptions } from '../../src/session';
import { FakeEngine } from '../../test-support/fakeEngine';
import { validateServerMessage } from '../../test-support/mcpSchemas';
import { openSession, rpc, send, startTestServer, type TestServer } from './testing/httpTestServer';

const TASKS = 'io.modelcontextprotocol/tasks';
type Json = Record<string, unknown>;
const SOURCE = 'class A {}\nERROR here\n';

/** The engine stand-in, each tool call held until the test releases it (oldest first). */
function gatedEngine() {
  const engine = new FakeEngine();
  const held: (() => void)[] = [];
  let wake = (): void => {};
  engine.respond = async (request: EngineRequest): Promise<EngineResponse> => {
    const answer = await new FakeEngine().request(request);
    if (request.op === 'info') return answer;
    await new Promise<void>((resolve) => {
      held.push(resolve);
      wake();
    });
    return answer;
  };
  /** Resolves once `count` calls have reached the engine. */
  const reached = async (count: number): Promise<void> => {
    while (engine.requests.filter((r) => r.op !== 'info').length < count)
      await new Promise<void>((resolve) => (wake = resolve));
  };
  return { engine, reached, release: () => held.shift()!() };
}

let test: TestServer | undefined;
afterEach(() => test?.server.shutdown('test over', 0));
let ids = 0;

async function start(statelessTasks?: TaskManagerOptions, token?: string) {
  const gated = gatedEngine();
  test = await startTestServer(gated.engine, {
    ...(statelessTasks ? { statelessTasks } : {}),
    ...(token ? { token } : {}),
  });
  return gated;
}

/** One stateless 2026-07-28 request, its own POST; resolves with its answer, schema-checked. */
async function stateless(method: string, params: Json = {}, capabilities: Json = {}, token?: string) {
  const _meta = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': { extensions: { [TASKS]: {} }, ...capabilities },
    'io.modelcontextprotocol/clientInfo': { name: 'stateless-test', version: '1' },
    ...(params._meta as Json | undefined),
  };
  const answer = await send(test!.port, {
    headers: {
      'MCP-Protocol-Version': '2026-07-28',
      'Mcp-Method': method,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: rpc(++ids, method, { ...params, _meta }),
  });
  expect(answer.status).toBe(200);
  expect(answer.headers['mcp-session-id']).toBeUndefined();
  const message = JSON.parse(answer.body) as Json;
  expect(validateServerMessage('2026-07-28', message, 'error' in message ? undefined : method)).toEqual([]);
  return message as { result?: Json; error?: { code: number; message: string } };
}

const createTask = async (name = 'diagnostics', args: Json = { text: SOURCE }, capabilities?: Json) =>
  (
    await stateless(
      'tools/call',
      { name, arguments: args, _meta: { 'groovymcp/preferTask': true } },
      capabilities,
    )
  ).result!;
const getTask = (taskId: unknown) => stateless('tasks/get', { taskId });
const statusOf = async (taskId: unknown) => (await getTask(taskId)).result?.status;

describe('2026-07-28 tasks across requests without a session', () => {
  it('a task made by one POST is polled, and its result fetched, by later POSTs', async () => {
    const gated = await start();
    const created = await createTask();
    expect(created).toMatchObject({ resultType: 'task', status: 'working', ttlMs: 600_000 });
    expect(created.taskId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await gated.reached(1);
    expect((await getTask(created.taskId)).result).toMatchObject({
      resultType: 'complete',
      status: 'working',
    });
    gated.release();
    await expect.poll(() => statusOf(created.taskId)).toBe('completed');
    const done = (await getTask(created.taskId)).result!;
    expect((done.result as Json).structuredContent).toMatchObject({
      diagnostics: [{ message: 'fake error' }],
    });
    // This revision has neither: tasks/get carries the result.
    for (const method of ['tasks/result', 'tasks/list'])
      expect((await stateless(method, { taskId: created.taskId })).error?.code).toBe(-32601);
  });

  it('another POST cancels it; it stays cancelled when the engine answers later', async () => {
    const gated = await start();
    const { taskId } = await createTask();
    await gated.reached(1);
    expect((await stateless('tasks/cancel', { taskId })).result).toMatchObject({ resultType: 'complete' });
    expect(await statusOf(taskId)).toBe('cancelled');
    gated.release();
    await gated.reached(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await getTask(taskId)).result).not.toHaveProperty('result');
    expect(await statusOf(taskId)).toBe('cancelled');
  });

  it('a question asked by its work is answered by tasks/update in another POST', async () => {
    const gated = await start();
    const rename = { text: SOURCE, line: 0, character: 6 };
    const { taskId } = await createTask('rename', rename, { elicitation: {} });
    await expect.poll(() => statusOf(taskId)).toBe('input_required');
    const answer = { newName: { action: 'accept', content: { newName: 'B' } } };
    expect((await stateless('tasks/update', { taskId, inputResponses: answer })).result).toMatchObject({
      resultType: 'complete',
    });
    await gated.reached(1);
    gated.release();
    await expect.poll(() => statusOf(taskId)).toBe('completed');
    expect(gated.engine.requests.find((r) => r.op === 'rename')?.args).toMatchObject({ newName: 'B' });
  });

  it('is gone once its ttl has passed since creation, answered like an unknown task', async () => {
    const clock: TaskClock & { mono: number } = { mono: 0, now: () => clock.mono, wallNow: () => Date.now() };
    const gated = await start({ clock });
    const { taskId, ttlMs } = await createTask();
    await gated.reached(1);
    gated.release();
    await expect.poll(() => statusOf(taskId)).toBe('completed');
    clock.mono = (ttlMs as number) - 1;
    expect(await statusOf(taskId)).toBe('completed');
    clock.mono += 1;
    const unknown = (await getTask(crypto.randomUUID())).error;
    expect(unknown?.code).toBe(-32602);
    expect((await getTask(taskId)).error).toEqual(unknown);
  });

  it('the store is bounded: full of live tasks it refuses; otherwise its oldest ended task goes', async () => {
    const gated = await start({ capacity: 2 });
    const first = (await createTask()).taskId;
    const second = (await createTask()).taskId;
    const refused = await stateless('tools/call', {
      name: 'diagnostics',
      arguments: { text: SOURCE },
      _meta: { 'groovymcp/preferTask': true },
    });
    expect(refused.error).toMatchObject({ code: -32600, message: expect.stringContaining('too many tasks') });
    await gated.reached(2);
    gated.release();
    await expect.poll(() => statusOf(first)).toBe('completed');
    const third = (await createTask()).taskId;
    expect((await getTask(first)).error?.code).toBe(-32602);
    expect(await statusOf(second)).toBe('working');
    expect(await statusOf(third)).toBe('working');
    gated.release();
    gated.release();
  });

  it('past its payload budget, the oldest ended task goes first', async () => {
    // The budget holds one result of the engine stand-in and not two: checked below on the wire,
    // where a result takes a few characters more than in the store (`content` around its text).
    const budget = 700;
    const gated = await start({ evict: { maxPayloadChars: budget } });
    const [first, second] = [(await createTask()).taskId, (await createTask()).taskId];
    await gated.reached(2);
    gated.release();
    await expect.poll(() => statusOf(first)).toBe('completed');
    const wire = JSON.stringify((await getTask(first)).result!.result).length;
    expect(wire).toBeGreaterThan(budget / 2 + 40);
    expect(wire).toBeLessThan(budget);
    gated.release();
    await expect.poll(async () => (await getTask(first)).error?.code).toBe(-32602);
    expect(await statusOf(second)).toBe('completed');
  });

  it("a session's tasks and the stateless ones never see each other", async () => {
    await start();
    const { taskId } = await createTask();
    const id = await openSession(test!.port, '2025-11-25', {});
    const headers = { 'Mcp-Session-Id': id, 'MCP-Protocol-Version': '2025-11-25' };
    const fromSession = JSON.parse(
      (await send(test!.port, { headers, body: rpc(1, 'tasks/get', { taskId }) })).body,
    );
    expect(fromSession.error.code).toBe(-32602);
  });

  it('with a token, the task is bound to it: the same token reaches it, none is 401', async () => {
    const token = 'a-token-of-at-least-twenty-two-characters';
    const gated = await start(undefined, token);
    const created = await stateless(
      'tools/call',
      { name: 'diagnostics', arguments: { text: SOURCE }, _meta: { 'groovymcp/preferTask': true } },
      {},
      token,
    );
    const taskId = created.result!.taskId;
    await gated.reached(1);
    expect((await stateless('tasks/get', { taskId }, {}, token)).result?.status).toBe('working');
    const anonymous = await send(test!.port, {
      headers: { 'MCP-Protocol-Version': '2026-07-28' },
      body: rpc(1, 'tasks/get', { taskId }),
    });
    expect(anonymous.status).toBe(401);
    gated.release();
  });
});
