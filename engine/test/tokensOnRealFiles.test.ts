// `tokens` on real files (docs/server.md §6, "tokens"): through the MCP tool, the session machine
// and the real JVM, every emitted message validated against its revision's official schema. One
// object per token is about 70 characters, so a dense 450-line file is over the 512 Ki result cap
// as objects; the relative encoding (about 11 characters a token) answers a 5,000-line file whole,
// and a range answers only the lines asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineProcess } from '../../backend/engine/engineProcess';
import { MAX_RESULT_CHARS } from '../../src/protocol';
import { denseGroovyFile, typicalGroovyFile } from '../../test-support/groovySources';
import { REVISIONS, type Revision } from '../../test-support/mcpSchemas';
import { SessionHarness, type Json } from '../../test-support/sessionHarness';

let engine: EngineProcess;
beforeAll(async () => {
  engine = new EngineProcess({ log: () => {} });
  await engine.whenReady();
  expect(engine.health).toBe('ready');
});
afterAll(() => engine.close());

async function session(revision: Revision): Promise<SessionHarness> {
  const harness = new SessionHarness(revision, { engine });
  await harness.connect();
  return harness;
}

/** The result's JSON as the client reads it: structuredContent where the revision has it, else the text. */
function resultJson(result: Json): Json {
  return JSON.parse((result.content as { text: string }[])[0]!.text) as Json;
}

/** The [line, character] of each token of LSP's relative encoding. */
function decodeStarts(data: number[]): number[][] {
  const out: number[][] = [];
  let line = 0;
  let character = 0;
  for (let i = 0; i < data.length; i += 5) {
    character = data[i] === 0 ? character + data[i + 1]! : data[i + 1]!;
    line += data[i]!;
    out.push([line, character]);
  }
  return out;
}

const TYPICAL_5000 = typicalGroovyFile(5000);
const DENSE_450 = denseGroovyFile(450);

describe('the whole-file answer', () => {
  it('as objects (the default), a dense 450-line file is "result too large"', async () => {
    const harness = await session('2025-11-25');
    const result = await harness.callTool('tokens', { text: DENSE_450 });
    expect(result).toMatchObject({ isError: true, structuredContent: { error: 'result too large' } });
    expect(harness.problems).toEqual([]);
  });

  it('relative, the same dense file fits, decoded to one token per five integers', async () => {
    const harness = await session('2025-11-25');
    const result = await harness.callTool('tokens', { text: DENSE_450, encoding: 'relative' });
    expect(result.isError).toBe(false);
    const { data } = result.structuredContent as { data: number[] };
    expect(JSON.stringify(result.structuredContent).length).toBeLessThan(MAX_RESULT_CHARS);
    // At least 20 coloured tokens a line: dense indeed.
    expect(data.length / 5 / 450).toBeGreaterThan(20);
    expect(harness.problems).toEqual([]);
  });

  it.each(REVISIONS)('relative, a 5,000-line file fits under %s', async (revision) => {
    const harness = await session(revision);
    const result = await harness.callTool('tokens', { text: TYPICAL_5000, encoding: 'relative' });
    expect(result.isError).toBe(false);
    const answer = resultJson(result);
    expect(answer.encoding).toBe('relative');
    expect(JSON.stringify(answer).length).toBeLessThan(MAX_RESULT_CHARS);
    // Tokens down to the end of the file, not a truncated answer.
    expect(decodeStarts(answer.data as number[]).at(-1)![0]).toBeGreaterThan(4_950);
    expect(harness.problems).toEqual([]);
  });
});

describe('a range of lines', () => {
  it('answers only the visible lines of the 5,000-line file, as objects too', async () => {
    const harness = await session('2025-11-25');
    const range = { startLine: 2_000, endLine: 2_059 };
    const result = await harness.callTool('tokens', {
      uri: 'groovy-buffer:Big.groovy',
      text: TYPICAL_5000,
      range,
    });
    expect(result.isError).toBe(false);
    const { tokens } = result.structuredContent as { tokens: { line: number; character: number }[] };
    expect(tokens.length).toBeGreaterThan(100);
    // The same tokens as the whole-file answer has on those lines.
    const whole = await harness.callTool('tokens', { uri: 'groovy-buffer:Big.groovy', encoding: 'relative' });
    const starts = decodeStarts((whole.structuredContent as { data: number[] }).data);
    expect(tokens.map((t) => [t.line, t.character])).toEqual(
      starts.filter(([line]) => line! >= 2_000 && line! <= 2_059),
    );
    expect(harness.problems).toEqual([]);
  });

  it('endLine before startLine is a clear tool error and the session goes on', async () => {
    const harness = await session('2025-11-25');
    const bad = await harness.callTool('tokens', { text: 'def a = 1', range: { startLine: 3, endLine: 2 } });
    expect(bad).toMatchObject({
      isError: true,
      structuredContent: { error: 'invalid argument range.endLine: endLine must be >= startLine' },
    });
    const good = await harness.callTool('tokens', { text: 'def a = 1', range: { startLine: 0, endLine: 0 } });
    expect((good.structuredContent as { tokens: unknown[] }).tokens).toHaveLength(4);
    expect(harness.problems).toEqual([]);
  });
});
