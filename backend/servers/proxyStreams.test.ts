// Long-lived streams through the Streamable HTTP proxy (docs/any-server.md, "Streamable HTTP"):
// no idle timer is armed on the way, so a GET stream that stays quiet is not cut (fetch's undici
// ended one after 300 s without a byte). A five-minute wait is not run: the test shows that neither
// the proxy's upstream socket nor the page's socket on the backend has a timeout set while a quiet
// stream is open, and that the stream still carries an event after the quiet spell. It also pins
// what the proxy keeps doing over node:http: Last-Event-ID forwarded, DELETE with its status, an
// unreachable server mapped to 502 with the socket's error code.
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../http/backendServer';
import { call } from '../http/testSupport';
import { startTestBackend, TEST_TOKEN } from '../../test-support/everythingServer';
import { freePort } from '../../test-support/processes';
import { ServersConfig } from './serversConfig';
import { UPSTREAM_AGENTS } from './upstreamRequest';

let upstream: Server;
let upstreamPort: number;
let backend: RunningBackend;
const seen: { method: string; headers: IncomingHttpHeaders }[] = [];
/** The open quiet GET stream's response, to write an event into later. */
let quiet: ServerResponse | undefined;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push({ method: req.method ?? '', headers: req.headers });
    if (req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.flushHeaders();
      quiet = res;
      return;
    }
    res.writeHead(req.method === 'DELETE' ? 204 : 202).end();
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = (upstream.address() as AddressInfo).port;
  const gone = await freePort();
  backend = await startTestBackend(
    ServersConfig.fromValue(
      {
        mcpServers: {
          up: { url: `http://127.0.0.1:${upstreamPort}/mcp` },
          gone: { url: `http://127.0.0.1:${gone}/mcp` },
        },
      },
      process.cwd(),
    ),
  );
});
afterAll(async () => {
  await backend.close(100);
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

/** Opens a GET stream through the proxy; resolves with its response once the head is in. */
function openStream(headers: Record<string, string>): Promise<{ response: IncomingMessage; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: backend.port,
        path: '/api/mcp/up',
        headers: { Authorization: `Bearer ${TEST_TOKEN}`, Accept: 'text/event-stream', ...headers },
        agent: false,
      },
      (response) => resolve({ response, socket: req.socket as Socket }),
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the proxy’s long-lived streams', () => {
  it('arms no idle timer on a quiet GET stream, which still carries an event after the quiet spell', async () => {
    let pageSide: Socket | undefined;
    backend.server.once('connection', (socket: Socket) => (pageSide = socket));
    const { response } = await openStream({ 'Last-Event-ID': '7' });
    expect(response.statusCode).toBe(200);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', headers: { 'last-event-id': '7' } });

    // The proxy's connection to the server: from its own agent, with no socket timeout.
    const upstreamSockets = Object.entries(UPSTREAM_AGENTS['http:'].sockets)
      .filter(([key]) => key.includes(`:${upstreamPort}:`))
      .flatMap(([, sockets]) => sockets ?? []);
    expect(upstreamSockets.length).toBe(1);
    expect(upstreamSockets.map((socket) => socket.timeout)).toEqual([undefined]);
    // The page's connection to the backend: no socket timeout either.
    expect(pageSide?.timeout).toBeUndefined();

    let received = '';
    response.on('data', (chunk: Buffer) => (received += chunk.toString()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    quiet?.write('data: {"jsonrpc":"2.0","method":"notifications/tools/list_changed"}\n\n');
    await expect
      .poll(() => received)
      .toBe('data: {"jsonrpc":"2.0","method":"notifications/tools/list_changed"}\n\n');
    response.destroy();
  });

  it('forwards DELETE and passes its status back', async () => {
    const answer = await call(backend.port, {
      method: 'DELETE',
      path: '/api/mcp/up',
      headers: { Authorization: `Bearer ${TEST_TOKEN}`, 'Mcp-Session-Id': 's1' },
    });
    expect(answer.status).toBe(204);
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', headers: { 'mcp-session-id': 's1' } });
  });

  it('maps an unreachable server to a 502 naming the socket’s error', async () => {
    const answer = await call(backend.port, {
      method: 'POST',
      path: '/api/mcp/gone',
      headers: { Authorization: `Bearer ${TEST_TOKEN}`, 'Content-Type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    });
    expect(answer.status).toBe(502);
    expect(answer.body).toContain('ECONNREFUSED');
  });
});
