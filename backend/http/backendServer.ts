// The playground's HTTP server (docs/engine-protocol.md, "HTTP (backend)"; docs/ARCHITECTURE.md, "Data flow"):
// node:http only, loopback only. Every request passes the Host and Origin guards; then /api/engine,
// /api/health, or the built app.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleEngineRoute } from './engineRoute';
import type { SupervisedEngine } from './engineStatus';
import { HttpError } from './httpError';
import { handleHealthRoute } from './healthRoute';
import { MAX_ENGINE_BODY_BYTES } from './readBoundedBody';
import { allowedHosts, checkHost, checkOrigin, ownOrigins } from './requestGuards';
import { closeGracefully, listenOn, serveRoutes } from './serveRoutes';
import { StaticSite } from './staticSite';
import { DEFAULT_BRIDGE_LIMITS, type BridgeLimits } from '../servers/bridgeSession';
import { StdioBridge } from '../servers/bridgeUpgrade';
import { handleMcpProxyRoute, isProxyPath } from '../servers/mcpProxyRoute';
import { OAuthRegistry } from '../servers/oauth/oauthRegistry';
import { handleOAuthRoute, isOAuthPath } from '../servers/oauth/oauthRoutes';
import { handleClientMetadataRoute } from '../servers/oauth/clientMetadataDocument';
import { OAUTH_CLIENT_METADATA_PATH, TYPED_SERVER_PATH } from '../../src/contracts';
import { ServersConfig } from '../servers/serversConfig';
import { handleServersRoute } from '../servers/serversRoute';
import { handleTypedServerRoute } from '../servers/typedServerRoute';
import { startSandboxServer, type SandboxServer } from '../apps/sandboxServer';
import { APP_SANDBOX_PATH } from '../../src/contracts';

/** Loopback only: the engine endpoint must never be reachable from the network. */
export const LISTEN_HOST = '127.0.0.1';

export interface BackendOptions {
  engine: SupervisedEngine;
  token: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** The built app; undefined serves the API only (`npm run dev`, where Vite serves the page). */
  distDir?: string | undefined;
  /** Origins besides our own that may call the API: the Vite dev server in `npm run dev`. */
  extraOrigins?: readonly string[];
  maxBodyBytes?: number;
  log?: (line: string) => void;
  /** Other MCP servers the page may reach (docs/any-server.md); none without a config. */
  servers?: ServersConfig;
  /** The HTTP servers' authorizations (docs/any-server.md, "Authorization"); a fresh one by default. */
  oauth?: OAuthRegistry;
  /** The HTTPS URL this client's metadata document is published at: its client_id where servers take one. */
  clientMetadataUrl?: string | undefined;
  /** The stdio bridge's bounds and timers (docs/any-server.md, "Stdio bridge"); tests shorten them. */
  bridgeLimits?: Partial<BridgeLimits>;
}

export interface RunningBackend {
  readonly server: Server;
  readonly port: number;
  /** `http://127.0.0.1:<port>/` */
  readonly url: string;
  /** The stdio bridge's children (tests read their stats). */
  readonly bridge: StdioBridge;
  /** The HTTP servers' tokens and step logs (tests drop a token to see the refresh). */
  readonly oauth: OAuthRegistry;
  /** Stops accepting, lets in-flight requests finish (up to `graceMs`), then drops the rest. */
  close(graceMs?: number): Promise<void>;
}

const logToStderr = (line: string): void => {
  process.stderr.write(`groovymcp backend: ${line}\n`);
};

/** Where the page frames MCP Apps: the sandbox proxy page's URL (no token: it is not a secret). */
function sendSandboxUrl(res: ServerResponse, url: string): void {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ url }));
}

export async function startBackend(options: BackendOptions): Promise<RunningBackend> {
  const log = options.log ?? logToStderr;
  const site =
    options.distDir === undefined ? undefined : await StaticSite.open(options.distDir, options.token);
  const server = createServer({
    // Small JSON answers on a keep-alive connection must not wait for Nagle (node's default too).
    noDelay: true,
    // Loopback uploads take milliseconds; these only bound a client that stalls on purpose.
    headersTimeout: 10_000,
    requestTimeout: 30_000,
  });
  // The worker issues bursts of requests while a person types: keep idle connections a while.
  server.keepAliveTimeout = 30_000;

  let guards: { hosts: ReadonlySet<string>; origins: ReadonlySet<string> } | undefined;
  const guardsFor = (): NonNullable<typeof guards> => {
    if (guards === undefined) {
      const port = (server.address() as AddressInfo).port;
      guards = {
        hosts: allowedHosts(port),
        origins: new Set([...ownOrigins(port), ...(options.extraOrigins ?? [])]),
      };
    }
    return guards;
  };

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { hosts, origins } = guardsFor();
    checkHost(req.headersDistinct.host, hosts);
    checkOrigin(req.headers.origin, origins);
    const path = (req.url ?? '/').split(/[?#]/, 1)[0]!;
    if (path === '/api/engine') {
      return handleEngineRoute(req, res, {
        engine: options.engine,
        token: options.token,
        maxBodyBytes: options.maxBodyBytes ?? MAX_ENGINE_BODY_BYTES,
        log,
      });
    }
    if (path === '/api/health') return handleHealthRoute(req, res, options.engine);
    if (path === `/${APP_SANDBOX_PATH}`) return sendSandboxUrl(res, sandbox.pageUrl);
    if (path === '/api/servers') return handleServersRoute(req, res, { token: options.token, servers });
    if (path === `/${TYPED_SERVER_PATH}`) {
      return handleTypedServerRoute(req, res, { token: options.token, servers });
    }
    if (isProxyPath(path)) {
      return handleMcpProxyRoute(req, res, path, { token: options.token, servers, log, oauth });
    }
    if (isOAuthPath(path)) return handleOAuthRoute(req, res, path, { token: options.token, servers, oauth });
    if (path === `/${OAUTH_CLIENT_METADATA_PATH}`) {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : options.port;
      return handleClientMetadataRoute(req, res, { url: options.clientMetadataUrl, port });
    }
    if (path === '/api' || path.startsWith('/api/') || site === undefined) {
      throw new HttpError(404, 'notFound', 'not found');
    }
    return site.serve(req, res);
  };

  const servers = options.servers ?? ServersConfig.empty();
  // MCP Apps render on this second origin (docs/playground.md, "MCP Apps"); the page may frame it.
  const sandbox: SandboxServer = await startSandboxServer(() => [...guardsFor().origins]);
  const oauth = options.oauth ?? new OAuthRegistry({ clientMetadataUrl: options.clientMetadataUrl });
  const bridge = new StdioBridge(() => ({ ...guardsFor(), token: options.token, servers }), {
    ...DEFAULT_BRIDGE_LIMITS,
    ...options.bridgeLimits,
  });
  server.on('upgrade', (req, socket, head: Buffer) => bridge.handleUpgrade(req, socket, head));

  serveRoutes(server, route, log);
  const port = await listenOn(server, options.port, LISTEN_HOST);

  return {
    server,
    port,
    url: `http://${LISTEN_HOST}:${port}/`,
    bridge,
    oauth,
    close: async (graceMs = 2_000) => {
      // Bridged children end with the backend (SIGTERM to each group now, SIGKILL after a grace).
      const children = bridge.closeAll();
      await sandbox.close();
      await closeGracefully(server, graceMs);
      await children;
    },
  };
}
