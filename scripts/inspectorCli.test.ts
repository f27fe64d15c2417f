// The Inspector check of `npm run conformance` (scripts/inspectorCli.mjs, docs/http.md §6) must
// fail when the Inspector's output is not what groovymcp should answer: these feed its checks
// outputs that are wrong in each way. The run against the real server is `npm run conformance`.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOL_NAMES } from '../src/contracts/tools';
import { diagnosticsProblems, expectedToolNames, toolsListProblems } from './inspectorCli.mjs';

const root = resolve(import.meta.dirname, '..');
const listing = (names: readonly string[]) =>
  JSON.stringify({ tools: names.map((name) => ({ name, inputSchema: { type: 'object' } })) }, null, 2);
const call = (result: unknown) => JSON.stringify(result, null, 2);
const groovycError = {
  range: { start: { line: 0, character: 18 }, end: { line: 0, character: 19 } },
  severity: 'error',
  message: "Unexpected input: '}'",
  source: 'groovyc',
};

describe('the Inspector check', () => {
  it('reads the tool names of TOOL_NAMES from its source', () => {
    expect(expectedToolNames(root)).toEqual([...TOOL_NAMES]);
  });

  it('passes a listing of exactly our tools and refuses one missing, extra or not JSON', () => {
    const expected = expectedToolNames(root);
    expect(toolsListProblems(listing([...expected].reverse()), expected)).toEqual([]);
    expect(toolsListProblems(listing(expected.slice(1)), expected)).toEqual([
      `${expected.length - 1} tools listed, ${expected.length} expected`,
      `missing: ${expected[0]}`,
    ]);
    expect(toolsListProblems(listing([...expected, 'echo']), expected)).toContain('not ours: echo');
    expect(toolsListProblems('{"error":{"code":"unreachable"}}', expected)).toEqual(['no tools array']);
    expect(toolsListProblems('Error: fetch failed', expected)[0]).toMatch(/^not JSON/);
  });

  it("passes a diagnostics answer holding groovyc's error and refuses anything else", () => {
    const answer = (diagnostics: unknown[]) => ({
      content: [{ type: 'text', text: JSON.stringify({ diagnostics }) }],
      structuredContent: { uri: 'groovy-buffer:snippet', diagnostics },
      isError: false,
    });
    expect(diagnosticsProblems(call(answer([groovycError])))).toEqual([]);
    expect(diagnosticsProblems(call(answer([])))).toEqual(['no groovyc error among []']);
    expect(diagnosticsProblems(call(answer([{ ...groovycError, severity: 'warning' }])))).toHaveLength(1);
    expect(
      diagnosticsProblems(call({ content: [{ type: 'text', text: 'boom' }], isError: true }))[0],
    ).toMatch(/^a tool error/);
    expect(diagnosticsProblems(call({ content: [] }))).toEqual(['no structuredContent.diagnostics']);
  });
});
