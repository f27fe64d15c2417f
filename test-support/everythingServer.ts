// The official "everything" MCP server (@modelcontextprotocol/server-everything), for the any-server
// tests (docs/any-server.md): a backend with a config naming it, and a client over the bridge.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import WebSocket from 'ws';
import { startBackend, type RunningBackend } from '../backend/http/backendServer';
import { FakeEngine } from '../backend/http/testSupport';
import { ServersConfig } from '../backend/servers/serversConfig';
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

export function startTestBackend(servers: ServersConfig | undefined): Promise<RunningBackend> {
  return startBackend({ engine: new FakeEngine(), token: TEST_TOKEN, port: 0, servers, log: () => {} });
}

/** `ws`'s client in the shape of the browser WebSocket the bridge transport uses. */
export const nodeWebSocket: WebSocketFactory = (url, protocols) =>
  new WebSocket(url, protocols) as unknown as WebSocketLike;
