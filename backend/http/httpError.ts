// Errors the backend answers with `{"error": {"kind", "message"}}` (docs/engine-protocol.md, "HTTP
// (backend)"). Engine kinds keep their names so the worker's HTTP EngineClient can pass them through;
// the guard kinds exist only at this layer and the worker treats them as `internal`.
import type { ServerResponse } from 'node:http';
import type { EngineErrorKind } from '../../src/contracts';

export type HttpErrorKind = EngineErrorKind | 'unauthorized' | 'forbidden' | 'notFound' | 'methodNotAllowed';

/**
 * Status per kind. `internal` from the engine (crash, dead process, broken link) is the upstream's
 * failure, hence 502; a failure of the backend itself answers 500 (see `backendFailure`).
 */
export const STATUS_OF_ENGINE_ERROR: Readonly<Record<EngineErrorKind, number>> = {
  invalid: 400,
  tooLarge: 413,
  timeout: 504,
  // The request was not sent: the client may retry after RETRY_AFTER_BUSY_S (engineRoute.ts).
  busy: 503,
  internal: 502,
};

/** Seconds a client should wait after a `busy` 503: a queue of compiles drains within about that. */
export const RETRY_AFTER_BUSY_S = 1;

export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly kind: HttpErrorKind,
    message: string,
    /** Extra response headers (`Allow`, `WWW-Authenticate`). */
    readonly headers: Readonly<Record<string, string>> = {},
    /** Which rule refused the request, for a client and for metrics (hosted mode's refusals only). */
    readonly reason?: string,
  ) {
    super(message);
  }
}

export const backendFailure = (): HttpError => new HttpError(500, 'internal', 'backend failure');

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(bytes.length),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(bytes);
}

/** A read-only route: GET or HEAD, else 405 naming both. */
export function requireGetOrHead(req: { method?: string }): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    throw new HttpError(405, 'methodNotAllowed', 'use GET', { Allow: 'GET, HEAD' });
  }
}

export function sendError(res: ServerResponse, err: HttpError): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const reason = err.reason === undefined ? {} : { reason: err.reason };
  sendJson(res, err.status, { error: { kind: err.kind, message: err.message, ...reason } }, err.headers);
}
