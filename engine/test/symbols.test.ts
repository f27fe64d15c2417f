// symbols through the real engine (docs/server.md §6; docs/groovy-compiler-notes.md §3): whole-declaration
// ranges and name-only selection ranges (from the lexer), nesting, kinds, and what is left out.
import { describe, expect, it } from 'vitest';
import { engineForFile, rangeOf, rangeWithin, spanOf, type Range } from './engineHarness';

interface DocumentSymbol {
  name: string;
  kind: string;
  range: Range;
  selectionRange: Range;
  detail?: string;
  children?: DocumentSymbol[];
}

const h = engineForFile();

const uri = 'groovy-buffer:snippet';
const symbols = async (text: string) =>
  (await h.result<{ uri: string; symbols: DocumentSymbol[] }>({ op: 'symbols', uri, text })).symbols;

describe('symbols', () => {
  it('outlines a class with exact ranges and name-only selection ranges', async () => {
    const text = [
      'class Greeter {',
      '  String name',
      '  private int count = 0',
      '  Greeter(String name) { this.name = name }',
      '  @Deprecated',
      '  String greet(String who) { "hi $who" }',
      '}',
      '',
    ].join('\n');
    expect(await symbols(text)).toEqual([
      {
        name: 'Greeter',
        kind: 'class',
        range: spanOf(text, 'class Greeter', '\n}'),
        selectionRange: rangeOf(text, 'Greeter'),
        children: [
          {
            name: 'name',
            kind: 'property',
            range: rangeOf(text, 'String name'),
            selectionRange: rangeOf(text, 'name'),
            detail: 'String',
          },
          {
            name: 'count',
            kind: 'field',
            range: rangeOf(text, 'private int count = 0'),
            selectionRange: rangeOf(text, 'count'),
            detail: 'int',
          },
          {
            name: 'Greeter',
            kind: 'constructor',
            range: rangeOf(text, 'Greeter(String name) { this.name = name }'),
            selectionRange: rangeOf(text, 'Greeter', 1),
            detail: 'Greeter(String name)',
          },
          {
            name: 'greet',
            kind: 'method',
            range: spanOf(text, '@Deprecated', '"hi $who" }'),
            selectionRange: rangeOf(text, 'greet'),
            detail: 'String greet(String who)',
          },
        ],
      },
    ]);
  });

  it('nests inner classes and names kinds like LSP', async () => {
    const text = [
      'interface Shape { double area() }',
      'trait Named { String label() { "x" } }',
      'enum Color { RED, GREEN }',
      'class Outer {',
      '  static class Inner implements Shape { double area() { 1 } }',
      '}',
      '',
    ].join('\n');
    const result = await symbols(text);
    expect(result.map((s) => [s.name, s.kind])).toEqual([
      ['Shape', 'interface'],
      ['Named', 'trait'],
      ['Color', 'enum'],
      ['Outer', 'class'],
    ]);
    expect(result[2]?.children?.map((c) => [c.name, c.kind, c.selectionRange])).toEqual([
      ['RED', 'enumMember', rangeOf(text, 'RED')],
      ['GREEN', 'enumMember', rangeOf(text, 'GREEN')],
    ]);
    const inner = result[3]?.children?.[0];
    expect(inner).toMatchObject({
      name: 'Inner',
      kind: 'class',
      // The compiler starts an inner class's range at `class`, after its modifiers.
      range: rangeOf(text, 'class Inner implements Shape { double area() { 1 } }'),
      selectionRange: rangeOf(text, 'Inner'),
    });
    expect(inner?.children?.map((c) => [c.name, c.selectionRange])).toEqual([
      ['area', rangeOf(text, 'area', 1)],
    ]);
  });

  it('lists script methods and top-level variables, not run/main or locals', async () => {
    const text = [
      'def total = 0',
      'def (a, b) = [1, 2]',
      'def twice(int n) { def local = n * 2; local }',
      'println twice(total)',
      '',
    ].join('\n');
    expect(await symbols(text)).toEqual([
      {
        name: 'total',
        kind: 'variable',
        range: rangeOf(text, 'def total = 0'),
        selectionRange: rangeOf(text, 'total'),
        detail: 'def',
      },
      {
        name: 'a',
        kind: 'variable',
        range: rangeOf(text, 'def (a, b) = [1, 2]'),
        selectionRange: rangeWithin(text, '(a, b)', 'a'),
        detail: 'def',
      },
      {
        name: 'b',
        kind: 'variable',
        range: rangeOf(text, 'def (a, b) = [1, 2]'),
        selectionRange: rangeWithin(text, '(a, b)', 'b'),
        detail: 'def',
      },
      {
        name: 'twice',
        kind: 'method',
        range: rangeOf(text, 'def twice(int n) { def local = n * 2; local }'),
        selectionRange: rangeOf(text, 'twice'),
        detail: 'def twice(int n)',
      },
    ]);
  });

  it('takes a quoted method name from its string token', async () => {
    const text = 'class Spec {\n  def "adds two numbers"() { 1 + 1 }\n}\n';
    const method = (await symbols(text))[0]?.children?.[0];
    expect(method).toMatchObject({
      name: 'adds two numbers',
      selectionRange: rangeOf(text, '"adds two numbers"'),
    });
  });

  it('leaves out what transforms generate (no position)', async () => {
    const text = '@groovy.transform.Canonical\nclass P { int x }\n';
    const p = (await symbols(text))[0];
    expect(p?.children?.map((c) => c.name)).toEqual(['x']);
  });

  it('still outlines a file with a semantic error', async () => {
    const text = 'class A { Missing m() { null } }\n';
    expect((await symbols(text)).map((s) => s.name)).toEqual(['A']);
  });

  it('answers an empty outline for a file that does not parse', async () => {
    expect(await symbols('class {')).toEqual([]);
  });
});
