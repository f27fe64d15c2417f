// The request checks of docs/engine-protocol.md, "HTTP (backend)". Each throws an HttpError; the server
// runs Host and Origin on every request (the page itself carries the token, so a DNS-rebinding page
// must not be able to read index.html either) and the bearer check on /api/engine.
import { HttpError } from './httpError';
import { bearerToken, tokensEqual } from './token';

/** The loopback names, as Host writes them (also groovymcp --http's, mcpHttp/requestChecks.ts). */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** The Host values this backend answers to: a loopback name with the port (DNS-rebinding guard). */
export function allowedHosts(port: number): ReadonlySet<string> {
  return new Set(LOOPBACK_HOSTS.map((host) => `${host}:${port}`));
}

/** The backend's own origins, under each loopback name it answers to. */
export function ownOrigins(port: number): string[] {
  return LOOPBACK_HOSTS.map((host) => `http://${host}:${port}`);
}

/**
 * `host` is every Host field line of the request (`req.headersDistinct.host`): node keeps only the
 * first in `req.headers`, but RFC 9112 §3.2 wants 400 for more than one, and two Hosts that two
 * parsers read differently are how a request is smuggled past a check. Such a connection is closed.
 */
export function checkHost(host: readonly string[] | undefined, allowed: ReadonlySet<string>): void {
  if (host !== undefined && host.length > 1) {
    throw new HttpError(400, 'invalid', 'exactly one Host header is allowed', { Connection: 'close' });
  }
  // Host names are case-insensitive; the port must be there and be ours.
  const value = host?.[0];
  if (value === undefined || !allowed.has(value.toLowerCase())) {
    throw new HttpError(403, 'forbidden', 'Host must be localhost, 127.0.0.1 or [::1] with the port');
  }
}

/** No Origin (same-origin navigation, curl) passes; a present one must be ours exactly. */
export function checkOrigin(origin: string | undefined, allowed: ReadonlySet<string>): void {
  if (origin !== undefined && !allowed.has(origin)) {
    throw new HttpError(403, 'forbidden', 'cross-origin requests are not allowed');
  }
}

export function checkBearer(authorization: string | undefined, token: string): void {
  const supplied = bearerToken(authorization);
  if (supplied === undefined || !tokensEqual(token, supplied)) {
    throw new HttpError(401, 'unauthorized', 'missing or wrong bearer token', {
      'WWW-Authenticate': 'Bearer realm="groovymcp"',
    });
  }
}
