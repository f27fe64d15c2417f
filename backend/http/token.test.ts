import { describe, expect, it } from 'vitest';
import { bearerToken, createToken, isAcceptableToken, tokensEqual } from './token';

describe('token', () => {
  it('is random per launch with at least 128 bits', () => {
    const tokens = new Set(Array.from({ length: 100 }, createToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      expect(isAcceptableToken(token)).toBe(true);
    }
  });

  it('compares whole tokens only', () => {
    const token = createToken();
    expect(tokensEqual(token, token)).toBe(true);
    expect(tokensEqual(token, token.slice(1))).toBe(false);
    expect(tokensEqual(token, `${token}a`)).toBe(false);
    expect(tokensEqual(token, '')).toBe(false);
  });

  it.each([
    ['Bearer abc', 'abc'],
    ['bearer abc', 'abc'],
    ['Bearer   abc ', 'abc'],
    ['Bearer', undefined],
    ['Bearer a b', undefined],
    ['Basic abc', undefined],
    ['abc', undefined],
    [undefined, undefined],
  ])('bearerToken(%j) = %j', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });

  it.each(['short', 'has spaces in it and is long enough', 'x'.repeat(600), ''])(
    'refuses %j as a supplied token',
    (t) => {
      expect(isAcceptableToken(t)).toBe(false);
    },
  );
});
