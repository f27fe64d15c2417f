// Host and Origin in hosted mode (docs/hosted.md, "Security model"). Local mode pins Host to a
// loopback name against DNS rebinding; a hosted backend answers to whatever public name the
// operator gives it, so Host is free but must be one header, and a browser's Origin, when sent,
// must be this very host: no other site's page may call the API, even with no cookie to use.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { HttpError } from '../http/httpError';

const first = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim().toLowerCase() || undefined;

/** Exactly one Host header (RFC 9112 §3.2, as local mode); its value, lower case. */
export function hostOf(req: IncomingMessage): string {
  const hosts = req.headersDistinct.host;
  if (hosts === undefined || hosts.length !== 1 || hosts[0] === '') {
    throw new HttpError(400, 'invalid', 'exactly one Host header is required', { Connection: 'close' });
  }
  return hosts[0]!.toLowerCase();
}

/**
 * No Origin (a navigation, curl) passes; a present one must name the host the request was sent to,
 * as the browser saw it: Host, or X-Forwarded-Host where a proxy in front rewrote Host.
 */
export function checkSameOrigin(req: IncomingMessage, host: string): void {
  const origin = req.headers.origin;
  if (origin === undefined) return;
  const originHost = URL.canParse(origin) ? new URL(origin).host.toLowerCase() : undefined;
  if (
    originHost !== undefined &&
    (originHost === host || originHost === first(req.headers['x-forwarded-host']))
  ) {
    return;
  }
  throw new HttpError(403, 'forbidden', 'cross-origin requests are not allowed');
}

/** Whether the browser reached the page over https: TLS here, or a proxy in front that says so. */
export function reachedOverHttps(req: IncomingMessage): boolean {
  return (
    (req.socket as Partial<TLSSocket>).encrypted === true ||
    first(req.headers['x-forwarded-proto']) === 'https'
  );
}
