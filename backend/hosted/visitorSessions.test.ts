// Visitor cookies and page tokens (docs/hosted.md, "Sessions and cookies"), without a server: what
// a cookie says, and every way a forged, swapped, stale or foreign one is refused.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/httpError';
import { isAcceptableToken } from '../http/token';
import { COOKIE_MAX_AGE_S, VISITOR_COOKIE, VisitorSessions, cookieValues } from './visitorSessions';

const key = randomBytes(32);
let now = Date.UTC(2026, 6, 1);
const sessions = new VisitorSessions(key, () => now);

const valueOf = (setCookie: string): string => setCookie.split(';')[0]!.slice(VISITOR_COOKIE.length + 1);
const request = (headers: Record<string, string>): IncomingMessage =>
  ({ headers }) as unknown as IncomingMessage;

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new TypeError('expected a refusal');
}

describe('VisitorSessions', () => {
  it('mints distinct visitors with strong page tokens and a namespace that ends the script name intact', () => {
    const a = sessions.mint();
    const b = sessions.mint();
    expect(a.id).not.toBe(b.id);
    expect(a.token).not.toBe(b.token);
    expect(isAcceptableToken(a.token)).toBe(true);
    expect(a.namespace).toMatch(/^hosted-visitor-[0-9a-f]{16}:$/);
    expect(a.namespace).not.toContain(a.id);
    expect(a.token).not.toContain(a.id);
  });

  it('issues an HttpOnly, SameSite=Strict cookie for the whole site, Secure over https', () => {
    const visitor = sessions.mint();
    const plain = sessions.setCookie(visitor, false);
    expect(plain).toMatch(new RegExp(`^${VISITOR_COOKIE}=[\\w-]{22}\\.\\d+\\.[\\w-]{43}; `));
    expect(plain).toContain('; HttpOnly');
    expect(plain).toContain('; SameSite=Strict');
    expect(plain).toContain('; Path=/');
    expect(plain).toContain(`; Max-Age=${COOKIE_MAX_AGE_S}`);
    expect(plain).not.toContain('Secure');
    expect(sessions.setCookie(visitor, true)).toMatch(/; Secure$/);
  });

  it('reads its own cookie back as the same visitor, among other cookies', () => {
    const visitor = sessions.mint();
    const value = valueOf(sessions.setCookie(visitor, false));
    expect(sessions.fromCookieHeader(`a=1; ${VISITOR_COOKIE}=${value}; b=2`)).toEqual(visitor);
    expect(sessions.fromCookieHeader(`${VISITOR_COOKIE}=junk; ${VISITOR_COOKIE}=${value}`)).toEqual(visitor);
  });

  it('refuses a cookie with any part changed, made up, or signed with another secret', () => {
    const visitor = sessions.mint();
    const value = valueOf(sessions.setCookie(visitor, false));
    const [id, issued, mac] = value.split('.') as [string, string, string];
    const other = sessions.mint();
    const flip = (s: string): string => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const forged = [
      `${other.id}.${issued}.${mac}`, // another id under this MAC: a guessed or swapped id
      `${id}.${Number(issued) + 1}.${mac}`, // a later issue time
      `${id}.${issued}.${flip(mac)}`,
      `${id}.${issued}.${randomBytes(32).toString('base64url')}`,
      `${id}.${issued}`,
      `${value}.extra`,
      '',
      `${id}..${mac}`,
    ];
    for (const bad of forged)
      expect(sessions.fromCookieHeader(`${VISITOR_COOKIE}=${bad}`), bad).toBeUndefined();
    const elsewhere = new VisitorSessions(randomBytes(32), () => now);
    expect(elsewhere.fromCookieHeader(`${VISITOR_COOKIE}=${value}`)).toBeUndefined();
    expect(new VisitorSessions(key, () => now).fromCookieHeader(`${VISITOR_COOKIE}=${value}`)).toEqual(
      visitor,
    );
  });

  it('refuses a cookie older than its max age, or issued well in the future', () => {
    const visitor = sessions.mint();
    const value = valueOf(sessions.setCookie(visitor, false));
    const header = `${VISITOR_COOKIE}=${value}`;
    const issuedAt = now;
    now = issuedAt + COOKIE_MAX_AGE_S * 1000;
    expect(sessions.fromCookieHeader(header)).toEqual(visitor);
    now = issuedAt + (COOKIE_MAX_AGE_S + 1) * 1000;
    expect(sessions.fromCookieHeader(header)).toBeUndefined();
    now = issuedAt - 30_000; // a replica's clock a little behind
    expect(sessions.fromCookieHeader(header)).toEqual(visitor);
    now = issuedAt - 120_000;
    expect(sessions.fromCookieHeader(header)).toBeUndefined();
    now = issuedAt;
  });

  it('authenticates a cookie with its own visitor token only', () => {
    const a = sessions.mint();
    const b = sessions.mint();
    const cookieA = `${VISITOR_COOKIE}=${valueOf(sessions.setCookie(a, false))}`;
    const cookieB = `${VISITOR_COOKIE}=${valueOf(sessions.setCookie(b, false))}`;
    expect(sessions.authenticate(request({ cookie: cookieA, authorization: `Bearer ${a.token}` }))).toEqual(
      a,
    );
    const cases: Record<string, string>[] = [
      { cookie: cookieA, authorization: `Bearer ${b.token}` }, // a token reused with another cookie
      { cookie: cookieB, authorization: `Bearer ${a.token}` }, // a cookie swapped
      { authorization: `Bearer ${a.token}` },
      { cookie: cookieA },
      { cookie: cookieA, authorization: `Bearer ${a.id}` },
      {},
    ];
    for (const headers of cases) {
      const error = refusal(() => sessions.authenticate(request(headers)));
      expect(error.status).toBe(401);
      expect(error.headers['WWW-Authenticate']).toMatch(/^Bearer/);
    }
  });
});

describe('cookieValues', () => {
  it('finds each value of a name, trimmed, and nothing of a longer or shorter name', () => {
    expect(cookieValues(' x=1 ; xx=2;x = 3; y', 'x')).toEqual(['1', '3']);
    expect(cookieValues(undefined, 'x')).toEqual([]);
  });
});
