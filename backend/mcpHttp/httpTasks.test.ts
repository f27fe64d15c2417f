// docs/http.md §3 with docs/tasks.md: a 2025-11-25 task over HTTP. tools/call with `task` is answered
// at once; `tasks/result` waits on its own POST while other requests are answered; the task's status
// notification belongs to no request and arrives on the session's GET stream.
import { afterEach, expect, it } from 'vitest';
import { heldEngine } from '../../test-support/heldEngine';
import {
  openRequest,
  openSession,
  rpc,
  send,
  SseReader,
  startTestServer,
  type TestServer,
} from './testing/httpTestServer';

let test: TestServer | undefined;
afterEach(() => test?.server.shutdown('test over', 0));

it('a task: created at once, its status on the GET stream, its result on the waiting POST', async () => {
  const held = heldEngine();
  test = await startTestServer(held.engine);
  const id = await openSession(test.port, '2025-11-25');
  const headers = { 'Mcp-Session-Id': id, 'MCP-Protocol-Version': '2025-11-25' };
  const stream = new SseReader(
    await openRequest(test.port, { method: 'GET', headers: { ...headers, Accept: 'text/event-stream' } }),
  );

  const created = await send(test.port, {
    headers,
    body: rpc(1, 'tools/call', { name: 'diagnostics', arguments: { text: 'class A {}' }, task: {} }),
  });
  const { taskId } = (JSON.parse(created.body) as { result: { task: { taskId: string } } }).result.task;
  await held.started;
  const waiting = send(test.port, { headers, body: rpc(2, 'tasks/result', { taskId }) });
  // The queue is not held by the waiting tasks/result: ping is answered meanwhile.
  expect(JSON.parse((await send(test.port, { headers, body: rpc(3, 'ping') })).body)).toEqual({
    jsonrpc: '2.0',
    id: 3,
    result: {},
  });

  held.release();
  const [status] = await stream.next(1);
  expect(status!.data).toMatchObject({
    method: 'notifications/tasks/status',
    params: { taskId, status: 'completed' },
  });
  const result = JSON.parse((await waiting).body) as { id: number; result: Record<string, unknown> };
  expect(result.id).toBe(2);
  expect(result.result).toMatchObject({
    structuredContent: { diagnostics: [] },
    _meta: { 'io.modelcontextprotocol/related-task': { taskId } },
  });
});
