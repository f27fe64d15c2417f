// The page's Streamable HTTP transport against a stand-in server (a fetch function, in this unit
// test only); the real server over the real proxy is backend/servers/everythingOverHttp.test.ts.
import { describe, expect, it } from 'vitest';
import { ServerLog } from './serverLog';
import type { AuthRequired } from './httpAuth';
import { HttpAuthRequiredError, streamableHttpTransport } from './streamableHttpTransport';

interface Seen {
  method: string;
  headers: Record<string, string>;
}

function sse(text: string): Response {
  return new Response(text, { headers: { 'Content-Type': 'text/event-stream' } });
}

describe('streamableHttpTransport', () => {
  it('reopens a GET stream that ended, from the last event id, and passes its messages on', async () => {
    const seen: Seen[] = [];
    let gets = 0;
    const log = new ServerLog();
    const transport = streamableHttpTransport({
      baseUrl: 'http://127.0.0.1:1/',
      name: 'up',
      token: 'tok',
      log,
      fetch: async (_input, init) => {
        seen.push({
          method: init?.method ?? 'GET',
          headers: { ...(init?.headers as Record<string, string>) },
        });
        if (init?.method === 'DELETE') return new Response(null, { status: 200 });
        if (init?.method === 'POST' && String(init.body).includes('notifications/')) {
          return new Response(null, { status: 202 });
        }
        if (init?.method === 'POST') {
          return new Response('{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18"}}', {
            headers: { 'Content-Type': 'application/json', 'Mcp-Session-Id': 's1' },
          });
        }
        gets++;
        return gets === 1
          ? sse('id: 5\ndata: {"jsonrpc":"2.0","method":"notifications/tools/list_changed"}\n\n')
          : new Promise<Response>(() => {});
      },
    });
    const lines: string[] = [];
    await transport.open(async (line) => void lines.push(line));
    await transport.send('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}');
    // The initialize answer opens the GET stream, before notifications/initialized is posted.
    expect(seen.map((s) => s.method)).toEqual(['POST', 'GET']);
    await transport.send('{"jsonrpc":"2.0","method":"notifications/initialized"}');
    expect(seen.map((s) => s.method)).toEqual(['POST', 'GET', 'POST']);
    await expect.poll(() => gets, { timeout: 5_000 }).toBe(2);
    expect(lines).toEqual([
      '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18"}}',
      '{"jsonrpc":"2.0","method":"notifications/tools/list_changed"}',
    ]);
    const [first, second] = seen.filter((s) => s.method === 'GET');
    expect(first?.headers).toMatchObject({ 'Mcp-Session-Id': 's1', 'MCP-Protocol-Version': '2025-06-18' });
    expect(first?.headers['Last-Event-ID']).toBeUndefined();
    expect(second?.headers['Last-Event-ID']).toBe('5');
    expect(seen.every((s) => s.headers.Authorization === 'Bearer tok')).toBe(true);
    await transport.reset();
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', headers: { 'Mcp-Session-Id': 's1' } });
  });

  it('a non-2xx answer that is not JSON-RPC fails the send with its status', async () => {
    const transport = streamableHttpTransport({
      baseUrl: 'http://127.0.0.1:1/',
      name: 'up',
      token: 'tok',
      log: new ServerLog(),
      fetch: async () =>
        new Response('{"error":{"kind":"internal","message":"cannot reach"}}', { status: 502 }),
    });
    await transport.open(() => {});
    await expect(transport.send('{"jsonrpc":"2.0","id":1,"method":"ping"}')).rejects.toThrow(
      'up answered HTTP 502',
    );
  });

  it('sends the headers typed for the server in X-Groovymcp-Forward, read again at each request', async () => {
    const seen: Seen[] = [];
    let typed: Record<string, string> = { Authorization: 'Bearer typed', 'X-Name': 'José' };
    const transport = streamableHttpTransport({
      baseUrl: 'http://127.0.0.1:1/',
      name: 'up',
      token: 'tok',
      log: new ServerLog(),
      forwardHeaders: () => typed,
      fetch: async (_input, init) => {
        seen.push({
          method: init?.method ?? 'GET',
          headers: { ...(init?.headers as Record<string, string>) },
        });
        return new Response(null, { status: 202 });
      },
    });
    await transport.open(() => {});
    await transport.send('{"jsonrpc":"2.0","method":"notifications/initialized"}');
    typed = {};
    await transport.send('{"jsonrpc":"2.0","method":"notifications/initialized"}');
    expect(seen.map((s) => s.headers['X-Groovymcp-Forward'])).toEqual([
      '{"Authorization":"Bearer typed","X-Name":"Jos\\u00e9"}',
      undefined,
    ]);
    // The page's own token is never replaced by a typed Authorization: that one rides in the carrier.
    expect(seen.every((s) => s.headers.Authorization === 'Bearer tok')).toBe(true);
  });

  it.each([
    [
      401,
      'Bearer error="invalid_token", resource_metadata="http://up/.well-known/oauth-protected-resource/mcp"',
      'up requires authorization (HTTP 401)',
      { error: 'invalid_token', resourceMetadata: 'http://up/.well-known/oauth-protected-resource/mcp' },
    ],
    [
      403,
      'Bearer error="insufficient_scope", scope="files:write"',
      'up refused the token: it needs the scope "files:write" (HTTP 403)',
      { error: 'insufficient_scope', scope: 'files:write' },
    ],
  ])(
    'turns a %s into HttpAuthRequiredError with its challenge, and says so',
    async (status, header, words, challenge) => {
      const told: AuthRequired[] = [];
      const transport = streamableHttpTransport({
        baseUrl: 'http://127.0.0.1:1/',
        name: 'up',
        token: 'tok',
        log: new ServerLog(),
        onAuthRequired: (required) => told.push(required),
        fetch: async () =>
          new Response('{"error":"invalid_token"}', {
            status,
            headers: { 'Content-Type': 'application/json', 'WWW-Authenticate': header },
          }),
      });
      await transport.open(() => {});
      const sent = transport.send('{"jsonrpc":"2.0","id":1,"method":"ping"}');
      await expect(sent).rejects.toThrow(HttpAuthRequiredError);
      await expect(sent).rejects.toThrow(words);
      expect(told).toEqual([{ server: 'up', status, challenge }]);
    },
  );

  it('resumes a request whose stream ended before its answer: GET with Last-Event-ID after the retry (SEP-1699)', async () => {
    const seen: Seen[] = [];
    const log = new ServerLog();
    const started = { closed: 0, resumed: 0 };
    const transport = streamableHttpTransport({
      baseUrl: 'http://example.test/mcp',
      url: 'http://example.test/mcp',
      name: 'up',
      log,
      forwardHeaders: () => ({ 'X-Typed': 'v' }),
      fetch: async (_input, init) => {
        seen.push({
          method: init?.method ?? 'GET',
          headers: { ...(init?.headers as Record<string, string>) },
        });
        if (init?.method === 'POST') {
          started.closed = performance.now();
          // A priming event with an id and a retry, then the stream ends with no answer.
          return sse('id: e1\nretry: 300\ndata: \n\n');
        }
        started.resumed = performance.now();
        return sse('id: e2\ndata: {"jsonrpc":"2.0","id":7,"result":{}}\n\n');
      },
    });
    const lines: string[] = [];
    await transport.open((line) => void lines.push(line));
    await transport.send('{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"slow"}}');
    await expect.poll(() => lines, { timeout: 5_000 }).toEqual(['{"jsonrpc":"2.0","id":7,"result":{}}']);
    const get = seen.find((s) => s.method === 'GET');
    expect(get?.headers).toMatchObject({ 'Last-Event-ID': 'e1', 'X-Typed': 'v' });
    // Direct to the server: the typed header goes as it is, and no page token is sent.
    expect(get?.headers.Authorization).toBeUndefined();
    expect(started.resumed - started.closed).toBeGreaterThanOrEqual(290);
    expect(seen.filter((s) => s.method === 'GET')).toHaveLength(1);
  });

  it('says a request stream that ended before its answer with no event id cannot be resumed', async () => {
    const log = new ServerLog();
    const transport = streamableHttpTransport({
      baseUrl: 'http://example.test/mcp',
      url: 'http://example.test/mcp',
      name: 'up',
      log,
      fetch: async () => sse(': nothing\n\n'),
    });
    await transport.open(() => {});
    await transport.send('{"jsonrpc":"2.0","id":3,"method":"ping"}');
    await expect
      .poll(() => log.get().map((e) => e.text), { timeout: 5_000 })
      .toContain(
        'up: the stream of request 3 ended before its answer; it carried no event id to resume from',
      );
  });
});
