// server-everything reachable the three ways the playground reaches a server (docs/any-server.md):
// a child of the test over stdio, a child of the backend's stdio bridge, and Streamable HTTP behind
// the backend's proxy. One call sets up the suite's hooks: the HTTP server and a backend whose config
// names both, and the per-test cleanups (children closed, bridged and HTTP sessions reset).
import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { RunningBackend } from '../backend/http/backendServer';
import { ServersConfig } from '../backend/servers/serversConfig';
import type { LineTransport } from '../src/client/wire/lineTransport';
import { McpClient } from '../src/client/mcpClient';
import type { CapabilityFlags, Revision } from '../src/client/connection/revisions';
import { bridgeTransport } from '../src/client/servers/bridgeTransport';
import { ServerLog } from '../src/client/servers/serverLog';
import { streamableHttpTransport } from '../src/client/servers/streamableHttpTransport';
import {
  EVERYTHING_ENTRY,
  nodeWebSocket,
  startEverythingOverHttp,
  startTestBackend,
  TEST_TOKEN,
} from './everythingServer';
import { inProcessLint } from './inProcessLint';
import { everythingServer } from './stdioLineTransport';

/** How the lines reach the server. */
export type Route = 'stdio' | 'bridge' | 'http';

export interface RouteTransport {
  readonly transport: LineTransport;
  /** The server's stderr so far: the child's, the bridge's Server log, or nothing over HTTP. */
  readonly stderr: () => string;
}

export interface EverythingRoutes {
  transportFor(route: Route): RouteTransport;
  /**
   * A client connected over `route` under `revision`; `beforeConnect` may set it up first (roots).
   * A reset after the test ends a bridged child or an HTTP session.
   */
  connected(
    route: Route,
    revision: Revision,
    flags: CapabilityFlags,
    beforeConnect?: (client: McpClient) => Promise<void>,
  ): Promise<McpClient>;
  /** The stderr of the server the last transport reached. */
  stderr(): string;
}

/** Registers the suite's hooks; call it at the top level of a test file. */
export function everythingOnEveryRoute(): EverythingRoutes {
  let backend: RunningBackend;
  let httpServer: ChildProcess;
  const cleanups: (() => Promise<void>)[] = [];
  let lastStderr = () => '';
  beforeAll(async () => {
    const started = await startEverythingOverHttp();
    httpServer = started.server;
    const servers = {
      everything: { command: process.execPath, args: [EVERYTHING_ENTRY, 'stdio'] },
      remote: { url: `http://127.0.0.1:${started.port}/mcp` },
    };
    backend = await startTestBackend(ServersConfig.fromValue({ mcpServers: servers }, process.cwd()));
  });
  afterAll(async () => {
    await backend.close(100);
    httpServer.kill();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  const transportFor = (route: Route): RouteTransport => {
    const made = makeTransport(route);
    lastStderr = made.stderr;
    return made;
  };
  const makeTransport = (route: Route): RouteTransport => {
    if (route === 'stdio') {
      const transport = everythingServer();
      cleanups.push(() => transport.close());
      return { transport, stderr: transport.stderr };
    }
    const log = new ServerLog();
    // The HTTP server is no child of anyone here: no stderr to read.
    if (route === 'http')
      return {
        transport: streamableHttpTransport({ baseUrl: backend.url, name: 'remote', token: TEST_TOKEN, log }),
        stderr: () => '',
      };
    return {
      transport: bridgeTransport({
        baseUrl: backend.url,
        name: 'everything',
        token: TEST_TOKEN,
        log,
        webSocket: nodeWebSocket,
      }),
      stderr: () =>
        log
          .get()
          .map((entry) => entry.text)
          .join('\n'),
    };
  };

  const connected: EverythingRoutes['connected'] = async (route, revision, flags, beforeConnect) => {
    const client = new McpClient({ transport: transportFor(route).transport, lint: inProcessLint });
    // The stdio child is ended by its transport's cleanup.
    if (route !== 'stdio') cleanups.push(() => client.reset());
    await beforeConnect?.(client);
    const status = await client.connect(revision, flags);
    expect(status).toMatchObject({ state: 'connected', revision });
    return client;
  };

  return { transportFor, connected, stderr: () => lastStderr() };
}
