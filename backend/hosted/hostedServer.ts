// The playground served to a room of people (docs/hosted.md): `npm start -- --hosted [HOST:]PORT`.
// The same page, engine route and proxy as local mode (backend/http/backendServer.ts), with each
// visitor's own session (visitorSessions.ts) in place of the one launch token, the features that
// act with the host's rights turned off (hostedOff.ts), per-visitor quotas (quotas.ts), a fair
// engine queue (fairQueue.ts), and /api/ready and /metrics for whatever runs it.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { SupervisedEngine } from '../http/engineStatus';
import { HttpError } from '../http/httpError';
import { handleHealthRoute } from '../http/healthRoute';
import { closeGracefully, listenOn, serveRoutes } from '../http/serveRoutes';
import { MAX_ENGINE_BODY_BYTES } from '../http/readBoundedBody';
import { StaticSite } from '../http/staticSite';
import { handleMcpProxyRoute, isProxyPath } from '../servers/mcpProxyRoute';
import { ServersConfig } from '../servers/serversConfig';
import { FairQueue } from './fairQueue';
import { HostedEngine } from './hostedEngine';
import { handleHostedEngineRoute } from './hostedEngineRoute';
import { checkSameOrigin, hostOf, reachedOverHttps } from './hostedGuards';
import { HostedLaunchError, type HostedOptions } from './hostedLaunchOptions';
import { hostedMetrics, type HostedMetrics } from './hostedMetrics';
import { hostedModeInfo, hostedOff, offFeatureOf } from './hostedOff';
import { handleHostedServersRoute, handleMetricsRoute, handleReadyRoute } from './hostedRoutes';
import { VisitorQuotas } from './quotas';
import { VisitorSessions } from './visitorSessions';

export interface HostedBackendOptions {
  engine: SupervisedEngine;
  /** The bulk lane's engine, for requests over `hosted.bulkBytes` (hostedEngine.ts); none: one lane. */
  bulkEngine?: SupervisedEngine;
  hosted: HostedOptions;
  /** The session secret (sessionSecret.ts). */
  secretKey: Buffer;
  /** The built app: it hands each visitor its cookie and token. */
  distDir: string;
  maxBodyBytes?: number;
  log?: (line: string) => void;
  /** Milliseconds now, for the quotas' buckets and the cookies' age (tests move it). */
  nowMs?: () => number;
}

export interface RunningHostedBackend {
  readonly server: Server;
  readonly port: number;
  /** `http://<listen host>:<port>/` */
  readonly url: string;
  readonly metrics: HostedMetrics;
  readonly engine: HostedEngine;
  close(graceMs?: number): Promise<void>;
}

/** The WebSocket upgrades local mode serves (the stdio bridge) are all off here: a 403 that says so. */
function refuseUpgrade(socket: Duplex): void {
  const error = hostedOff('stdioBridge');
  const body = JSON.stringify({ error: { kind: error.kind, message: error.message, reason: error.reason } });
  socket.end(
    `HTTP/1.1 403 Forbidden\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export async function startHostedBackend(options: HostedBackendOptions): Promise<RunningHostedBackend> {
  const log = options.log ?? ((line: string) => process.stderr.write(`groovymcp backend: ${line}\n`));
  const { engine: supervised, hosted } = options;
  const nowMs = options.nowMs ?? Date.now;
  // The launch token is never used here: each visitor's page gets its own (servePage).
  const site = await StaticSite.open(options.distDir, '');
  if (site === undefined) {
    throw new HostedLaunchError(`hosted mode serves the built app, and ${options.distDir} holds none`);
  }
  const sessions = new VisitorSessions(options.secretKey, nowMs);
  const quotas = new VisitorQuotas(hosted.quotas, nowMs);
  const queue = new FairQueue({ concurrency: hosted.engineSlots, maxWaiting: hosted.maxWaiting });
  // One bulk compile at a time: its JVM runs at the lowest CPU priority, so it takes what is idle.
  const bulk =
    options.bulkEngine === undefined || hosted.bulkBytes === 0
      ? undefined
      : {
          engine: options.bulkEngine,
          queue: new FairQueue({ concurrency: 1, maxWaiting: hosted.maxWaiting }),
          minBytes: hosted.bulkBytes,
        };
  const metrics = hostedMetrics({
    activeVisitors: () => quotas.activeVisitors(),
    queues: bulk === undefined ? [queue] : [queue, bulk.queue],
    engines: bulk === undefined ? [supervised] : [supervised, bulk.engine],
  });
  const hostedEngine = new HostedEngine({ engine: supervised, queue }, metrics.compileSeconds, bulk);
  const servers = ServersConfig.fromValue(
    {
      mcpServers: Object.fromEntries(
        hosted.allowedHttpServers.map(({ name, url }) => [name, { type: 'http', url }]),
      ),
    },
    process.cwd(),
    'the allowed HTTP servers',
  );
  const info = hostedModeInfo(hosted.allowedHttpServers.map(({ name }) => name));

  const servePage = (req: IncomingMessage, res: ServerResponse): Promise<void> =>
    site.serve(req, res, () => {
      let visitor = sessions.fromCookieHeader(req.headers.cookie);
      if (visitor === undefined) {
        visitor = sessions.mint();
        metrics.visitorsIssued.inc();
      }
      return {
        token: visitor.token,
        headers: { 'Set-Cookie': sessions.setCookie(visitor, reachedOverHttps(req)) },
      };
    });

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    checkSameOrigin(req, hostOf(req));
    const path = (req.url ?? '/').split(/[?#]/, 1)[0]!;
    if (path === '/api/health') return handleHealthRoute(req, res, supervised);
    if (path === '/api/ready') return handleReadyRoute(req, res, supervised);
    if (path === '/metrics')
      return handleMetricsRoute(req, res, { registry: metrics.registry, token: hosted.metricsToken });
    const off = offFeatureOf(path, (name) => servers.configured(name));
    if (off !== undefined) throw hostedOff(off);
    if (path !== '/api' && !path.startsWith('/api/')) return servePage(req, res);
    const visitor = sessions.authenticate(req);
    quotas.admitRequest(visitor.id);
    if (path === '/api/engine') {
      const maxBodyBytes = options.maxBodyBytes ?? MAX_ENGINE_BODY_BYTES;
      return handleHostedEngineRoute(req, res, visitor, { engine: hostedEngine, quotas, maxBodyBytes, log });
    }
    if (path === '/api/servers') return handleHostedServersRoute(req, res, { servers, hosted: info });
    // No OAuth registry: no token is ever kept or added for a visitor (hostedOff.ts, `oauth`).
    if (isProxyPath(path)) return handleMcpProxyRoute(req, res, path, { token: visitor.token, servers, log });
    throw new HttpError(404, 'notFound', 'not found');
  };

  const server = createServer({ noDelay: true, headersTimeout: 10_000, requestTimeout: 30_000 });
  server.keepAliveTimeout = 30_000;
  server.on('upgrade', (_req: IncomingMessage, socket: Duplex) => {
    metrics.rejections.inc({ reason: 'hostedOff' });
    refuseUpgrade(socket);
  });
  serveRoutes(server, route, log, (httpError) => {
    const reason = httpError.reason ?? (httpError.status === 401 ? 'unauthorized' : undefined);
    if (reason !== undefined) metrics.rejections.inc({ reason });
  });
  const port = await listenOn(server, hosted.port, hosted.listenHost);
  const shownHost = hosted.listenHost.includes(':') ? `[${hosted.listenHost}]` : hosted.listenHost;
  return {
    server,
    port,
    url: `http://${shownHost}:${port}/`,
    metrics,
    engine: hostedEngine,
    close: (graceMs = 2_000) => closeGracefully(server, graceMs),
  };
}
