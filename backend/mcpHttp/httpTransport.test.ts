// docs/http.md §3 and §5: the session lifecycle, the headers MCP's Streamable HTTP transport checks,
// the body cap and the answers' shapes, against the server in this process (the engine stand-in).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeEngine } from '../../test-support/fakeEngine';
import { openSession, rpc, send, startTestServer, type TestServer } from './testing/httpTestServer';

let test: TestServer;
beforeAll(async () => void (test = await startTestServer(new FakeEngine())));
afterAll(() => test.server.shutdown('test over', 0));

const errorOf = (body: string): { code: number; message: string } =>
  (JSON.parse(body) as { error: { code: number; message: string } }).error;

describe('sessions', () => {
  it('initialize opens a session whose id later requests carry; DELETE ends it, then 404', async () => {
    const id = await openSession(test.port);
    expect(id).toMatch(/^[\x21-\x7e]+$/);
    const headers = { 'Mcp-Session-Id': id, 'MCP-Protocol-Version': '2025-11-25' };
    const list = await send(test.port, { headers, body: rpc(1, 'tools/list') });
    expect(list.status).toBe(200);
    expect(list.headers['content-type']).toBe('application/json');
    expect(list.headers['mcp-session-id']).toBe(id);
    expect((JSON.parse(list.body) as { result: { tools: unknown[] } }).result.tools).toHaveLength(13);

    const ended = await send(test.port, { method: 'DELETE', headers });
    expect(ended.status).toBe(200);
    const after = await send(test.port, { headers, body: rpc(2, 'tools/list') });
    expect(after.status).toBe(404);
    expect(errorOf(after.body)).toEqual({ code: -32001, message: 'Session not found' });
    expect((await send(test.port, { method: 'DELETE', headers })).status).toBe(404);
  });

  it('two sessions are two session machines: one is not initialized by the other', async () => {
    const first = await openSession(test.port);
    const init = await send(test.port, {
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 0,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'b', version: '1' } },
      }),
    });
    const second = init.headers['mcp-session-id'] as string;
    expect(second).not.toBe(first);
    // The second never sent notifications/initialized: its tools/list is -32002, the first's is not.
    const early = await send(test.port, {
      headers: { 'Mcp-Session-Id': second },
      body: rpc(1, 'tools/list'),
    });
    expect(errorOf(early.body).code).toBe(-32002);
    const ready = await send(test.port, { headers: { 'Mcp-Session-Id': first }, body: rpc(1, 'tools/list') });
    expect(JSON.parse(ready.body)).toHaveProperty('result.tools');
  });

  it('a notification or a response is accepted with 202 and no body', async () => {
    const id = await openSession(test.port);
    const answer = await send(test.port, {
      headers: { 'Mcp-Session-Id': id },
      body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 9 } }),
    });
    expect(answer).toMatchObject({ status: 202, body: '' });
  });

  it('a request without a session id that is neither initialize nor 2026-07-28 is 400', async () => {
    const answer = await send(test.port, { body: rpc(1, 'tools/list') });
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).message).toContain('Mcp-Session-Id');
  });

  it('an idle session ends after the idle timeout and is 404 from then on', async () => {
    const short = await startTestServer(new FakeEngine(), { limits: { idleTimeoutMs: 40 } });
    try {
      const id = await openSession(short.port);
      await expect
        .poll(
          async () =>
            (await send(short.port, { headers: { 'Mcp-Session-Id': id }, body: rpc(1, 'ping') })).status,
          { timeout: 10_000 },
        )
        .toBe(404);
      expect(short.logs.some((line) => line.includes('idle'))).toBe(true);
    } finally {
      await short.server.shutdown('test over', 0);
    }
  });
});

describe('headers and bodies', () => {
  it('an unknown MCP-Protocol-Version is 400 naming the supported ones', async () => {
    const id = await openSession(test.port);
    const answer = await send(test.port, {
      headers: { 'Mcp-Session-Id': id, 'MCP-Protocol-Version': '1900-01-01' },
      body: rpc(1, 'tools/list'),
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).message).toMatch(/unsupported MCP-Protocol-Version "1900-01-01".*2025-11-25/);
  });

  it('a POST that does not accept SSE is 406; a body that is not JSON by type is 415', async () => {
    const json = await send(test.port, { headers: { Accept: 'application/json' }, body: rpc(1, 'ping') });
    expect(json.status).toBe(406);
    const text = await send(test.port, { headers: { 'Content-Type': 'text/plain' }, body: rpc(1, 'ping') });
    expect(text.status).toBe(415);
  });

  it('not JSON is 400 -32700; a batch is 400 -32600, as on stdio (docs/server.md §2)', async () => {
    expect(errorOf((await send(test.port, { body: '{"jsonrpc":' })).body).code).toBe(-32700);
    const batch = await send(test.port, { body: `[${rpc(1, 'ping')}]` });
    expect(batch.status).toBe(400);
    expect(errorOf(batch.body).code).toBe(-32600);
  });

  it('a body over 2 MiB is 413 with a JSON-RPC error, and is never read whole', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 0x20);
    const answer = await send(test.port, { body: big });
    expect(answer.status).toBe(413);
    expect(errorOf(answer.body)).toEqual({
      code: -32600,
      message: 'Invalid Request: message over 2097152 bytes',
    });
  });

  it('other paths are 404 and other methods 405 with Allow', async () => {
    expect((await send(test.port, { path: '/', body: rpc(1, 'ping') })).status).toBe(404);
    const put = await send(test.port, { method: 'PUT', body: rpc(1, 'ping') });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('POST, GET, DELETE');
  });
});

describe('2026-07-28 without a session', () => {
  const meta = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': {},
  };

  it('each request is served on its own, with no session id', async () => {
    const answer = await send(test.port, {
      headers: { 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': 'tools/list' },
      body: rpc('a', 'tools/list', { _meta: meta }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['mcp-session-id']).toBeUndefined();
    expect(JSON.parse(answer.body)).toMatchObject({ id: 'a', result: { resultType: 'complete' } });
  });

  it('the MCP-Protocol-Version header is required, and must agree with _meta and Mcp-Method', async () => {
    const missing = await send(test.port, { body: rpc(1, 'tools/list', { _meta: meta }) });
    expect(missing.status).toBe(400);
    expect(errorOf(missing.body).message).toContain('MCP-Protocol-Version header is required');
    const method = await send(test.port, {
      headers: { 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': 'prompts/list' },
      body: rpc(1, 'tools/list', { _meta: meta }),
    });
    expect(method.status).toBe(400);
    expect(errorOf(method.body).code).toBe(-32020);
    const version = await send(test.port, {
      headers: { 'MCP-Protocol-Version': '2025-11-25' },
      body: rpc(1, 'tools/list', { _meta: meta }),
    });
    expect(errorOf(version.body).code).toBe(-32020);
  });
});
