// The AST index (docs/groovy-compiler-notes.md §3), read through the hidden `debug-index` op until the
// navigation ops that use it exist: declarations and the usages the compiler bound to them, with
// name-only ranges, also across related buffers.
import { describe, expect, it } from 'vitest';
import { engineForFile, rangeOf, rangeWithin, type Range } from './engineHarness';

interface Occurrence {
  kind: string;
  range: Range;
  isDeclaration: boolean;
  byName: boolean;
  declaration?: { uri: string; range: Range };
}

const h = engineForFile({ devOps: true });

const uri = 'groovy-buffer:index';
const occurrences = async (text: string, related?: Array<{ uri: string; text: string }>) =>
  (
    await h.result<{ occurrences: Occurrence[] }>({
      op: 'debug-index' as never,
      uri,
      text,
      ...(related ? { related } : {}),
    })
  ).occurrences;

/** The usages bound to the declaration at `decl`. */
const usagesOf = (all: Occurrence[], decl: Range) =>
  all
    .filter((o) => !o.isDeclaration && JSON.stringify(o.declaration?.range) === JSON.stringify(decl))
    .map((o) => o.range);

describe('AST index', () => {
  const text = [
    'class Counter {',
    '  int total = 0',
    '  void add(int n) { total += n; this.total = total }',
    '  static Counter make() { new Counter() }',
    '}',
    'def c = Counter.make()',
    'int i = 1',
    'for (int k = 0; k < 3; k++) { i += k }',
    'println "i is $i and ${i + 1}"',
    'def twice(x) { x * 2 }',
    'twice(i)',
    '',
  ].join('\n');

  it('binds a local variable to all its usages, inside GStrings too', async () => {
    const all = await occurrences(text);
    const decl = rangeWithin(text, 'int i = 1', 'i');
    expect(all).toContainEqual({
      kind: 'variable',
      range: decl,
      isDeclaration: true,
      byName: false,
      declaration: { uri, range: decl },
    });
    expect(usagesOf(all, decl)).toEqual([
      rangeWithin(text, '{ i += k }', 'i'),
      rangeWithin(text, 'is $i', 'i'),
      rangeWithin(text, '${i + 1}', 'i'),
      rangeWithin(text, 'twice(i)', 'i'),
    ]);
  });

  it('binds parameters, properties (also through this.x) and loop variables', async () => {
    const all = await occurrences(text);
    const n = rangeWithin(text, 'add(int n)', 'n');
    expect(usagesOf(all, n)).toEqual([rangeWithin(text, 'total += n', 'n')]);
    const total = rangeWithin(text, 'int total = 0', 'total');
    expect(usagesOf(all, total)).toEqual([
      rangeWithin(text, 'total += n', 'total'),
      rangeWithin(text, 'this.total', 'total'),
      rangeWithin(text, '= total }', 'total'),
    ]);
    const k = rangeWithin(text, 'int k = 0', 'k');
    expect(usagesOf(all, k)).toHaveLength(3);
  });

  it('binds class references and calls on this or a class name, marking calls bound by name', async () => {
    const all = await occurrences(text);
    const counter = rangeOf(text, 'Counter');
    expect(usagesOf(all, counter)).toEqual([
      rangeWithin(text, 'static Counter make', 'Counter'),
      rangeWithin(text, 'new Counter()', 'Counter'),
      rangeWithin(text, 'c = Counter.make', 'Counter'),
    ]);
    const make = rangeWithin(text, 'Counter make()', 'make');
    expect(
      all.filter((o) => JSON.stringify(o.declaration?.range) === JSON.stringify(make) && !o.isDeclaration),
    ).toEqual([
      {
        kind: 'method',
        range: rangeWithin(text, 'Counter.make()', 'make'),
        isDeclaration: false,
        byName: true,
        declaration: { uri, range: make },
      },
    ]);
    expect(usagesOf(all, rangeWithin(text, 'def twice', 'twice'))).toEqual([
      rangeWithin(text, 'twice(i)', 'twice'),
    ]);
    // Keywords are not class references.
    expect(all.some((o) => o.range.start.line === 6 && o.range.start.character === 0)).toBe(false);
  });

  it('binds a class declared in a related buffer to its declaration there', async () => {
    const other = { uri: 'groovy-buffer:other', text: 'class Other {\n  int x = 1\n}\n' };
    const main = 'def o = new Other()\n';
    const all = await occurrences(main, [other]);
    expect(all).toContainEqual({
      kind: 'class',
      range: rangeOf(main, 'Other'),
      isDeclaration: false,
      byName: false,
      declaration: { uri: other.uri, range: rangeOf(other.text, 'Other') },
    });
  });
});
