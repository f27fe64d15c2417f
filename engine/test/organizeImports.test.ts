// organize-imports through the real engine (docs/server.md §6; docs/groovy-compiler-notes.md §3
// "Imports"): unused imports (regular, static, star) removed by a used-types walk of the resolved
// AST, the rest sorted, one edit over the import block only, none when already organized, and the
// result compiles exactly as the original did.
import { describe, expect, it } from 'vitest';
import { engineForFile, type Range } from './engineHarness';

interface TextEdit {
  range: Range;
  newText: string;
}
interface EditsResult {
  uri: string;
  edits: TextEdit[];
}
interface DiagnosticsResult {
  diagnostics: Array<{ message: string }>;
}

const h = engineForFile();

const uri = 'groovy-buffer:snippet';
const organize = (text: string) => h.result<EditsResult>({ op: 'organize-imports', uri, text });
const diagnosticMessages = async (text: string) =>
  (await h.result<DiagnosticsResult>({ op: 'diagnostics', uri, text })).diagnostics.map((d) => d.message);

function offsetAt(text: string, line: number, character: number): number {
  let at = 0;
  for (let l = 0; l < line; l++) {
    const m = /\r\n|\n|\r/g;
    m.lastIndex = at;
    const found = m.exec(text);
    if (!found) throw new Error(`no line ${line}`);
    at = found.index + found[0].length;
  }
  return at + character;
}

function apply(text: string, edit: TextEdit): string {
  const from = offsetAt(text, edit.range.start.line, edit.range.start.character);
  const to = offsetAt(text, edit.range.end.line, edit.range.end.character);
  return text.slice(0, from) + edit.newText + text.slice(to);
}

describe('organize-imports', () => {
  it('removes unused imports (static and star too), keeps used ones, sorts, and the result compiles', async () => {
    const body = [
      '',
      '@ToString',
      'class Foo implements Comparable<Duration> {',
      '  List<Function<String, String>> fs',
      '  AI counter = new AI()',
      '  int compareTo(Duration d) { 0 }',
      '}',
      'def x = max(1, 2) + PI',
      'println "${TimeUnit.SECONDS}"',
      'def m = (ConcurrentHashMap) null',
      'def c = { -> [1].collect { it as BigInteger } }',
      'println x instanceof java.util.concurrent.atomic.AtomicLong',
      'println LocalDate.class',
      'println emptyList()',
      '',
    ].join('\n');
    const header = [
      '// 😀 header stays',
      'package demo',
      '',
      'import java.util.concurrent.TimeUnit',
      'import java.util.concurrent.atomic.AtomicInteger as AI',
      'import java.time.*',
      'import java.util.regex.*',
      'import static java.lang.Math.max',
      'import static java.lang.Math.min',
      'import static java.lang.Math.PI',
      'import static java.util.Collections.*',
      'import groovy.transform.ToString',
      'import java.util.concurrent.ConcurrentHashMap',
      'import java.util.function.Function',
      'import java.util.concurrent.atomic.AtomicLong',
    ].join('\n');
    const text = `${header}\n${body}`;
    const r = await organize(text);
    expect(r.uri).toBe(uri);
    expect(r.edits).toHaveLength(1);
    const edit = r.edits[0]!;
    // Exactly the import block: from the first `import` to the end of the last one.
    expect(edit.range).toEqual({
      start: { line: 3, character: 0 },
      end: { line: 14, character: 'import java.util.concurrent.atomic.AtomicLong'.length },
    });
    expect(edit.newText).toBe(
      [
        'import java.time.*',
        'import java.util.concurrent.ConcurrentHashMap',
        'import java.util.concurrent.TimeUnit',
        'import java.util.concurrent.atomic.AtomicInteger as AI',
        'import java.util.function.Function',
        '',
        'import groovy.transform.ToString',
        '',
        'import static java.lang.Math.PI',
        'import static java.lang.Math.max',
        'import static java.util.Collections.*',
      ].join('\n'),
    );
    const organized = apply(text, edit);
    expect(organized.endsWith(body)).toBe(true);
    expect(organized.startsWith('// 😀 header stays\npackage demo\n\nimport java.time.*\n')).toBe(true);
    expect(await diagnosticMessages(text)).toEqual([]);
    expect(await diagnosticMessages(organized)).toEqual([]);
    // Organized text needs nothing more.
    expect(await organize(organized)).toEqual({ uri, edits: [] });
  });

  it('answers no edits for an organized block', async () => {
    const text = [
      'import java.util.concurrent.TimeUnit',
      '',
      'import groovy.transform.Field',
      '',
      'import static java.lang.Math.max',
      '',
      '@Field TimeUnit unit = TimeUnit.SECONDS',
      'println max(1, 2)',
      '',
    ].join('\n');
    expect(await organize(text)).toEqual({ uri, edits: [] });
  });

  it('keeps imports used only in a GString, a closure, a cast, a catch or an annotation value', async () => {
    const text = [
      'import java.lang.annotation.Retention',
      'import java.lang.annotation.RetentionPolicy',
      'import java.util.concurrent.TimeUnit',
      'import java.util.concurrent.TimeoutException',
      'import java.util.concurrent.atomic.AtomicInteger',
      '',
      '@Retention(RetentionPolicy.RUNTIME) @interface Marker {}',
      'def f = { -> "now ${TimeUnit.SECONDS}" }',
      'def n = 1 as AtomicInteger',
      'try { f() } catch (TimeoutException e) { }',
      '',
    ].join('\n');
    expect(await organize(text)).toEqual({ uri, edits: [] });
  });

  it('removes the whole block with the blank lines after it when nothing is used', async () => {
    const text = 'import java.util.concurrent.TimeUnit\nimport static java.lang.Math.max\n\n\nprintln 1\n';
    const r = await organize(text);
    expect(r.edits).toEqual([
      { range: { start: { line: 0, character: 0 }, end: { line: 4, character: 0 } }, newText: '' },
    ]);
    expect(apply(text, r.edits[0]!)).toBe('println 1\n');
  });

  it('keeps star imports while a class does not resolve (they may be meant to provide it)', async () => {
    const text = 'import java.util.regex.*\nimport java.time.Duration\n\nnew Missing()\n';
    const r = await organize(text);
    expect(r.edits.map((e) => e.newText)).toEqual(['import java.util.regex.*']);
  });

  it('leaves a block with comments between imports alone, and touches nothing outside the block', async () => {
    const withComment = 'import java.time.Duration\n// why\nimport java.util.regex.Pattern\nprintln 1\n';
    expect(await organize(withComment)).toEqual({ uri, edits: [] });
    const tabbed = '// 😀\n\timport java.time.Duration\n\nprintln 1 // after\n';
    const r = await organize(tabbed);
    expect(r.edits).toEqual([
      { range: { start: { line: 1, character: 0 }, end: { line: 3, character: 0 } }, newText: '' },
    ]);
    expect(apply(tabbed, r.edits[0]!)).toBe('// 😀\nprintln 1 // after\n');
  });

  it('answers no edits when the buffer does not parse', async () => {
    expect(await organize('import java.time.Duration\nclass {\n')).toEqual({ uri, edits: [] });
  });
});
