// The client's reading of the trace (docs/completion.md, "The trace in `_meta`"): what the server
// writes reads back; anything else says why not.
import { describe, expect, it } from 'vitest';
import { readCompletionTrace } from './readCompletionTrace';

describe('readCompletionTrace', () => {
  it.each([
    [{ raw: null, rules: [{ rule: 'noCompleter' }] }],
    [
      {
        raw: { values: 312, nulls: 0, total: 312, hasMore: false },
        rules: [
          { rule: 'truncated', from: 312, to: 100 },
          { rule: 'hasMoreForced', given: null },
          { rule: 'totalKept', total: 312 },
        ],
      },
    ],
    [{ raw: { values: null, nulls: 0, total: null, hasMore: null }, rules: [{ rule: 'valuesNullToEmpty' }] }],
  ])('reads %j', (trace) => expect(readCompletionTrace(trace)).toStrictEqual({ trace }));

  it.each([
    ['not an object', 'x', 'not an object'],
    [
      'a bad raw',
      { raw: { values: -1, nulls: 0, total: null, hasMore: null }, rules: [] },
      'raw is not a raw summary',
    ],
    ['no rules', { raw: null }, 'rules is not an array'],
    ['an unknown rule', { raw: null, rules: [{ rule: 'toString' }] }, 'rules[0] is not a known rule'],
    [
      'a rule missing a field',
      { raw: null, rules: [{ rule: 'truncated', from: 3 }] },
      'rules[0] is not a known rule',
    ],
    [
      'a field of the wrong type',
      { raw: null, rules: [{ rule: 'hasMorePassed', hasMore: 'no' }] },
      'rules[0] is not a known rule',
    ],
  ])('%s says why', (_name, value, problem) => expect(readCompletionTrace(value)).toStrictEqual({ problem }));
});
