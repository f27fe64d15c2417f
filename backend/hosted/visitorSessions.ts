// Visitor sessions of hosted mode (docs/hosted.md, "Sessions and cookies"). Each visitor is a random
// id carried in an HttpOnly, SameSite=Strict cookie signed with the session secret; the page token
// the backend puts in index.html is an HMAC of that id. An API request passes only with a valid
// cookie and the page token of that cookie's visitor, so a token copied into another browser, a
// cookie swapped between two, or an id made up are all refused. Nothing is stored: any replica with
// the same secret checks both (docs/ARCHITECTURE.md, "Scaling out").
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http/httpError';
import { bearerToken, tokensEqual } from '../http/token';
import { visitorNamespace } from './uriNamespace';

export const VISITOR_COOKIE = 'groovymcp_visitor';
/** A visitor keeps its id this long after its last page load (each load renews the cookie). */
export const COOKIE_MAX_AGE_S = 24 * 60 * 60;
/** Clocks of replicas may differ a little: an issue time this far ahead still counts. */
const CLOCK_SKEW_S = 60;

const ID = /^[A-Za-z0-9_-]{22}$/;
const ISSUED = /^\d{1,12}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;

export interface Visitor {
  /** 128 random bits, base64url; only ever in the HttpOnly cookie, never in the page. */
  readonly id: string;
  /** The page token of this visitor: `Authorization: Bearer <token>` on every API request. */
  readonly token: string;
  /** Prefixed to this visitor's buffer URIs before they reach the engine (uriNamespace.ts). */
  readonly namespace: string;
}

const unauthorized = (message: string): HttpError =>
  new HttpError(401, 'unauthorized', message, { 'WWW-Authenticate': 'Bearer realm="groovymcp"' });

/** Every value of `name` in a Cookie header (a browser may send the same name twice). */
export function cookieValues(header: string | undefined, name: string): string[] {
  const values: string[] = [];
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    values.push(pair.slice(at + 1).trim());
  }
  return values;
}

export class VisitorSessions {
  constructor(
    private readonly key: Buffer,
    private readonly nowMs: () => number = Date.now,
  ) {}

  /** A new visitor, for a page load without a valid cookie. */
  mint(): Visitor {
    return this.visitor(randomBytes(16).toString('base64url'));
  }

  /** The visitor of a valid cookie in `header`, or undefined. */
  fromCookieHeader(header: string | undefined): Visitor | undefined {
    for (const value of cookieValues(header, VISITOR_COOKIE)) {
      const id = this.verify(value);
      if (id !== undefined) return this.visitor(id);
    }
    return undefined;
  }

  /**
   * The Set-Cookie header that (re)issues `visitor`'s cookie, valid for COOKIE_MAX_AGE_S from now.
   * `secure` when the page was reached over https (directly or behind a proxy that says so).
   */
  setCookie(visitor: Visitor, secure: boolean): string {
    const issued = String(Math.floor(this.nowMs() / 1000));
    const value = `${visitor.id}.${issued}.${this.mac('cookie', `${visitor.id}.${issued}`)}`;
    const attributes = [`Max-Age=${COOKIE_MAX_AGE_S}`, 'Path=/', 'HttpOnly', 'SameSite=Strict'];
    if (secure) attributes.push('Secure');
    return [`${VISITOR_COOKIE}=${value}`, ...attributes].join('; ');
  }

  /**
   * The visitor of an API request: a valid cookie, and the bearer token of that cookie's visitor.
   * A 401 either way; the page's worker then reads the page again (which renews the cookie and
   * hands over the matching token) and retries once.
   */
  authenticate(req: IncomingMessage): Visitor {
    const visitor = this.fromCookieHeader(req.headers.cookie);
    if (visitor === undefined) {
      throw unauthorized('no valid visitor cookie: load the page again to get one');
    }
    const supplied = bearerToken(req.headers.authorization);
    if (supplied === undefined || !tokensEqual(visitor.token, supplied)) {
      throw unauthorized("missing bearer token, or not this visitor's");
    }
    return visitor;
  }

  private visitor(id: string): Visitor {
    return {
      id,
      token: this.mac('page-token', id),
      namespace: visitorNamespace(
        Buffer.from(this.mac('namespace', id), 'base64url').toString('hex').slice(0, 16),
      ),
    };
  }

  /** The id a cookie value carries, if its MAC is right and it has not expired. */
  private verify(value: string): string | undefined {
    const [id, issued, mac, ...rest] = value.split('.');
    if (rest.length > 0 || !ID.test(id ?? '') || !ISSUED.test(issued ?? '') || !MAC.test(mac ?? '')) {
      return undefined;
    }
    const expected = Buffer.from(this.mac('cookie', `${id}.${issued}`), 'utf8');
    if (!timingSafeEqual(expected, Buffer.from(mac!, 'utf8'))) return undefined;
    const age = Math.floor(this.nowMs() / 1000) - Number(issued);
    return age <= COOKIE_MAX_AGE_S && age >= -CLOCK_SKEW_S ? id : undefined;
  }

  /** HMAC-SHA256 under the session secret, with a label so that no value passes for another. */
  private mac(label: string, data: string): string {
    return createHmac('sha256', this.key).update(`${label}\0${data}`, 'utf8').digest('base64url');
  }
}
