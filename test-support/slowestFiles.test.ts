import { describe, expect, it } from 'vitest';
import { formatSlowest, slowest } from './slowestFiles';

const times = Array.from({ length: 12 }, (_, i) => ({ file: `f${i}.test.ts`, ms: i * 1000 }));

describe('the slowest files summary', () => {
  it('keeps the ten slowest, slowest first, ties in name order', () => {
    expect(slowest(times).map((t) => t.file)).toEqual(
      ['f11', 'f10', 'f9', 'f8', 'f7', 'f6', 'f5', 'f4', 'f3', 'f2'].map((f) => `${f}.test.ts`),
    );
    expect(
      slowest([
        { file: 'b', ms: 1 },
        { file: 'a', ms: 1 },
      ]).map((t) => t.file),
    ).toEqual(['a', 'b']);
  });

  it('prints each time aligned, with the set-up part when known, under a title with the total', () => {
    const text = formatSlowest('Slowest test files', [
      { file: 'a.test.ts', ms: 12_340, setupMs: 2_000 },
      { file: 'b.test.ts', ms: 560 },
    ]);
    expect(text.split('\n')).toEqual([
      'Slowest test files (of 2 files, 12.9 s in all):',
      '  12.3 s  a.test.ts  (set-up 2.0 s)',
      '   0.6 s  b.test.ts',
    ]);
  });

  it('prints nothing for a run with no files', () => {
    expect(formatSlowest('Slowest test files', [])).toBe('');
  });
});
