// The official "everything" MCP server (@modelcontextprotocol/server-everything), for the any-server
// tests (docs/any-server.md): a backend with a config naming it, and a client over the bridge.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import WebSocket from 'ws';
import { startBackend, type RunningBackend } from '../backend/http/backendServer';
import { FakeEngine } from '../backend/http/testSupport';
import type { BridgeLimits } from '../backend/servers/bridgeSession';
import { ServersConfig } from '../backend/servers/serversConfig';
import { freePort } from './processes';
import type { McpClient, TrafficRow } from '../src/client';
import type { WebSocketFactory, WebSocketLike } from '../src/client/servers/bridgeTransport';

const require = createRequire(import.meta.url);

/** dist/index.js of the installed package (its `bin`). */
export const EVERYTHING_ENTRY = join(
  dirname(require.resolve('@modelcontextprotocol/server-everything/package.json')),
  'dist',
  'index.js',
);

export const TEST_TOKEN = 't'.repeat(43);

export function everythingConfig(extra: Record<string, unknown> = {}): ServersConfig {
  return ServersConfig.fromValue(
    {
      mcpServers: {
        everything: { command: process.execPath, args: [EVERYTHING_ENTRY, 'stdio'] },
        ...extra,
      },
    },
    process.cwd(),
  );
}

export function startTestBackend(
  servers: ServersConfig | undefined,
  bridgeLimits?: Partial<BridgeLimits>,
): Promise<RunningBackend> {
  return startBackend({
    engine: new FakeEngine(),
    token: TEST_TOKEN,
    port: 0,
    servers,
    bridgeLimits,
    log: () => {},
  });
}

/** `ws`'s client in the shape of the browser WebSocket the bridge transport uses. */
export const nodeWebSocket: WebSocketFactory = (url, protocols) =>
  new WebSocket(url, protocols) as unknown as WebSocketLike;

/** The everything server as a Streamable HTTP server on a free port, once it says it listens. */
export async function startEverythingOverHttp(): Promise<{ server: ChildProcess; port: number }> {
  const port = await freePort();
  const server = spawn(process.execPath, [EVERYTHING_ENTRY, 'streamableHttp'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let text = '';
    server.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('listening on port')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the everything server exited (${code}): ${text}`)));
  });
  return { server, port };
}

/** The client's messages once each has its schema verdict (the session separators are rows of their own, never linted). */
export async function lintedMessages(client: McpClient): Promise<readonly TrafficRow[]> {
  for (let i = 0; i < 400; i++) {
    const rows = client.traffic.getSnapshot().rows.filter((row) => row.mark === undefined);
    if (rows.every((row) => row.lint.status !== 'pending')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the lint never finished');
}
