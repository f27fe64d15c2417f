// A compile that fails without a message (the parser's bare "parsing failed" when deep nesting
// overflows its stack) is reported, never answered as a clean file (engine/README.md "Parse
// failures"), and the ops that read the AST treat it like any other file that does not parse.
import { describe, expect, it } from 'vitest';
import { engineForFile, type Range } from './engineHarness';

interface Diagnostic {
  range: Range;
  severity: string;
  message: string;
}

const h = engineForFile();
const uri = 'groovy-buffer:deep';
const diagnose = (text: string, related?: Array<{ uri: string; text: string }>) =>
  h.result<{ diagnostics: Diagnostic[] }>({ op: 'diagnostics', uri, text, ...(related ? { related } : {}) });

/** Far deeper than the parser's stack allows, whatever the JIT has compiled so far. */
const UNCLOSED = `${'('.repeat(20_000)}a`;

describe('a compile that fails without a message', () => {
  it('reports unclosed deep nesting at its deepest bracket', async () => {
    const { diagnostics } = await diagnose(UNCLOSED);
    expect(diagnostics).toEqual([
      {
        range: { start: { line: 0, character: 19_999 }, end: { line: 0, character: 20_000 } },
        severity: 'error',
        message: 'parsing failed: nesting too deep',
        source: 'groovyc',
      },
    ]);
  });

  it.each([
    [
      '500 parentheses and a syntax error on the next line',
      `def x = ${'('.repeat(500)}1${')'.repeat(500)}\nclass Q { void m() { int y = } }\n`,
    ],
    ['3,000 unclosed parentheses', `${'('.repeat(3000)}a`],
    ['closed nesting too deep to parse', `def x = ${'('.repeat(20_000)}1${')'.repeat(20_000)}\n`],
  ])('never answers %s as clean', async (_, text) => {
    const { diagnostics } = await diagnose(text);
    expect(diagnostics.filter((d) => d.severity === 'error').length).toBeGreaterThan(0);
  });

  it('places the failure in the related buffer it belongs to, and still compiles the main one', async () => {
    const { diagnostics } = await diagnose('new Nope()\n', [{ uri: 'groovy-buffer:other', text: UNCLOSED }]);
    expect(diagnostics.map((d) => d.message)).toEqual(['unable to resolve class Nope']);
  });

  it('gives the answers of a file that does not parse to symbols and organize-imports', async () => {
    const text = `import java.time.Duration\n${UNCLOSED}`;
    expect(await h.result({ op: 'symbols', uri, text })).toEqual({ uri, symbols: [] });
    expect(await h.result({ op: 'organize-imports', uri, text })).toEqual({ uri, edits: [] });
  });
});
