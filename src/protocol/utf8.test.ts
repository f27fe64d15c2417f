import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsUtf8, utf8ByteLength } from './utf8';

describe('utf8ByteLength', () => {
  it('matches TextEncoder on any string, lone surrogates included (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
      }),
    );
  });

  it('decides fits exactly at the boundary', () => {
    expect(fitsUtf8('é'.repeat(5), 10)).toBe(true);
    expect(fitsUtf8('é'.repeat(5) + 'a', 10)).toBe(false);
  });
});
