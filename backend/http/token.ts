// The per-launch bearer token (docs/engine-protocol.md, "HTTP (backend)"): random for each launch, handed
// to the page in a <meta> the backend injects into index.html, required on /api/engine.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url: safe in a header and in an HTML attribute without escaping. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A token supplied from outside (`npm run dev`) must be as strong as a generated one. */
export function isAcceptableToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{22,512}$/.test(token);
}

/**
 * Constant-time comparison: both sides are hashed first so that neither the content nor the length
 * of the expected token leaks through timing.
 */
export function tokensEqual(expected: string, supplied: string): boolean {
  const digest = (s: string): Buffer => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(supplied));
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(authorization ?? '');
  return match?.[1];
}
