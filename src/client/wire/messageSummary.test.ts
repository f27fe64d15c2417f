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

  const request = (method: string, params: unknown) =>
    JSON.stringify({ jsonrpc: '2.0', id: 9, method, ...(params === undefined ? {} : { params }) });

  // docs/playground.md, "Traffic": a row names what its request names.
  it.each([
    ['tools/call', { name: 'rename', arguments: {} }, 'rename'],
    ['prompts/get', { name: 'review-groovy' }, 'review-groovy'],
    ['resources/read', { uri: 'groovy://limits' }, 'groovy://limits'],
    [
      'completion/complete',
      { ref: { type: 'ref/prompt', name: 'review-groovy' }, argument: { name: 'focus', value: 's' } },
      'prompt review-groovy',
    ],
    [
      'completion/complete',
      { ref: { type: 'ref/resource', uri: 'file:///{path}' }, argument: { name: 'path', value: '' } },
      'resource file:///{path}',
    ],
    ['tools/call', { name: 'x'.repeat(300) }, 'x'.repeat(200)],
    ['tools/call', { name: 42 }, undefined],
    ['tools/call', undefined, undefined],
    ['tools/call', [1], undefined],
    ['prompts/get', { uri: 'groovy://limits' }, undefined],
    ['resources/read', { name: 'limits' }, undefined],
    ['completion/complete', { ref: { type: 'ref/prompt' } }, undefined],
    ['completion/complete', { ref: 'review-groovy' }, undefined],
    ['tools/list', { name: 'rename' }, undefined],
    ['toString', { name: 'x' }, undefined],
  ])('a %s request with params %j names %j', (method, params, subject) => {
    const { summary } = summarizeLine(request(method, params));
    expect(summary).toStrictEqual({
      kind: 'request',
      method,
      id: 9,
      ...(subject === undefined ? {} : { subject }),
    });
  });
});
