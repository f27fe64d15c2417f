// docs/http.md §3 and §4: a POST turns into an SSE stream when the server asks the client something
// before answering (an elicitation); GET opens one stream per session; the caps answer 503 with
// Retry-After; a shutdown answers what is still in flight -32603 on its own POST.
import { afterEach, describe, expect, it } from 'vitest';
import { FakeEngine } from '../../test-support/fakeEngine';
import { heldEngine } from '../../test-support/heldEngine';
import {
  openRequest,
  openSession,
  SseReader,
  rpc,
  send,
  startTestServer,
  type TestServer,
} from './testing/httpTestServer';

const SOURCE = 'class Friendly {}\n';
let test: TestServer | undefined;
afterEach(() => test?.server.shutdown('test over', 0));

describe('SSE', () => {
  it('an elicitation turns the POST into a stream: the question, then the answer, then the end', async () => {
    test = await startTestServer(new FakeEngine());
    const id = await openSession(test.port, '2025-11-25', { elicitation: {} });
    const headers = { 'Mcp-Session-Id': id, 'MCP-Protocol-Version': '2025-11-25' };
    const call = await openRequest(test.port, {
      headers,
      body: rpc(7, 'tools/call', { name: 'rename', arguments: { text: SOURCE, line: 0, character: 6 } }),
    });
    expect(call.statusCode).toBe(200);
    expect(call.headers['content-type']).toBe('text/event-stream');
    expect(call.headers['mcp-session-id']).toBe(id);
    const events = new SseReader(call);
    const [question] = await events.next(1);
    expect(question!.id).toBe(`${id}-2:1`);
    const asked = question!.data as { id: string; method: string; params: { mode: string } };
    expect(asked).toMatchObject({ method: 'elicitation/create', params: { mode: 'form' } });

    const reply = JSON.stringify({ jsonrpc: '2.0', id: asked.id, result: { action: 'decline' } });
    expect((await send(test.port, { headers, body: reply })).status).toBe(202);
    const rest = await events.next(1);
    expect(rest.map((event) => event.data)).toEqual([
      expect.objectContaining({ id: 7, result: expect.objectContaining({ isError: true }) as unknown }),
    ]);
    expect(rest[0]!.id).toBe(`${id}-2:2`);
    await events.ended; // the answer ends the stream
  });

  it('GET opens the session stream once; a second GET while it is open is 409', async () => {
    test = await startTestServer(new FakeEngine());
    const id = await openSession(test.port);
    const headers = { 'Mcp-Session-Id': id, Accept: 'text/event-stream' };
    const stream = await openRequest(test.port, { method: 'GET', headers });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream');
    const second = await send(test.port, { method: 'GET', headers });
    expect(second.status).toBe(409);
    expect((await send(test.port, { method: 'GET', headers: { Accept: 'text/event-stream' } })).status).toBe(
      400,
    );
    expect(
      (await send(test.port, { method: 'GET', headers: { ...headers, Accept: 'application/json' } })).status,
    ).toBe(406);
    // DELETE ends the session and with it the stream.
    const ended = new Promise((resolve) => stream.once('end', resolve));
    stream.resume();
    await send(test.port, { method: 'DELETE', headers: { 'Mcp-Session-Id': id } });
    await ended;
  });
});

describe('caps and shutdown', () => {
  it('past the per-session cap a request is 503 with Retry-After, and an id in flight is refused', async () => {
    const held = heldEngine();
    test = await startTestServer(held.engine, { limits: { maxOpenPerSession: 1 } });
    const id = await openSession(test.port);
    const headers = { 'Mcp-Session-Id': id };
    const call = rpc(1, 'tools/call', { name: 'diagnostics', arguments: { text: SOURCE } });
    const first = send(test.port, { headers, body: call });
    await held.started;
    const duplicate = await send(test.port, { headers, body: call });
    expect(duplicate.status).toBe(400);
    const refused = await send(test.port, { headers, body: rpc(2, 'ping') });
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: -32000 } });
    held.release();
    expect((await first).status).toBe(200);
    expect((await send(test.port, { headers, body: rpc(2, 'ping') })).status).toBe(200);
  });

  it('past the overall cap a request of another session is 503 too; past maxSessions initialize is', async () => {
    const held = heldEngine();
    test = await startTestServer(held.engine, { limits: { maxOpenOverall: 1, maxSessions: 2 } });
    const [a, b] = [await openSession(test.port), await openSession(test.port)];
    const first = send(test.port, {
      headers: { 'Mcp-Session-Id': a },
      body: rpc(1, 'tools/call', { name: 'diagnostics', arguments: { text: SOURCE } }),
    });
    await held.started;
    expect((await send(test.port, { headers: { 'Mcp-Session-Id': b }, body: rpc(1, 'ping') })).status).toBe(
      503,
    );
    held.release();
    await first;
    const third = await send(test.port, {
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 0,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } },
      }),
    });
    expect(third.status).toBe(503);
  });

  it('a shutdown answers a call still in flight -32603 on its own POST', async () => {
    const held = heldEngine();
    test = await startTestServer(held.engine);
    const id = await openSession(test.port);
    const call = send(test.port, {
      headers: { 'Mcp-Session-Id': id },
      body: rpc(5, 'tools/call', { name: 'diagnostics', arguments: { text: SOURCE } }),
    });
    await held.started;
    await test.server.shutdown('test', 0);
    const answer = await call;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      jsonrpc: '2.0',
      id: 5,
      error: { code: -32603, message: 'Internal error' },
    });
  });
});
