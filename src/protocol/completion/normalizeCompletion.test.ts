// docs/completion.md "Normalization contract": each row of the table is a row here, with the rules the
// trace names; the failing rows through runCompleter too, as the session and the hand box run them.
import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../errors';
import type { AppliedRule, FailureRule } from './completionTrace';
import { readCompletionTrace } from './readCompletionTrace';
import type { CompletionRefused } from './normalizeCompletion';
import { normalizeCompletion, normalizeCompletionTraced, type RawCompletion } from './normalizeCompletion';
import { runCompleter } from './runCompleter';

const n = (count: number) => Array.from({ length: count }, (_, i) => `v${i}`);

type Normalized = { values: string[]; total?: number; hasMore?: boolean };

describe('normalizeCompletion: the rows that normalize', () => {
  const rows: [string, RawCompletion, Normalized, AppliedRule[]][] = [
    [
      'values: null → values: []',
      { values: null },
      { values: [] },
      [{ rule: 'valuesNullToEmpty' }, { rule: 'hasMoreOmitted' }, { rule: 'totalOmitted' }],
    ],
    [
      '[a, a, b, a] → order and duplicates kept',
      { values: ['a', 'a', 'b', 'a'] },
      { values: ['a', 'a', 'b', 'a'] },
      [{ rule: 'valuesKept', count: 4 }, { rule: 'hasMoreOmitted' }, { rule: 'totalOmitted' }],
    ],
    [
      'exactly 100 values → unchanged, hasMore as given',
      { values: n(100), hasMore: false },
      { values: n(100), hasMore: false },
      [
        { rule: 'valuesKept', count: 100 },
        { rule: 'hasMorePassed', hasMore: false },
        { rule: 'totalOmitted' },
      ],
    ],
    [
      '101 values → the first 100, hasMore: true',
      { values: n(101) },
      { values: n(100), hasMore: true },
      [
        { rule: 'truncated', from: 101, to: 100 },
        { rule: 'hasMoreForced', given: null },
        { rule: 'totalOmitted' },
      ],
    ],
    [
      '150 values → the first 100, hasMore: true even over an explicit false',
      { values: n(150), hasMore: false },
      { values: n(100), hasMore: true },
      [
        { rule: 'truncated', from: 150, to: 100 },
        { rule: 'hasMoreForced', given: false },
        { rule: 'totalOmitted' },
      ],
    ],
    [
      '150 values with hasMore: true → cut, hasMore passed on (nothing to force)',
      { values: n(150), hasMore: true },
      { values: n(100), hasMore: true },
      [
        { rule: 'truncated', from: 150, to: 100 },
        { rule: 'hasMorePassed', hasMore: true },
        { rule: 'totalOmitted' },
      ],
    ],
    [
      'total 250 → kept',
      { values: ['a'], total: 250 },
      { values: ['a'], total: 250 },
      [{ rule: 'valuesKept', count: 1 }, { rule: 'hasMoreOmitted' }, { rule: 'totalKept', total: 250 }],
    ],
    [
      'total 250 → kept also when the values were cut',
      { values: n(150), total: 250 },
      { values: n(100), total: 250, hasMore: true },
      [
        { rule: 'truncated', from: 150, to: 100 },
        { rule: 'hasMoreForced', given: null },
        { rule: 'totalKept', total: 250 },
      ],
    ],
    [
      'total 0 → kept',
      { values: [], total: 0 },
      { values: [], total: 0 },
      [{ rule: 'valuesKept', count: 0 }, { rule: 'hasMoreOmitted' }, { rule: 'totalKept', total: 0 }],
    ],
    [
      'not cut, hasMore null → the field is left out',
      { values: ['a'], hasMore: null },
      { values: ['a'] },
      [{ rule: 'valuesKept', count: 1 }, { rule: 'hasMoreOmitted' }, { rule: 'totalOmitted' }],
    ],
    [
      'not cut, hasMore true → passed on',
      { values: ['a'], hasMore: true },
      { values: ['a'], hasMore: true },
      [{ rule: 'valuesKept', count: 1 }, { rule: 'hasMorePassed', hasMore: true }, { rule: 'totalOmitted' }],
    ],
    [
      'not cut, hasMore false → passed on',
      { values: ['a'], hasMore: false },
      { values: ['a'], hasMore: false },
      [{ rule: 'valuesKept', count: 1 }, { rule: 'hasMorePassed', hasMore: false }, { rule: 'totalOmitted' }],
    ],
  ];

  it.each(rows)('%s', (_name, raw, expected, rules) => {
    expect(normalizeCompletion(raw)).toStrictEqual(expected);
    const { trace } = normalizeCompletionTraced(raw);
    expect(trace.rules).toStrictEqual(rules);
    expect(readCompletionTrace(trace)).toStrictEqual({ trace });
  });

  it('counts the raw output as the completer gave it', () => {
    expect(normalizeCompletionTraced({ values: n(312), total: 312, hasMore: false }).trace.raw).toStrictEqual(
      {
        values: 312,
        nulls: 0,
        total: 312,
        hasMore: false,
      },
    );
    expect(normalizeCompletionTraced({ values: null }).trace.raw).toStrictEqual({
      values: null,
      nulls: 0,
      total: null,
      hasMore: null,
    });
  });

  it('returns immutable output', () => {
    const normalized = normalizeCompletion({ values: ['a'] });
    expect(Object.isFrozen(normalized)).toBe(true);
    expect(Object.isFrozen(normalized.values)).toBe(true);
  });
});

/** The refusal of `raw`, checked to be the one internal handler failure (-32603, `Internal error`). */
function refusal(raw: unknown): FailureRule {
  try {
    normalizeCompletion(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(ProtocolError);
    expect((error as ProtocolError).kind).toBe('internal');
    expect((error as ProtocolError).message).toBe('Internal error');
    expect((error as ProtocolError).data).toBeUndefined();
    return (error as CompletionRefused).failure;
  }
  throw new TypeError('normalizeCompletion accepted it');
}

describe('normalizeCompletion: the rows that are -32603', () => {
  it.each([
    ['a null among the values', { values: ['a', 'b', null] }, { rule: 'nullElement', index: 2 }],
    ['total < 0', { values: [], total: -1 }, { rule: 'negativeTotal', total: -1 }],
    ['the completer returns null', null, { rule: 'nullResult' }],
  ] as [string, unknown, FailureRule][])('%s', (_name, raw, failure) => {
    expect(refusal(raw)).toStrictEqual(failure);
  });

  it.each([
    ['a number', 7, 'the output is not an object'],
    ['an array', ['a'], 'the output is not an object'],
    ['values a string', { values: 'a' }, 'values is neither an array nor null'],
    ['a number among the values', { values: ['a', 1] }, 'values[1] is not a string'],
    ['total not an integer', { values: [], total: 2.5 }, 'total is not an integer'],
    ['total a string', { values: [], total: '3' }, 'total is not an integer'],
    ['hasMore a string', { values: [], hasMore: 'yes' }, 'hasMore is not a boolean'],
  ])('a shape no completer may return (%s) is -32603 too', (_name, raw, why) => {
    expect(refusal(raw)).toStrictEqual({ rule: 'malformed', why });
  });
});

describe('runCompleter', () => {
  it('normalizes what the completer returns, once', async () => {
    let calls = 0;
    const traced = await runCompleter(
      () => {
        calls++;
        return { values: n(120), total: 120 };
      },
      () => undefined,
    );
    expect(calls).toBe(1);
    expect(traced.normalized).toStrictEqual({ values: n(100), total: 120, hasMore: true });
  });

  it('the completer throws → -32603, logging the class only', async () => {
    const logs: string[] = [];
    const failing = runCompleter(
      () => {
        throw new RangeError('secret source text');
      },
      (message) => logs.push(message),
    );
    await expect(failing).rejects.toMatchObject({
      kind: 'internal',
      message: 'Internal error',
      failure: { rule: 'completerThrew', why: 'RangeError: secret source text' },
    });
    expect(logs).toEqual(['completer failed: RangeError']);
  });

  it('a protocol error the completer throws goes on as it is', async () => {
    const chosen = new ProtocolError('invalidParams');
    await expect(
      runCompleter(
        () => Promise.reject(chosen),
        () => undefined,
      ),
    ).rejects.toBe(chosen);
  });
});
