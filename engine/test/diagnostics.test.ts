// diagnostics through the real engine (docs/server.md §6; docs/groovy-compiler-notes.md §1): exact
// UTF-16 ranges stated from the text itself, several phases in one answer, deduplication, related
// buffers, and messages without a position.
import { describe, expect, it } from 'vitest';
import { engineForFile, rangeOf, type Range } from './engineHarness';

interface Diagnostic {
  range: Range;
  severity: string;
  message: string;
  source: string;
  code?: string;
}
interface DiagnosticsResult {
  uri: string;
  diagnostics: Diagnostic[];
}

const h = engineForFile();

const uri = 'groovy-buffer:snippet';
const diagnose = (text: string, related?: Array<{ uri: string; text: string }>) =>
  h.result<DiagnosticsResult>({ op: 'diagnostics', uri, text, ...(related ? { related } : {}) });

describe('diagnostics', () => {
  it('answers an empty list for a clean script', async () => {
    const r = await diagnose('class A { def f() { 1 } }\nprintln new A().f()\n');
    expect(r).toEqual({ uri, diagnostics: [] });
  });

  it('places an unresolved class after an emoji and a tab in UTF-16', async () => {
    const text = 'def a = 1\n\tdef s = "😀😀"; new Nope()\n';
    const r = await diagnose(text);
    expect(r.diagnostics).toEqual([
      {
        range: rangeOf(text, 'new Nope()'),
        severity: 'error',
        message: 'unable to resolve class Nope',
        source: 'groovyc',
      },
    ]);
    // Each emoji counts twice: the compiler's code-point column (1-based 16) is 2 less.
    expect(r.diagnostics[0]?.range.start).toEqual({ line: 1, character: 17 });
  });

  it('reports a syntax error with its one-character range', async () => {
    const text = 'def x = 1\nclass {\n';
    const r = await diagnose(text);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]?.range.start).toEqual(rangeOf(text, '{').start);
    expect(r.diagnostics[0]?.message).toMatch(/Unexpected input/);
  });

  it('reports an unresolved class and a type-check error together', async () => {
    const text = 'class A { @groovy.transform.TypeChecked void m() { int x = "s" } }\nnew Missing()\n';
    const r = await diagnose(text);
    expect(r.diagnostics).toEqual([
      {
        range: rangeOf(text, '"s"'),
        severity: 'error',
        message:
          '[Static type checking] - Cannot assign value of type java.lang.String to variable of type int',
        source: 'groovyc',
      },
      {
        range: rangeOf(text, 'new Missing()'),
        severity: 'error',
        message: 'unable to resolve class Missing',
        source: 'groovyc',
      },
    ]);
  });

  it('reports a type-check error and a duplicate method together, each once', async () => {
    const text = [
      '@groovy.transform.TypeChecked',
      'class B {',
      "  void m() { int x = 'a' }",
      '  void d() {}',
      '  void d() {}',
      '}',
      '',
    ].join('\n');
    const r = await diagnose(text);
    const messages = r.diagnostics.map((d) => d.message);
    expect(messages).toContain(
      '[Static type checking] - Cannot assign value of type java.lang.String to variable of type int',
    );
    expect(messages).toContain(
      'The method public void d() { ... } duplicates another method of the same signature',
    );
    const duplicate = r.diagnostics.filter((d) => d.message.startsWith('The method public void d()'));
    expect(duplicate).toEqual([expect.objectContaining({ range: rangeOf(text, 'void d() {}', 1) })]);
    // No two diagnostics are the same (the verifier repeats itself).
    const keys = r.diagnostics.map((d) => JSON.stringify(d));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('verifies every class: each one missing an abstract method is reported', async () => {
    const text = 'abstract class Q { abstract void z() }\nclass R extends Q {}\nclass S extends Q {}\n';
    const r = await diagnose(text);
    expect(r.diagnostics.map((d) => d.range)).toEqual([
      rangeOf(text, 'class R extends Q {}'),
      rangeOf(text, 'class S extends Q {}'),
    ]);
  });

  it('reports a final reassignment (found only at class generation)', async () => {
    const text = 'final int a = 1\na = 2\n';
    const r = await diagnose(text);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        range: rangeOf(text, 'a = 2'),
        message: 'The variable [a] is declared final but is reassigned',
      }),
    ]);
  });

  it('resolves classes of related buffers and does not report their errors for the main uri', async () => {
    const related = [{ uri: 'groovy-buffer:other', text: 'class Other { int x = new Nope() }' }];
    expect((await diagnose('println new Other().x\n', related)).diagnostics).toEqual([]);
  });

  it('goes on when a related buffer does not parse (its classes are then unknown)', async () => {
    const text = 'println new Other().x\nint y = "s"\n';
    const related = [{ uri: 'groovy-buffer:other', text: 'class Other { int x' }];
    const r = await diagnose(text, related);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        range: rangeOf(text, 'new Other()'),
        message: 'unable to resolve class Other',
      }),
    ]);
  });

  it('gives a message without a position the start of the file', async () => {
    const text = 'import groovy.transform.ASTTest\n@ASTTest(value = { assert true })\nclass A {}\n';
    const r = await diagnose(text);
    expect(r.diagnostics).toEqual([
      {
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
        severity: 'error',
        message:
          'Could not find class for Transformation Processor org.codehaus.groovy.transform.ASTTestTransformation declared by groovy.transform.ASTTest',
        source: 'groovyc',
      },
    ]);
  });

  it('answers the same text again from the cache, identically', async () => {
    const text = 'def z = new Nowhere()\n';
    const first = await diagnose(text);
    const t0 = performance.now();
    const second = await diagnose(text);
    expect(performance.now() - t0).toBeLessThan(200);
    expect(second).toEqual(first);
  });

  it('rejects a source over 512 Ki characters as tooLarge', async () => {
    const r = await h.engine.request({ op: 'diagnostics', uri, text: 'x'.repeat(512 * 1024 + 1) });
    expect(r.error?.kind).toBe('tooLarge');
  });
});
