// The routes hosted mode adds or answers its own way (docs/hosted.md, "Health, readiness and
// metrics"): GET /api/ready for a load balancer's readiness probe, GET /metrics for Prometheus,
// and GET /api/servers with the servers the operator allows and what hosted mode turns off.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HostedModeInfo, ServerListResponse } from '../../src/contracts';
import type { EngineStatus } from '../http/engineStatus';
import { HttpError, requireGetOrHead, sendJson } from '../http/httpError';
import { checkBearer } from '../http/requestGuards';
import type { ServersConfig } from '../servers/serversConfig';
import { METRICS_CONTENT_TYPE, type MetricsRegistry } from './metrics';

/** 200 while the engine answers; 503 while it starts, restarts or cannot start (and why). */
export function handleReadyRoute(req: IncomingMessage, res: ServerResponse, status: EngineStatus): void {
  requireGetOrHead(req);
  const ready = status.health === 'ready';
  const problem = status.startProblem?.message;
  sendJson(res, ready ? 200 : 503, {
    ready,
    engine: status.health,
    ...(problem === undefined ? {} : { problem }),
  });
}

export function handleMetricsRoute(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: { registry: MetricsRegistry; token: string | undefined },
): void {
  requireGetOrHead(req);
  if (ctx.token !== undefined) checkBearer(req.headers.authorization, ctx.token);
  const body = Buffer.from(ctx.registry.render(), 'utf8');
  res.writeHead(200, {
    'Content-Type': METRICS_CONTENT_TYPE,
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The allowed servers (names and kinds, as in local mode) and what is off; the visitor is authenticated already. */
export function handleHostedServersRoute(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: { servers: ServersConfig; hosted: HostedModeInfo },
): void {
  if (req.method !== 'GET') throw new HttpError(405, 'methodNotAllowed', 'use GET', { Allow: 'GET' });
  const body: ServerListResponse = { servers: ctx.servers.listing(), hosted: ctx.hosted };
  sendJson(res, 200, body);
}
