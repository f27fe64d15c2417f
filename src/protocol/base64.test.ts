import { describe, expect, it } from 'vitest';
import { base64Of, base64UrlOf } from './base64';

describe('base64', () => {
  it('encodes bytes as base64, large ones too', () => {
    expect(base64Of(new Uint8Array([0, 1, 2, 253, 254, 255]))).toBe('AAEC/f7/');
    const big = new Uint8Array(200_000).fill(65);
    expect(atob(base64Of(big))).toBe('A'.repeat(200_000));
  });

  it('encodes base64url without padding', () => {
    expect(base64UrlOf(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(base64UrlOf(new Uint8Array([0]))).toBe('AA');
  });
});
