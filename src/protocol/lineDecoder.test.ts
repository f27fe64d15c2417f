import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineDecoder } from './lineDecoder';

function decode(chunks: (string | Uint8Array)[], maxBytes?: number) {
  const events: (string | null | 'OVERSIZED')[] = [];
  const decoder = new LineDecoder(
    { line: (text) => events.push(text), oversized: () => events.push('OVERSIZED') },
    maxBytes,
  );
  const encoder = new TextEncoder();
  for (const chunk of chunks) decoder.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
  decoder.end();
  return events;
}

describe('LineDecoder', () => {
  it('splits on LF and CRLF, the CR not being payload', () => {
    expect(decode(['a\nb\r\nc'])).toEqual(['a', 'b', 'c']);
  });

  it('joins a line split across chunks, also inside a multi-byte character', () => {
    const bytes = new TextEncoder().encode('ü😀\n');
    expect(decode([bytes.subarray(0, 1), bytes.subarray(1, 4), bytes.subarray(4)])).toEqual(['ü😀']);
  });

  it('skips blank lines', () => {
    expect(decode(['\n\r\n\na\n'])).toEqual(['a']);
  });

  it('reports invalid UTF-8 as null', () => {
    expect(decode([new Uint8Array([0xff, 0xfe, 0x0a]), 'ok\n'])).toEqual([null, 'ok']);
  });

  it('accepts exactly the cap, also with a CR after it, and rejects one byte more', () => {
    expect(decode(['abcd\n', 'abcd\r\n', 'abcde\n', 'ok\n'], 4)).toEqual(['abcd', 'abcd', 'OVERSIZED', 'ok']);
  });

  it('holds at most the cap plus one byte (a CR) of a line over the cap, then goes on', () => {
    const events: unknown[] = [];
    const decoder = new LineDecoder(
      { line: (t) => events.push(t), oversized: () => events.push('OVERSIZED') },
      1024,
    );
    let maxHeld = 0;
    for (let i = 0; i < 64; i++) {
      decoder.push(new Uint8Array(100).fill(0x61));
      maxHeld = Math.max(maxHeld, decoder.bufferedBytes);
    }
    decoder.push(new TextEncoder().encode('\n{"next":1}\n'));
    expect(maxHeld).toBe(1000);
    expect(events).toEqual(['OVERSIZED', '{"next":1}']);
  });

  it('holds the CR of a CRLF after a line of exactly the cap', () => {
    const events: unknown[] = [];
    const decoder = new LineDecoder(
      { line: (t) => events.push(t), oversized: () => events.push('OVERSIZED') },
      4,
    );
    decoder.push(new TextEncoder().encode('abcd\r'));
    expect(decoder.bufferedBytes).toBe(5);
    decoder.push(new TextEncoder().encode('\n'));
    expect(events).toEqual(['abcd']);
  });

  it('gives the same lines whatever the chunking (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 20 }), { maxLength: 10 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (lines, cuts) => {
          const text = lines.map((l) => l.replace(/[\r\n]/g, '') + '\n').join('');
          const bytes = new TextEncoder().encode(text);
          const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
          const chunks: Uint8Array[] = [];
          let last = 0;
          for (const p of [...points, bytes.length]) {
            chunks.push(bytes.subarray(last, p));
            last = p;
          }
          const expected = lines.map((l) => l.replace(/[\r\n]/g, '')).filter((l) => l.length > 0);
          expect(decode(chunks)).toEqual(expected);
        },
      ),
    );
  });
});
