// docs/server.md §4 "Errors", row by row.
import { afterEach, describe, expect, it } from 'vitest';
import { errorOf, SessionHarness, type Json } from '../../test-support/sessionHarness';
import type { Revision } from '../../test-support/mcpSchemas';

let harness: SessionHarness;
afterEach(() => expect(harness.problems).toEqual([]));

async function connected(revision: Revision = '2025-11-25'): Promise<SessionHarness> {
  harness = new SessionHarness(revision);
  await harness.connect();
  return harness;
}

const textOf = (result: Json) => ((result.content as Json[])[0] as { text: string }).text;

describe('tool mistakes are successful results with isError', () => {
  it.each([
    ['a missing position', 'describe', { text: 'def a' }],
    ['a negative line', 'describe', { text: 'def a', line: -1, character: 0 }],
    ['a line that is a string', 'describe', { text: 'def a', line: '1', character: 0 }],
    ['no source', 'diagnostics', {}],
    ['text and path', 'diagnostics', { text: 'x', path: 'a.groovy' }],
    ['a path without a root', 'diagnostics', { path: 'a.groovy' }],
    ['an oversized source', 'diagnostics', { text: 'x'.repeat(524_289) }],
    ['a tabSize of 0', 'format', { text: 'x', tabSize: 0 }],
  ])('%s', async (_name, tool, args) => {
    await connected();
    const result = await harness.callTool(tool, args);
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toEqual({ error: textOf(result) });
    expect(textOf(result).length).toBeGreaterThan(0);
  });

  it('answers an unknown tool with the constant text and never repeats the name', async () => {
    await connected();
    const name = 'frobnicate_the_groovy_widget';
    const result = await harness.callTool(name, {});
    expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: 'unknown tool' }] });
    expect(result.structuredContent).toEqual({ error: 'unknown tool' });
    expect(harness.lines.at(-1)).not.toContain(name);
  });

  it('keeps the text-only shape before 2025-06-18 (no structuredContent)', async () => {
    await connected('2025-03-26');
    const result = await harness.callTool('nope', {});
    expect(result).toEqual({ content: [{ type: 'text', text: 'unknown tool' }], isError: true });
  });
});

describe('protocol errors', () => {
  it.each([
    ['an unknown resource', 'resources/read', { uri: 'groovy://nope' }],
    ['a resource uri that is not a string', 'resources/read', { uri: 7 }],
    ['an unknown prompt', 'prompts/get', { name: 'nope' }],
    ['prompt arguments that are not an object', 'prompts/get', { name: 'explain-groovy', arguments: 'x' }],
    ['tool arguments that are not an object', 'tools/call', { name: 'diagnostics', arguments: [1] }],
    ['a tool name that is not a string', 'tools/call', { name: 7 }],
  ])('%s is -32602', async (_name, method, params) => {
    await connected();
    expect(errorOf(await harness.request(method, params)).code).toBe(-32602);
  });

  it.each(['2024-11-05', '2025-11-25', '2026-07-28'] as Revision[])(
    'an unknown resource is -32602 with data.uri under %s',
    async (revision) => {
      await connected(revision);
      const error = errorOf(await harness.request('resources/read', { uri: 'groovy://nope' }));
      expect(error).toMatchObject({ code: -32602, data: { uri: 'groovy://nope' } });
    },
  );

  it('an unexpected engine failure is -32603 "Internal error", logged without the source text', async () => {
    await connected();
    harness.engine.failWith = { kind: 'internal', message: 'NullPointerException at Foo' };
    const secret = 'def topSecretSourceText = 42';
    const error = errorOf(
      await harness.request('tools/call', { name: 'diagnostics', arguments: { text: secret } }),
    );
    expect(error).toEqual({ code: -32603, message: 'Internal error' });
    expect(harness.logs.join('\n')).toContain('internal');
    expect(harness.logs.join('\n')).not.toContain('topSecret');
    harness.engine.failWith = undefined;
    expect((await harness.callTool('diagnostics', { text: secret })).isError).toBe(false);
  });

  it('an engine answer that breaks the output schema is -32603, never sent on', async () => {
    await connected();
    harness.engine.override = () => ({ uri: 'x', diagnostics: [{ message: 'no range' }] });
    expect(
      errorOf(await harness.request('tools/call', { name: 'diagnostics', arguments: { text: 'a' } })).code,
    ).toBe(-32603);
  });

  it('engine timeouts and oversize answers are tool errors with the message', async () => {
    await connected();
    harness.engine.failWith = { kind: 'timeout', message: 'compile took longer than 10 s' };
    const result = await harness.callTool('diagnostics', { text: 'a' });
    expect(result).toMatchObject({
      isError: true,
      structuredContent: { error: 'compile took longer than 10 s' },
    });
  });

  it('a busy engine (full queue) is the tool error "engine busy, try again", not -32603', async () => {
    await connected();
    harness.engine.failWith = { kind: 'busy', message: 'queue full' };
    const result = await harness.callTool('diagnostics', { text: 'a' });
    expect(result).toMatchObject({
      isError: true,
      structuredContent: { error: 'engine busy, try again' },
    });
  });

  it('a result over 512 Ki characters becomes the tool error "result too large"', async () => {
    await connected();
    harness.engine.override = (request) => ({
      uri: request.uri,
      edits: [
        {
          range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
          newText: 'x'.repeat(524_288),
        },
      ],
    });
    const result = await harness.callTool('format', { text: 'a' });
    expect(result).toMatchObject({ isError: true, structuredContent: { error: 'result too large' } });
  });
});

describe('client strings quoted back', () => {
  it('are shortened to 80 characters and their control characters replaced', async () => {
    await connected();
    const uri = `groovy://${'a'.repeat(100)}\u001b[31m\n`;
    const error = errorOf(await harness.request('resources/read', { uri: `\u0007${uri}` }));
    const quoted = /"(.*)"/.exec(error.message)![1]!;
    expect(quoted).toHaveLength(81);
    expect(quoted.endsWith('…')).toBe(true);
    expect(quoted.startsWith('\uFFFD')).toBe(true);
    // eslint-disable-next-line no-control-regex -- asserting that no control character is left
    expect(error.message).not.toMatch(/[\u0000-\u001f]/);
  });

  it('never split a surrogate pair when shortening', async () => {
    await connected();
    const error = errorOf(await harness.request('prompts/get', { name: 'p'.repeat(79) + '😀😀' }));
    expect(error.message).toContain(`"${'p'.repeat(79)}…"`);
  });
});
