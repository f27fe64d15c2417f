// The words the Completion tab uses for each rule of docs/completion.md, one row per rule.
import { describe, expect, it } from 'vitest';
import type { AppliedRule, FailureRule } from '../../protocol/completion/completionTrace';
import { appliedRuleText, failureRuleText } from './ruleText';

describe('appliedRuleText', () => {
  it.each([
    [{ rule: 'valuesNullToEmpty' }, 'values null → []'],
    [{ rule: 'valuesKept', count: 1 }, '1 value kept as given (order and duplicates)'],
    [{ rule: 'valuesKept', count: 4 }, '4 values kept as given (order and duplicates)'],
    [{ rule: 'truncated', from: 312, to: 100 }, 'truncated 312 → 100'],
    [{ rule: 'hasMoreForced', given: false }, 'hasMore forced true (the completer said false)'],
    [{ rule: 'hasMoreForced', given: null }, 'hasMore forced true (the completer said absent)'],
    [{ rule: 'hasMorePassed', hasMore: true }, 'hasMore passed on: true'],
    [{ rule: 'hasMoreOmitted' }, 'hasMore null → left out'],
    [{ rule: 'totalKept', total: 312 }, 'total kept 312'],
    [{ rule: 'totalOmitted' }, 'total null → left out'],
    [{ rule: 'noCompleter' }, 'no completer for this ref and argument: the empty answer, nothing called'],
  ] as [AppliedRule, string][])('%o', (rule, text) => expect(appliedRuleText(rule)).toBe(text));
});

describe('failureRuleText', () => {
  it.each([
    [{ rule: 'nullResult' }, 'the completer returned null → -32603'],
    [{ rule: 'nullElement', index: 1 }, 'null element at values[1] → -32603'],
    [{ rule: 'negativeTotal', total: -1 }, 'total -1 < 0 → -32603'],
    [{ rule: 'completerThrew', why: 'SyntaxError: x' }, 'the completer threw (SyntaxError: x) → -32603'],
    [{ rule: 'malformed', why: 'total is not an integer' }, 'total is not an integer → -32603'],
  ] as [FailureRule, string][])('%o', (rule, text) => expect(failureRuleText(rule)).toBe(text));
});
