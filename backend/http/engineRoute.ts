// POST /api/engine (docs/engine-protocol.md, "HTTP (backend)"): bearer check, bounded body, shape check,
// then one call to the EngineClient. Statuses per error kind are in STATUS_OF_ENGINE_ERROR.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EngineClient, EngineRequest, EngineResponse } from '../../src/contracts';
import { HttpError, RETRY_AFTER_BUSY_S, STATUS_OF_ENGINE_ERROR, backendFailure, sendJson } from './httpError';
import { parseEngineRequest } from './parseEngineRequest';
import { readBoundedBody } from './readBoundedBody';
import { checkBearer } from './requestGuards';

export interface EngineRouteContext {
  engine: EngineClient;
  token: string;
  maxBodyBytes: number;
  log: (line: string) => void;
}

export async function handleEngineRoute(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: EngineRouteContext,
): Promise<void> {
  const request = await readEngineRequest(req, ctx);
  return answerEngineRequest(res, request, ctx);
}

/** The method, the bearer token, the Content-Type, then the bounded body and its shape. */
export async function readEngineRequest(
  req: IncomingMessage,
  ctx: Pick<EngineRouteContext, 'token' | 'maxBodyBytes'>,
): Promise<EngineRequest> {
  if (req.method !== 'POST') {
    throw new HttpError(405, 'methodNotAllowed', 'use POST', { Allow: 'POST' });
  }
  // Authenticate before reading a byte of the body.
  checkBearer(req.headers.authorization, ctx.token);
  const contentType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (contentType !== 'application/json') {
    throw new HttpError(415, 'invalid', 'Content-Type must be application/json');
  }
  return parseEngineRequest(await readBoundedBody(req, ctx.maxBodyBytes));
}

/** One call to the engine, dropped if the page goes away, and its answer with the status of its kind. */
export async function answerEngineRequest(
  res: ServerResponse,
  request: EngineRequest,
  ctx: Pick<EngineRouteContext, 'engine' | 'log'>,
): Promise<void> {
  let response: EngineResponse;
  const started = performance.now();
  // The page dropped the call (an MCP cancel, docs/server.md §3): the engine drops it too.
  const gone = new AbortController();
  res.once('close', () => void (res.writableFinished || gone.abort()));
  try {
    response = await ctx.engine.request(request, { signal: gone.signal });
  } catch (err) {
    // The EngineClient contract says it never rejects; if it does, that is a backend bug.
    ctx.log(`engine client rejected: ${err instanceof Error ? `${err.name}: ${err.message}` : 'non-error'}`);
    throw backendFailure();
  }
  if (gone.signal.aborted) return; // no one to answer
  if (response.error !== undefined) {
    const { kind, message } = response.error;
    const status = STATUS_OF_ENGINE_ERROR[kind] ?? 502;
    const headers: Record<string, string> =
      kind === 'busy' ? { 'Retry-After': String(RETRY_AFTER_BUSY_S) } : {};
    sendJson(
      res,
      status,
      { error: { kind: status === 502 ? 'internal' : kind, message: String(message) } },
      headers,
    );
    return;
  }
  // `result` must survive JSON.stringify even when the engine answered nothing. Server-Timing says
  // how long the engine took, so a profiler (or bench:editor) can tell it from the HTTP hop
  // (docs/engine-protocol.md, "HTTP (backend)").
  const engineMs = (performance.now() - started).toFixed(2);
  sendJson(res, 200, { result: response.result ?? null }, { 'Server-Timing': `engine;dur=${engineMs}` });
}
