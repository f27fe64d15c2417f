// docs/completion.md "Request parsing", "Empty result" and "Completers of this server", through the session.
import { afterEach, describe, expect, it } from 'vitest';
import { REVISIONS, validateDefinition, type Revision } from '../../../test-support/mcpSchemas';
import { META_COMPLETION_TRACE } from '../../protocol/completion';
import { errorOf, SessionHarness, type Json } from '../../../test-support/sessionHarness';

let harness: SessionHarness;
afterEach(() => expect(harness.problems).toEqual([]));

async function connected(revision: Revision = '2025-11-25'): Promise<SessionHarness> {
  harness = new SessionHarness(revision);
  await harness.connect();
  return harness;
}

const prompt = { type: 'ref/prompt', name: 'explain-groovy' };
const complete = async (params: Json) => harness.request('completion/complete', params);
const completion = async (params: Json) =>
  ((await complete(params)).result as { completion: Json }).completion;

describe('request parsing: -32602 and the completer is not called', () => {
  it.each([
    ['ref not an object', { ref: 'x', argument: { name: 'focus', value: '' } }],
    ['ref/prompt without a name', { ref: { type: 'ref/prompt' }, argument: { name: 'focus', value: '' } }],
    [
      'ref/prompt with an empty name',
      { ref: { type: 'ref/prompt', name: '' }, argument: { name: 'focus', value: '' } },
    ],
    ['ref/resource without a uri', { ref: { type: 'ref/resource' }, argument: { name: 'x', value: '' } }],
    ['another ref type', { ref: { type: 'ref/tool', name: 'x' }, argument: { name: 'x', value: '' } }],
    ['no argument', { ref: prompt }],
    ['an empty argument name', { ref: prompt, argument: { name: '', value: '' } }],
    ['a number value', { ref: prompt, argument: { name: 'focus', value: 7 } }],
    ['a boolean value', { ref: prompt, argument: { name: 'focus', value: true } }],
    [
      'context.arguments not an object',
      { ref: prompt, argument: { name: 'focus', value: '' }, context: { arguments: [] } },
    ],
    [
      'context.arguments with a number',
      { ref: prompt, argument: { name: 'focus', value: '' }, context: { arguments: { uri: 1 } } },
    ],
  ])('%s', async (_name, params) => {
    await connected();
    expect(errorOf(await complete(params)).code).toBe(-32602);
    expect(harness.engine.requests.filter((r) => r.op === 'symbols')).toEqual([]);
  });
});

describe('empty result without calling a completer', () => {
  it.each([
    [
      'an unknown prompt',
      { ref: { type: 'ref/prompt', name: 'nope' }, argument: { name: 'focus', value: '' } },
    ],
    ['an unknown argument', { ref: prompt, argument: { name: 'nope', value: '' } }],
    [
      'a resource uri that is not a template',
      { ref: { type: 'ref/resource', uri: 'groovy://keywords' }, argument: { name: 'x', value: '' } },
    ],
  ])('%s', async (_name, params) => {
    await connected();
    expect(await completion(params)).toStrictEqual({ values: [] });
  });
});

describe('completers of this server', () => {
  it('completes focus from the fixed list by prefix', async () => {
    await connected();
    expect(await completion({ ref: prompt, argument: { name: 'focus', value: 's' } })).toEqual({
      values: ['style', 'security'],
      total: 2,
      hasMore: false,
    });
  });

  it('completes uri from the open buffers', async () => {
    await connected();
    await harness.callTool('diagnostics', { text: 'x', uri: 'groovy-buffer:alpha' });
    await harness.callTool('diagnostics', { text: 'x', uri: 'groovy-buffer:beta' });
    expect(
      (await completion({ ref: prompt, argument: { name: 'uri', value: 'groovy-buffer:a' } })).values,
    ).toEqual(['groovy-buffer:alpha']);
  });

  it('completes symbol from the engine symbols of the buffer in context.arguments.uri', async () => {
    await connected();
    await harness.callTool('diagnostics', {
      text: 'class Greeter {}\ndef greeting = 1\ndef other = 2',
      uri: 'groovy-buffer:g',
    });
    const result = await completion({
      ref: prompt,
      argument: { name: 'symbol', value: 'Gre' },
      context: { arguments: { uri: 'groovy-buffer:g' } },
    });
    expect(result).toEqual({ values: ['Greeter'], total: 1, hasMore: false });
  });

  it('truncates a large buffer to 100 values with the full total and hasMore', async () => {
    await connected('2026-07-28');
    const text = Array.from({ length: 150 }, (_, i) => `def name${i} = ${i}`).join('\n');
    await harness.callTool('diagnostics', { text });
    const result = await completion({ ref: prompt, argument: { name: 'symbol', value: 'name' } });
    expect((result.values as string[]).length).toBe(100);
    expect(result).toMatchObject({ total: 150, hasMore: true });
  });

  it('asks the engine for the symbols of a buffer once while its text stays the same', async () => {
    await connected();
    await harness.callTool('diagnostics', { text: 'def alpha = 1\ndef beta = 2', uri: 'groovy-buffer:g' });
    const symbolsAsked = () => harness.engine.requests.filter((r) => r.op === 'symbols').length;
    const ask = (value: string) =>
      completion({
        ref: prompt,
        argument: { name: 'symbol', value },
        context: { arguments: { uri: 'groovy-buffer:g' } },
      });
    expect((await ask('a')).values).toEqual(['alpha']);
    expect((await ask('al')).values).toEqual(['alpha']);
    expect((await ask('b')).values).toEqual(['beta']);
    expect(symbolsAsked()).toBe(1);
    await harness.callTool('diagnostics', { text: 'def alpha = 1\ndef bravo = 2', uri: 'groovy-buffer:g' });
    expect((await ask('b')).values).toEqual(['bravo']);
    expect(symbolsAsked()).toBe(2);
  });

  it('answers an engine failure in a completer with -32603', async () => {
    await connected();
    await harness.callTool('diagnostics', { text: 'def a = 1' });
    harness.engine.failWith = { kind: 'internal', message: 'boom' };
    expect(errorOf(await complete({ ref: prompt, argument: { name: 'symbol', value: '' } }))).toEqual({
      code: -32603,
      message: 'Internal error',
    });
  });
});

describe('the normalization trace in the result _meta (docs/completion.md, "The trace in `_meta`")', () => {
  const text = Array.from({ length: 312 }, (_, i) => `def m${i}() {}`).join('\n');

  it.each(REVISIONS)(
    '%s: present next to the completion, and the result valid against the schema',
    async (revision) => {
      await connected(revision);
      await harness.callTool('diagnostics', { text });
      const answer = await complete({ ref: prompt, argument: { name: 'symbol', value: 'm' } });
      const result = answer.result as { completion: Json; _meta: Json };
      expect(validateDefinition(revision, 'CompleteResult', result)).toEqual([]);
      expect(result.completion).toMatchObject({ total: 312, hasMore: true });
      expect(result._meta[META_COMPLETION_TRACE]).toStrictEqual({
        raw: { values: 312, nulls: 0, total: 312, hasMore: false },
        rules: [
          { rule: 'truncated', from: 312, to: 100 },
          { rule: 'hasMoreForced', given: false },
          { rule: 'totalKept', total: 312 },
        ],
      });
    },
  );

  it('2026-07-28 keeps the server identity beside it in the same _meta', async () => {
    await connected('2026-07-28');
    const answer = await complete({ ref: prompt, argument: { name: 'focus', value: 'sec' } });
    const meta = (answer.result as { _meta: Json })._meta;
    expect(Object.keys(meta).sort()).toEqual([META_COMPLETION_TRACE, 'io.modelcontextprotocol/serverInfo']);
  });

  it('says no completer was called for the empty answer', async () => {
    await connected();
    const answer = await complete({ ref: prompt, argument: { name: 'nope', value: '' } });
    expect((answer.result as { _meta: Json })._meta[META_COMPLETION_TRACE]).toStrictEqual({
      raw: null,
      rules: [{ rule: 'noCompleter' }],
    });
  });
});
