// docs/playground.md, "Traffic": what a row knows of its line without keeping the parsed value.
import { describe, expect, it } from 'vitest';
import { summarizeLine } from './messageSummary';

const answer = (result: unknown) => JSON.stringify({ jsonrpc: '2.0', id: 3, result });

describe('summarizeLine', () => {
  it.each([
    ['a cut completion', { completion: { values: ['a', 'b'], total: 312, hasMore: true } }, 2, true],
    ['hasMore false', { completion: { values: ['a'], hasMore: false } }, 1, false],
    ['no hasMore', { completion: { values: [] } }, 0, undefined],
  ])('a completion answer (%s) carries its value count and hasMore', (_name, result, values, hasMore) => {
    const { summary } = summarizeLine(answer(result));
    expect(summary).toStrictEqual({
      kind: 'result',
      id: 3,
      completionValues: values,
      ...(hasMore === undefined ? {} : { completionHasMore: hasMore }),
    });
  });

  it('other results carry no completion counts', () => {
    expect(summarizeLine(answer({ tools: [] })).summary).toStrictEqual({ kind: 'result', id: 3 });
    expect(summarizeLine(answer({ completion: { values: 'x' } })).summary).toStrictEqual({
      kind: 'result',
      id: 3,
    });
    expect(summarizeLine(answer({ content: [], isError: true })).summary).toStrictEqual({
      kind: 'result',
      id: 3,
      toolError: true,
    });
  });
});
