// The checks every request to the MCP endpoint passes before anything is read (docs/http.md §4):
// on loopback, Host and Origin must name this machine (a web page that rebinds its own name to
// 127.0.0.1 sends its own name as Host and its own origin as Origin); with a token configured, the
// bearer token must match, compared in constant time (backend/http/token.ts).
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { LOOPBACK_HOSTS } from '../http/requestGuards';
import { bearerToken, tokensEqual } from '../http/token';
import { TRANSPORT_ERROR, TransportRefusal } from './httpReplies';

export interface RequestCheckOptions {
  /** Listening on loopback: Host and Origin are checked. */
  loopback: boolean;
  /** The listening host and the real port (after `listen`), for the accepted Host values. */
  host: string;
  port: number;
  /** The bearer token from `--token-file`, if any. */
  token: string | undefined;
}

/** `name` or `name:port` for each loopback name and the listening host: what Host may say. */
export function acceptedHosts(host: string, port: number): ReadonlySet<string> {
  const own = isIP(host) === 6 ? `[${host.toLowerCase()}]` : host.toLowerCase();
  const names = new Set<string>([...LOOPBACK_HOSTS, own]);
  return new Set([...names].flatMap((name) => [name, `${name}:${port}`]));
}

export class RequestChecks {
  private readonly hosts: ReadonlySet<string>;

  constructor(private readonly options: RequestCheckOptions) {
    this.hosts = acceptedHosts(options.host, options.port);
  }

  /** Throws the refusal to answer, or returns when the request may go on. */
  check(req: IncomingMessage): void {
    if (this.options.loopback) {
      const hosts = req.headersDistinct.host;
      // Two Host lines that two parsers read differently are how a request is smuggled past a check.
      if (hosts === undefined || hosts.length !== 1 || !this.hosts.has(hosts[0]!.toLowerCase())) {
        throw forbidden('Host must be localhost, 127.0.0.1 or [::1] (with this port)');
      }
      const origin = req.headers.origin;
      if (origin !== undefined && !this.isOwnOrigin(origin)) {
        throw forbidden('Origin must be localhost, 127.0.0.1 or [::1] (with this port)');
      }
    }
    const token = this.options.token;
    if (token !== undefined) {
      const supplied = bearerToken(req.headers.authorization);
      if (supplied === undefined || !tokensEqual(token, supplied)) {
        throw new TransportRefusal(
          401,
          TRANSPORT_ERROR.refused,
          'Unauthorized: missing or wrong bearer token',
          {
            'WWW-Authenticate': 'Bearer realm="groovymcp"',
          },
        );
      }
    }
  }

  /**
   * Whose tasks a stateless request (already checked) may see (docs/http.md §3): with a token, its
   * holder's, named by the token's hash (never the token itself); without one, anyone who may reach
   * the endpoint is the same client.
   */
  taskOwner(req: IncomingMessage): string {
    const supplied = this.options.token === undefined ? undefined : bearerToken(req.headers.authorization);
    return supplied === undefined
      ? 'stateless'
      : `stateless:${createHash('sha256').update(supplied, 'utf8').digest('base64url')}`;
  }

  private isOwnOrigin(origin: string): boolean {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false; // "null" (a sandboxed page, a file) and anything unreadable
    }
    return (url.protocol === 'http:' || url.protocol === 'https:') && this.hosts.has(url.host.toLowerCase());
  }
}

const forbidden = (message: string): TransportRefusal =>
  new TransportRefusal(403, TRANSPORT_ERROR.refused, `Forbidden: ${message}`);
