// POST /api/engine in hosted mode (docs/hosted.md): the local route's checks with this visitor's
// token (backend/http/engineRoute.ts), then what hosted mode adds before the engine is asked: text
// sources only, the buffer quotas, a place in the queue, and one of the visitor's compile slots.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerEngineRequest, readEngineRequest } from '../http/engineRoute';
import { HttpError } from '../http/httpError';
import type { HostedEngine } from './hostedEngine';
import { refuseFileSources } from './hostedOff';
import type { VisitorQuotas } from './quotas';
import type { Visitor } from './visitorSessions';

export interface HostedEngineRouteContext {
  readonly engine: HostedEngine;
  readonly quotas: VisitorQuotas;
  readonly maxBodyBytes: number;
  readonly log: (line: string) => void;
}

/** Seconds to wait after the queue was full: it drains by a few compiles a second at least. */
const RETRY_AFTER_FULL_S = 1;

export async function handleHostedEngineRoute(
  req: IncomingMessage,
  res: ServerResponse,
  visitor: Visitor,
  ctx: HostedEngineRouteContext,
): Promise<void> {
  const request = await readEngineRequest(req, { token: visitor.token, maxBodyBytes: ctx.maxBodyBytes });
  refuseFileSources(request);
  const textBytes = ctx.quotas.checkBuffers(request);
  // Checked here, in the same turn as the queue takes the request: nothing can fill it in between.
  const lane = ctx.engine.laneFor(textBytes);
  ctx.engine.admit(visitor, lane);
  if (lane.queue.full) {
    throw new HttpError(
      503,
      'busy',
      `the engine queue is full (every visitor's requests together); try again in ${RETRY_AFTER_FULL_S} s`,
      { 'Retry-After': String(RETRY_AFTER_FULL_S) },
      'queueFull',
    );
  }
  const release = ctx.quotas.enterCompile(visitor.id);
  try {
    await answerEngineRequest(res, request, { engine: ctx.engine.clientFor(visitor, lane), log: ctx.log });
  } finally {
    release();
  }
}
