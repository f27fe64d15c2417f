// What crosses the Streamable HTTP proxy (docs/any-server.md, "Streamable HTTP"): the transport's
// headers and the config's, never the page's token one way or the server's other headers the other;
// the body and an SSE stream pass untouched, as they come.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../http/backendServer';
import { call } from '../http/testSupport';
import { ServersConfig } from './serversConfig';
import { startTestBackend, TEST_TOKEN } from '../../test-support/everythingServer';

let upstream: Server;
let backend: RunningBackend;
const seen: { method: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', headers: req.headers, body });
      if (req.method === 'GET') {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Set-Cookie': 'secret=1' });
        res.write('id: 1\ndata: \n\n');
        res.end(
          'data: {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"é"}}\n\n',
        );
        return;
      }
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Mcp-Session-Id': 'session-1',
        'Set-Cookie': 'secret=1',
        'X-Powered-By': 'upstream',
      });
      res.end('{"jsonrpc":"2.0","id":1,"result":{}}');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const port = (upstream.address() as AddressInfo).port;
  backend = await startTestBackend(
    ServersConfig.fromValue(
      {
        mcpServers: { up: { url: `http://127.0.0.1:${port}/mcp`, headers: { 'X-Api-Key': 'from-config' } } },
      },
      process.cwd(),
    ),
  );
});
afterAll(async () => {
  await backend.close(100);
  await new Promise((resolve) => upstream.close(resolve));
});

describe('the Streamable HTTP proxy', () => {
  it('forwards the transport headers and the config’s, never the page’s token; passes back only the transport’s', async () => {
    const answer = await call(backend.port, {
      method: 'POST',
      path: '/api/mcp/up',
      headers: {
        Authorization: `Bearer ${TEST_TOKEN}`,
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'Mcp-Session-Id': 'session-1',
        'MCP-Protocol-Version': '2025-11-25',
        Cookie: 'page=1',
      },
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('{"jsonrpc":"2.0","id":1,"result":{}}');
    expect(answer.headers['mcp-session-id']).toBe('session-1');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['x-powered-by']).toBeUndefined();
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.body).toBe('{"jsonrpc":"2.0","id":1,"method":"ping"}');
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-session-id': 'session-1',
      'mcp-protocol-version': '2025-11-25',
      'x-api-key': 'from-config',
    });
    expect(request.headers.authorization).toBeUndefined();
    expect(request.headers.cookie).toBeUndefined();
  });

  it('streams an SSE answer back byte for byte', async () => {
    const answer = await call(backend.port, {
      path: '/api/mcp/up',
      headers: { Authorization: `Bearer ${TEST_TOKEN}`, Accept: 'text/event-stream' },
    });
    expect(answer.headers['content-type']).toBe('text/event-stream');
    expect(answer.body).toBe(
      'id: 1\ndata: \n\ndata: {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"é"}}\n\n',
    );
  });
});
