// The dev wiring end to end: a real Vite dev server with the plugin, in front of a real backend
// (fake engine). The page gets the token; /api goes through the proxy and passes the Host, Origin
// and token checks.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from './backendServer';
import type { RunningBackend } from './backendServer';
import { FakeEngine } from '../../test-support/fakeEngine';
import WebSocket from 'ws';
import { BRIDGE_PROTOCOL, TOKEN_META_NAME, TOKEN_PROTOCOL_PREFIX } from '../../src/contracts';
import { ServersConfig } from '../servers/serversConfig';
import { freePort } from '../../test-support/processes';
import { createToken } from './token';
import { groovymcpDevBackend } from './viteDevBackendPlugin';

const token = createToken();
let root: string;
let vite: ViteDevServer;
let backend: RunningBackend;
let viteOrigin: string;

/** A port that was free a moment ago (Vite must know it before the backend can allow its origin). */
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'groovymcp-vite-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body></body></html>',
  );
  const vitePort = await freePort();
  viteOrigin = `http://127.0.0.1:${vitePort}`;
  backend = await startBackend({
    engine: new FakeEngine(),
    token,
    port: 0,
    extraOrigins: [viteOrigin],
    log: () => {},
    // A stdio server that echoes its lines: the bridge's WebSocket through Vite's proxy.
    servers: ServersConfig.fromValue(
      {
        mcpServers: {
          echo: { command: process.execPath, args: ['-e', 'process.stdin.pipe(process.stdout)'] },
        },
      },
      root,
    ),
  });
  vite = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: vitePort, strictPort: true },
    // Twice on purpose: dev.mjs adds it inline and vite.config.ts may add it too.
    plugins: [groovymcpDevBackend({ backendUrl: backend.url, token }), groovymcpDevBackend({ token })],
  });
  await vite.listen();
});

afterAll(async () => {
  await vite?.close();
  await backend?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('groovymcpDevBackend', () => {
  it('puts exactly one token meta in the page', async () => {
    const html = await (await fetch(`${viteOrigin}/`)).text();
    expect(html.split(`name="${TOKEN_META_NAME}"`)).toHaveLength(2);
    expect(html).toContain(`content="${token}"`);
  });

  it('proxies /api/engine through the backend checks', async () => {
    const r = await fetch(`${viteOrigin}/api/engine`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: viteOrigin },
      body: JSON.stringify({ op: 'ping' }),
    });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ result: {} });
  });

  it('still refuses a missing token through the proxy', async () => {
    const r = await fetch(`${viteOrigin}/api/engine`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: viteOrigin },
      body: '{"op":"ping"}',
    });
    expect(r.status).toBe(401);
  });

  it('proxies the stdio bridge WebSocket (docs/any-server.md, "Stdio bridge")', async () => {
    const ws = new WebSocket(
      `${viteOrigin.replace('http:', 'ws:')}/api/bridge/echo`,
      [BRIDGE_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${token}`],
      { headers: { origin: viteOrigin } },
    );
    const echoed = new Promise<string>((resolve, reject) => {
      ws.on('message', (data, isBinary) => {
        if (isBinary) resolve(String(data));
      });
      ws.on('error', reject);
    });
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(Buffer.from('{"jsonrpc":"2.0","method":"x"}'), { binary: true });
    expect(await echoed).toBe('{"jsonrpc":"2.0","method":"x"}');
    ws.close();
    // Without the proxy's `ws`, the upgrade is left hanging: fail in seconds, not at the suite's limit.
  }, 10_000);

  it('does nothing in a build', () => {
    expect(groovymcpDevBackend({ token }).apply).toBe('serve');
  });
});
