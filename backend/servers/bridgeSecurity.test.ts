// The bridge's and the proxy's doors (docs/any-server.md, "Security"): only a configured server can
// be reached, and every refusal happens before a process exists. The config's "marker" server writes
// a file as the first thing it does, so a refused request that started it anyway would leave the file.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BRIDGE_PROTOCOL, TOKEN_PROTOCOL_PREFIX } from '../../src/contracts';
import type { RunningBackend } from '../http/backendServer';
import { call, json } from '../http/testSupport';
import { ServersConfig } from './serversConfig';
import { startTestBackend, TEST_TOKEN } from '../../test-support/everythingServer';

const dir = mkdtempSync(join(tmpdir(), 'groovymcp-bridge-'));
const marker = join(dir, 'started');
const MARKER_SERVER = `require('fs').writeFileSync(process.env.MARKER, 'x'); setInterval(() => {}, 1000);`;

const config = ServersConfig.fromValue(
  {
    mcpServers: {
      marker: { command: process.execPath, args: ['-e', MARKER_SERVER], env: { MARKER: marker } },
      remote: { url: 'http://127.0.0.1:9/mcp', headers: { Authorization: 'Bearer server-secret' } },
    },
  },
  dir,
);

let backend: RunningBackend;
let bare: RunningBackend;
beforeAll(async () => {
  backend = await startTestBackend(config);
  bare = await startTestBackend(undefined);
});
afterAll(async () => {
  await Promise.all([backend.close(100), bare.close(100)]);
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => rmSync(marker, { force: true }));

interface Attempt {
  path?: string;
  protocols?: string[];
  headers?: Record<string, string>;
}

/** Opens a bridge socket; resolves with the HTTP status of a refusal, or 101 when it opened. */
function attempt(
  target: RunningBackend,
  options: Attempt = {},
  whileOpen: () => Promise<void> = async () => {},
): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(
      `ws://127.0.0.1:${target.port}${options.path ?? '/api/bridge/marker'}`,
      options.protocols ?? [BRIDGE_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${TEST_TOKEN}`],
      { headers: options.headers ?? {} },
    );
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      void whileOpen().then(() => {
        resolve(101);
        ws.close();
      });
    });
    ws.on('error', () => resolve(-1));
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the stdio bridge refuses before starting anything', () => {
  it('a correct request does start the configured server (the control for the refusals below)', async () => {
    const started = async () => {
      for (let i = 0; i < 50 && !existsSync(marker); i++) await settle();
    };
    expect(await attempt(backend, {}, started)).toBe(101);
    expect(existsSync(marker)).toBe(true);
    for (let i = 0; i < 50 && backend.bridge.sessions.size > 0; i++) await settle();
    expect(backend.bridge.sessions.size).toBe(0);
  });

  it.each<[string, Attempt, number]>([
    ['no token', { protocols: [BRIDGE_PROTOCOL] }, 401],
    ['a wrong token', { protocols: [BRIDGE_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${'w'.repeat(43)}`] }, 401],
    [
      'the token without the bridge subprotocol',
      { protocols: [`${TOKEN_PROTOCOL_PREFIX}${TEST_TOKEN}`] },
      401,
    ],
    ['a foreign Origin', { headers: { Origin: 'http://evil.example' } }, 403],
    ['a foreign Host', { headers: { Host: 'evil.example:80' } }, 403],
    ['an unknown server', { path: '/api/bridge/nope' }, 404],
    ['a command line instead of a name', { path: `/api/bridge/${encodeURIComponent('node -e 1')}` }, 404],
    ['an HTTP server by the bridge', { path: '/api/bridge/remote' }, 404],
    ['another path', { path: '/api/engine' }, 404],
  ])('%s → %s, no process', async (_what, options, status) => {
    expect(await attempt(backend, options)).toBe(status);
    await settle();
    expect(existsSync(marker)).toBe(false);
    expect(backend.bridge.sessions.size).toBe(0);
  });

  it('a backend started without a config starts nothing, whatever the page asks', async () => {
    expect(await attempt(bare)).toBe(404);
    expect(await attempt(bare, { path: '/api/bridge/everything' })).toBe(404);
    await settle();
    expect(existsSync(marker)).toBe(false);
    expect(bare.bridge.sessions.size).toBe(0);
    const listed = await call(bare.port, {
      path: '/api/servers',
      headers: { Authorization: `Bearer ${TEST_TOKEN}` },
    });
    expect(json(listed)).toEqual({ servers: [] });
  });
});

describe('/api/servers and the HTTP proxy', () => {
  const auth = { Authorization: `Bearer ${TEST_TOKEN}` };

  it('lists names and kinds only: no command, env, URL or header reaches the page', async () => {
    const listed = await call(backend.port, { path: '/api/servers', headers: auth });
    expect(listed.status).toBe(200);
    expect(json(listed)).toEqual({
      servers: [
        { name: 'marker', kind: 'stdio' },
        { name: 'remote', kind: 'http' },
      ],
    });
    expect(listed.body).not.toMatch(/writeFileSync|MARKER|9\/mcp|server-secret/);
  });

  it.each<[string, Record<string, string>, number]>([
    ['no token', {}, 401],
    ['a foreign Origin', { ...auth, Origin: 'http://evil.example' }, 403],
    ['a foreign Host', { ...auth, Host: 'evil.example' }, 403],
  ])('/api/servers with %s → %s', async (_what, headers, status) => {
    expect((await call(backend.port, { path: '/api/servers', headers })).status).toBe(status);
  });

  it.each<[string, string, Record<string, string>, number]>([
    ['no token', '/api/mcp/remote', {}, 401],
    ['an unknown server', '/api/mcp/nope', auth, 404],
    ['a stdio server', '/api/mcp/marker', auth, 404],
    ['a foreign Origin', '/api/mcp/remote', { ...auth, Origin: 'http://evil.example' }, 403],
  ])('the proxy with %s (%s) → %s', async (_what, path, headers, status) => {
    const answer = await call(backend.port, {
      method: 'POST',
      path,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    });
    expect(answer.status).toBe(status);
    await settle();
    expect(existsSync(marker)).toBe(false);
  });

  it('an unreachable configured server is a 502 that does not show its URL', async () => {
    const answer = await call(backend.port, {
      method: 'POST',
      path: '/api/mcp/remote',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    });
    expect(answer.status).toBe(502);
    expect(answer.body).toContain('cannot reach the server \\"remote\\"');
    expect(answer.body).not.toContain('9/mcp');
  });
});
