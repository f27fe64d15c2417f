// format through the real engine (docs/server.md §6): the lexer-based re-indenter. Expected texts are
// written out in full; edits are applied here the way a client applies them, so a wrong range shows
// as a wrong text. Also: idempotence, tabs vs spaces, strings and comments kept, broken source.
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

const h = engineForFile();

const uri = 'groovy-buffer:snippet';
const format = (text: string, args: Record<string, unknown> = {}) =>
  h.result<EditsResult>({ op: 'format', uri, text, args });

/** UTF-16 offset of a wire position; lines end at \r\n, \n or a lone \r. */
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

/** Applies non-overlapping edits, last first, as an LSP client does. */
function apply(text: string, edits: TextEdit[]): string {
  const spans = edits.map((e) => ({
    from: offsetAt(text, e.range.start.line, e.range.start.character),
    to: offsetAt(text, e.range.end.line, e.range.end.character),
    newText: e.newText,
  }));
  spans.sort((a, b) => b.from - a.from);
  let out = text;
  for (const s of spans) out = out.slice(0, s.from) + s.newText + out.slice(s.to);
  return out;
}

async function formatted(text: string, args: Record<string, unknown> = {}): Promise<string> {
  return apply(text, (await format(text, args)).edits);
}

const messy = [
  'import java.util.*   ',
  '   import groovy.transform.CompileStatic',
  '@CompileStatic',
  '  class Foo {',
  '        /**',
  '         * Greets.',
  '         */',
  'String name',
  '      def greet(String who) {',
  '  if (who)',
  ' println "hi"',
  '      else {',
  '     println """multi',
  '   line   ',
  '      stays"""',
  '    }',
  '   def total = 1 +',
  ' 2 +',
  '         3',
  '  def list = [1, 2, 3]',
  '    .findAll { it > 1 }',
  '         .collect {',
  '     it * 2 // doubled   ',
  '   }',
  '  switch (who) {',
  '  case "a":',
  '  println "A"',
  '  break',
  '      default:',
  '   println "other"',
  '  }',
  '  foo(1,',
  '  2)',
  '  do {',
  '  total++',
  '  } while (total < 3)',
  '  def map = [',
  '  a: 1,',
  '  ]',
  '  }',
  '}',
  '',
].join('\n');

const expected = [
  'import java.util.*',
  'import groovy.transform.CompileStatic',
  '@CompileStatic',
  'class Foo {',
  '    /**',
  '     * Greets.',
  '     */',
  '    String name',
  '    def greet(String who) {',
  '        if (who)',
  '            println "hi"',
  '        else {',
  '            println """multi',
  '   line   ',
  '      stays"""',
  '        }',
  '        def total = 1 +',
  '            2 +',
  '            3',
  '        def list = [1, 2, 3]',
  '            .findAll { it > 1 }',
  '            .collect {',
  '                it * 2 // doubled',
  '            }',
  '        switch (who) {',
  '            case "a":',
  '                println "A"',
  '                break',
  '            default:',
  '                println "other"',
  '        }',
  '        foo(1,',
  '            2)',
  '        do {',
  '            total++',
  '        } while (total < 3)',
  '        def map = [',
  '            a: 1,',
  '        ]',
  '    }',
  '}',
  '',
].join('\n');

describe('format', () => {
  it('re-indents by brackets, continuations, chains, brace-less bodies and switch labels', async () => {
    expect(await formatted(messy)).toBe(expected);
  });

  it('is idempotent: formatted text gives no edits', async () => {
    expect(await format(expected)).toEqual({ uri, edits: [] });
  });

  it('edits only the lines that change, each line whole without its terminator', async () => {
    const emojiLine = '    def c = "😀"  ';
    const text = `class A {\n    def a = 1\n  def b = 2\r\n${emojiLine}\n}\n`;
    const r = await format(text);
    expect(r.edits).toEqual([
      {
        range: { start: { line: 2, character: 0 }, end: { line: 2, character: 11 } },
        newText: '    def b = 2',
      },
      // UTF-16 end (the emoji counts 2): 18, where code points would say 17.
      {
        range: { start: { line: 3, character: 0 }, end: { line: 3, character: emojiLine.length } },
        newText: '    def c = "😀"',
      },
    ]);
    expect(emojiLine.length).toBe(18);
    expect(apply(text, r.edits)).toBe('class A {\n    def a = 1\n    def b = 2\r\n    def c = "😀"\n}\n');
  });

  it('indents with tabs or with tabSize spaces', async () => {
    const text = 'class A {\ndef f() {\n  [1,\n2].each {\nprintln it\n  }\n}\n}\n';
    expect(await formatted(text, { insertSpaces: false, tabSize: 8 })).toBe(
      'class A {\n\tdef f() {\n\t\t[1,\n\t\t\t2].each {\n\t\t\tprintln it\n\t\t}\n\t}\n}\n',
    );
    expect(await formatted(text, { tabSize: 2 })).toBe(
      'class A {\n  def f() {\n    [1,\n      2].each {\n      println it\n    }\n  }\n}\n',
    );
    const tabbed = await formatted(text, { insertSpaces: false, tabSize: 8 });
    expect(await format(tabbed, { insertSpaces: false, tabSize: 8 })).toEqual({ uri, edits: [] });
  });

  it('never changes the inside of strings and comments', async () => {
    const text = [
      'def f() {',
      'def s = """  keep   ',
      '    this   ',
      '  exactly""" + \'\'\'and',
      "        this'''",
      'def r = $/slashy',
      '   dollar/$',
      '/* block',
      '      * as is */',
      '// line   comment',
      '}',
      '',
    ].join('\n');
    const r = await format(text);
    // No edit touches a line that starts inside a string.
    const touched = r.edits.map((e) => e.range.start.line);
    for (const line of [2, 3, 4, 6]) expect(touched).not.toContain(line);
    const out = apply(text, r.edits).split('\n');
    expect(out).toEqual([
      'def f() {',
      '    def s = """  keep   ',
      '    this   ',
      '  exactly""" + \'\'\'and',
      "        this'''",
      '    def r = $/slashy',
      '   dollar/$',
      '    /* block',
      // The comment's inner line moves with its first line (4 columns); its text stays.
      '          * as is */',
      '    // line   comment',
      '}',
      '',
    ]);
  });

  it('gives a sensible result on unbalanced and broken source, and is idempotent there', async () => {
    const unclosed = 'class A {\ndef f() {\nif (x) {\nfoo(1,\n2\n';
    const out = await formatted(unclosed);
    expect(out).toBe('class A {\n    def f() {\n        if (x) {\n            foo(1,\n                2\n');
    expect(await format(out)).toEqual({ uri, edits: [] });

    const stray = '}\n  )\ndef a = 1\n   ]\nprintln a\n';
    expect(await formatted(stray)).toBe('}\n)\ndef a = 1\n]\nprintln a\n');

    const broken = 'def s = "open\n   class ` B {\n def x = """never closed\n  y\n';
    const r = await format(broken);
    expect(Array.isArray(r.edits)).toBe(true);
    const once = apply(broken, r.edits);
    expect(await format(once)).toEqual({ uri, edits: [] });
  });

  it('does not throw on any prefix of a real file', async () => {
    const cuts: number[] = [];
    for (let i = 0; i <= messy.length; i += 23) cuts.push(i);
    const results = await Promise.all(cuts.map(async (c) => formatted(messy.slice(0, c))));
    const again = await Promise.all(results.map((t) => format(t)));
    for (const r of again) expect(r.edits).toEqual([]);
  });

  it('rejects a bad tabSize or insertSpaces', async () => {
    const bad = await h.engine.request({ op: 'format', uri, text: 'x', args: { tabSize: 0 } });
    expect(bad.error?.kind).toBe('invalid');
    const bad2 = await h.engine.request({ op: 'format', uri, text: 'x', args: { insertSpaces: 'yes' } });
    expect(bad2.error?.kind).toBe('invalid');
  });
});
