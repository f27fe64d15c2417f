// docs/completion.md "Normalization contract", each line a table row.
import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../protocol';
import { normalizeCompletion, normalizeCompletionTraced, type RawCompletion } from './normalizeCompletion';

const n = (count: number) => Array.from({ length: count }, (_, i) => `v${i}`);

describe('normalizeCompletion', () => {
  const rows: [string, RawCompletion, { values: string[]; total?: number; hasMore?: boolean }][] = [
    ['values null → []', { values: null }, { values: [] }],
    ['order and duplicates preserved', { values: ['a', 'a', 'b', 'a'] }, { values: ['a', 'a', 'b', 'a'] }],
    [
      'exactly 100 values unchanged, hasMore as given',
      { values: n(100), hasMore: false },
      { values: n(100), hasMore: false },
    ],
    ['101 values → first 100, hasMore forced', { values: n(101) }, { values: n(100), hasMore: true }],
    [
      '150 values → first 100, hasMore forced over false',
      { values: n(150), hasMore: false },
      { values: n(100), hasMore: true },
    ],
    ['total 250 preserved', { values: ['a'], total: 250 }, { values: ['a'], total: 250 }],
    [
      'total preserved when truncated',
      { values: n(150), total: 250 },
      { values: n(100), total: 250, hasMore: true },
    ],
    ['total 0 preserved', { values: [], total: 0 }, { values: [], total: 0 }],
    ['hasMore null omitted', { values: ['a'], hasMore: null }, { values: ['a'] }],
    ['hasMore true passed through', { values: ['a'], hasMore: true }, { values: ['a'], hasMore: true }],
    ['hasMore false passed through', { values: ['a'], hasMore: false }, { values: ['a'], hasMore: false }],
  ];

  it.each(rows)('%s', (_name, raw, expected) => {
    expect(normalizeCompletion(raw)).toStrictEqual(expected);
  });

  it.each([
    ['a null element', { values: ['a', null] }],
    ['a negative total', { values: [], total: -1 }],
    ['the completer returning null', null],
  ] as [string, RawCompletion | null][])('%s is the internal handler failure -32603', (_name, raw) => {
    expect(() => normalizeCompletion(raw)).toThrowError(ProtocolError);
    try {
      normalizeCompletion(raw);
    } catch (error) {
      expect((error as ProtocolError).kind).toBe('internal');
      expect((error as ProtocolError).message).toBe('Internal error');
    }
  });

  it('returns immutable output', () => {
    const normalized = normalizeCompletion({ values: ['a'] });
    expect(Object.isFrozen(normalized)).toBe(true);
    expect(Object.isFrozen(normalized.values)).toBe(true);
  });

  it('reports which rule fired', () => {
    expect(normalizeCompletionTraced({ values: n(101), hasMore: false }).rules).toEqual([
      'truncated',
      'hasMoreForced',
    ]);
    expect(normalizeCompletionTraced({ values: null }).rules).toEqual(['valuesNullToEmpty']);
    expect(normalizeCompletionTraced({ values: n(101), hasMore: true }).rules).toEqual(['truncated']);
  });
});
