// rename through the real engine (docs/server.md §6): edits for compiler-proven bindings only, grouped
// per buffer; applied here to the texts, they give the expected source, which compiles with no new
// errors. Anything unproven (dynamic, JDK, nothing there, a rename that would capture) is `[]`.
import { describe, expect, it } from 'vitest';
import { RenameOutput } from '../../src/contracts/toolOutputs';
import { engineForFile, rangeOf, rangeWithin, type Position, type Range } from './engineHarness';

const h = engineForFile();

interface TextEdit {
  range: Range;
  newText: string;
}
interface Change {
  uri: string;
  edits: TextEdit[];
}
interface Buffer {
  uri: string;
  text: string;
}

const uri = 'groovy-buffer:main';

const renameAt = async (main: Buffer, at: Position, newName: string, related: Buffer[] = []) => {
  const result = await h.result<{ uri: string; changes: Change[] }>({
    op: 'rename',
    uri: main.uri,
    text: main.text,
    ...(related.length > 0 ? { related } : {}),
    args: { ...at, newName },
  });
  expect(RenameOutput.parse(result)).toEqual(result);
  return result.changes;
};

/** UTF-16 offset of a wire position; lines end at \n here. */
function offsetAt(text: string, p: Position): number {
  let offset = 0;
  for (let line = 0; line < p.line; line++) offset = text.indexOf('\n', offset) + 1;
  return offset + p.character;
}

/** Applies non-overlapping edits, last first, as a client would. */
function applyEdits(text: string, edits: TextEdit[]): string {
  const sorted = edits
    .map((e) => ({
      start: offsetAt(text, e.range.start),
      end: offsetAt(text, e.range.end),
      newText: e.newText,
    }))
    .sort((a, b) => b.start - a.start);
  for (let i = 1; i < sorted.length; i++) {
    const later = sorted[i - 1];
    const current = sorted[i];
    if (later && current) expect(current.end).toBeLessThanOrEqual(later.start);
  }
  let out = text;
  for (const e of sorted) out = out.slice(0, e.start) + e.newText + out.slice(e.end);
  return out;
}

/** Each buffer's text after the changes (every changed uri must be one of the buffers). */
function applyChanges(buffers: Buffer[], changes: Change[]): string[] {
  for (const c of changes) expect(buffers.map((b) => b.uri)).toContain(c.uri);
  return buffers.map((b) => applyEdits(b.text, changes.find((c) => c.uri === b.uri)?.edits ?? []));
}

/** The error messages of every buffer, each compiled with the others as related buffers. */
async function errors(buffers: Buffer[]): Promise<string[]> {
  const out: string[] = [];
  for (const b of buffers) {
    const related = buffers.filter((o) => o !== b);
    const result = await h.result<{ diagnostics: Array<{ severity: string; message: string }> }>({
      op: 'diagnostics',
      uri: b.uri,
      text: b.text,
      ...(related.length > 0 ? { related } : {}),
    });
    out.push(
      ...result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${b.uri}: ${d.message}`),
    );
  }
  return out;
}

describe('rename', () => {
  it('renames a local after an emoji and a tab, in GStrings and closures, not in strings', async () => {
    const text = [
      'def total = 1',
      'println "🧮 $total";\ttotal += 2',
      '[1, 2].each { total += it }',
      'println "total: ${total}"',
      '',
    ].join('\n');
    const at = rangeWithin(text, '\ttotal', 'total');
    expect(at.start.character).toBe(21);
    const changes = await renameAt(
      { uri, text },
      { line: at.start.line, character: at.start.character + 2 },
      'sum',
    );
    expect(changes).toHaveLength(1);
    expect(changes[0]?.edits).toContainEqual({ range: at, newText: 'sum' });
    const [renamed] = applyChanges([{ uri, text }], changes);
    expect(renamed).toBe(
      [
        'def sum = 1',
        'println "🧮 $sum";\tsum += 2',
        '[1, 2].each { sum += it }',
        'println "total: ${sum}"',
        '',
      ].join('\n'),
    );
  });

  it('renames a class across two buffers: declaration, constructor, import, type references, calls', async () => {
    const lib: Buffer = {
      uri: 'groovy-buffer:lib',
      text: [
        'package shop',
        'class Item {',
        '  String label',
        '  Item(String label) { this.label = label }',
        '  static Item of(String l) { new Item(l) }',
        '}',
        '',
      ].join('\n'),
    };
    const main: Buffer = {
      uri,
      text: [
        'import shop.Item',
        'List<Item> items = [new Item("a"), Item.of("b")]',
        'Item first = items[0]',
        'def name = "Item"',
        'println first.label',
        '',
      ].join('\n'),
    };
    expect(await errors([main, lib])).toEqual([]);
    const changes = await renameAt(main, rangeWithin(main.text, 'Item first', 'Item').start, 'Product', [
      lib,
    ]);
    expect(changes.map((c) => c.uri)).toEqual([uri, lib.uri]);
    const [newMain, newLib] = applyChanges([main, lib], changes);
    expect(newMain).toBe(
      [
        'import shop.Product',
        'List<Product> items = [new Product("a"), Product.of("b")]',
        'Product first = items[0]',
        'def name = "Item"',
        'println first.label',
        '',
      ].join('\n'),
    );
    expect(newLib).toBe(
      [
        'package shop',
        'class Product {',
        '  String label',
        '  Product(String label) { this.label = label }',
        '  static Product of(String l) { new Product(l) }',
        '}',
        '',
      ].join('\n'),
    );
    expect(
      await errors([
        { uri, text: newMain ?? '' },
        { uri: lib.uri, text: newLib ?? '' },
      ]),
    ).toEqual([]);
  });

  it('renames an interface method with its implementations in two buffers and the calls', async () => {
    const shapes: Buffer = {
      uri: 'groovy-buffer:shapes',
      text: [
        'interface Shape { double area() }',
        'class Square implements Shape { double area() { 4 } }',
        '',
      ].join('\n'),
    };
    const main: Buffer = {
      uri,
      text: [
        'class Circle implements Shape { double area() { 3 } }',
        'Shape s = new Circle()',
        'println s.area() + new Square().area()',
        '',
      ].join('\n'),
    };
    const changes = await renameAt(main, rangeWithin(main.text, 's.area', 'area').start, 'surface', [shapes]);
    const [newMain, newShapes] = applyChanges([main, shapes], changes);
    expect(newMain).toBe(
      [
        'class Circle implements Shape { double surface() { 3 } }',
        'Shape s = new Circle()',
        'println s.surface() + new Square().surface()',
        '',
      ].join('\n'),
    );
    expect(newShapes).toBe(
      [
        'interface Shape { double surface() }',
        'class Square implements Shape { double surface() { 4 } }',
        '',
      ].join('\n'),
    );
    expect(
      await errors([
        { uri, text: newMain ?? '' },
        { uri: shapes.uri, text: newShapes ?? '' },
      ]),
    ).toEqual([]);
  });

  it('renames a property with its this.x, typed-receiver, accessor and named-argument uses', async () => {
    const text = [
      'class Counter {',
      '  int count',
      '  void bump() { this.count++; count += 1 }',
      '}',
      'def c = new Counter(count: 1)',
      'c.count = c.getCount() + 1',
      'c.setCount(3)',
      'c.with { count++ }',
      '',
    ].join('\n');
    const changes = await renameAt({ uri, text }, rangeWithin(text, 'c.count', 'count').start, 'hits');
    const [renamed] = applyChanges([{ uri, text }], changes);
    expect(renamed).toBe(
      [
        'class Counter {',
        '  int hits',
        '  void bump() { this.hits++; hits += 1 }',
        '}',
        'def c = new Counter(hits: 1)',
        'c.hits = c.getHits() + 1',
        'c.setHits(3)',
        'c.with { hits++ }',
        '',
      ].join('\n'),
    );
    expect(await errors([{ uri, text: renamed ?? '' }])).toEqual([]);
  });

  it('renames a hand-written getter with its property-style uses, only to another getter name', async () => {
    const text = [
      'class Box {',
      '  String getLabel() { "box" }',
      '}',
      'def b = new Box()',
      'println b.label + b.getLabel()',
      'b.with { println label }',
      '',
    ].join('\n');
    const at = rangeWithin(text, 'String getLabel', 'getLabel').start;
    const changes = await renameAt({ uri, text }, at, 'getTitle');
    expect(applyChanges([{ uri, text }], changes)).toEqual([
      [
        'class Box {',
        '  String getTitle() { "box" }',
        '}',
        'def b = new Box()',
        'println b.title + b.getTitle()',
        'b.with { println title }',
        '',
      ].join('\n'),
    ]);
    // `b.label` cannot be respelled for a method that is no getter.
    expect(await renameAt({ uri, text }, at, 'fetchLabel')).toEqual([]);
  });

  it('renames a trait method with the calls bound through the class implementing it', async () => {
    const text = [
      'trait Loud {',
      '  String shout(String s) { s.toUpperCase() }',
      '}',
      'class Dog implements Loud {}',
      'println new Dog().shout("woof")',
      '',
    ].join('\n');
    const changes = await renameAt({ uri, text }, rangeWithin(text, 'Dog().shout', 'shout').start, 'yell');
    const [renamed] = applyChanges([{ uri, text }], changes);
    expect(renamed).toBe(
      [
        'trait Loud {',
        '  String yell(String s) { s.toUpperCase() }',
        '}',
        'class Dog implements Loud {}',
        'println new Dog().yell("woof")',
        '',
      ].join('\n'),
    );
    expect(await errors([{ uri, text: renamed ?? '' }])).toEqual([]);
  });

  it('renames parameters, and script methods with their calls and method pointers', async () => {
    const text = [
      'def twice(int n) { n * 2 }',
      'int n = 3',
      'println twice(n)',
      'def f = this.&twice',
      '',
    ].join('\n');
    const param = await renameAt({ uri, text }, rangeWithin(text, 'n * 2', 'n').start, 'value');
    expect(applyChanges([{ uri, text }], param)).toEqual([
      ['def twice(int value) { value * 2 }', 'int n = 3', 'println twice(n)', 'def f = this.&twice', ''].join(
        '\n',
      ),
    ]);
    const method = await renameAt({ uri, text }, rangeWithin(text, 'twice(n)', 'twice').start, 'doubled');
    expect(applyChanges([{ uri, text }], method)).toEqual([
      ['def doubled(int n) { n * 2 }', 'int n = 3', 'println doubled(n)', 'def f = this.&doubled', ''].join(
        '\n',
      ),
    ]);
  });

  it('answers [] for what the compiler did not prove', async () => {
    const text = [
      'class Named {',
      '  String name',
      '  String toString() { name }',
      '  String show() { def title = "t"; title + name }',
      '}',
      'def poke(thing) { thing.name }',
      'String s = "x"',
      'def a = 1',
      'def b = 2',
      'println a + b',
      '',
    ].join('\n');
    const none = async (at: Position, newName: string) =>
      expect(await renameAt({ uri, text }, at, newName)).toEqual([]);
    // A property read on an untyped receiver is dynamic.
    await none(rangeWithin(text, 'thing.name', 'name').start, 'label');
    // A JDK class has no source here.
    await none(rangeWithin(text, 'String s', 'String').start, 'Text');
    // An override of a JDK method cannot be renamed alone.
    await none(rangeWithin(text, 'String toString', 'toString').start, 'describe');
    // Nothing at the position (a keyword, past the end).
    await none(rangeOf(text, 'def a').start, 'z');
    await none({ line: 50, character: 0 }, 'z');
    // The new name would capture another binding: the property `name`, or the local `a`.
    await none(rangeWithin(text, 'def title', 'title').start, 'name');
    await none(rangeWithin(text, 'def b', 'b').start, 'a');
    // The same bindings under a free name are proven.
    expect(
      await renameAt({ uri, text }, rangeWithin(text, 'def title', 'title').start, 'heading'),
    ).toHaveLength(1);
    expect(await renameAt({ uri, text }, rangeWithin(text, 'def b', 'b').start, 'c')).toHaveLength(1);
    expect(
      await renameAt({ uri, text }, rangeWithin(text, 'String name', 'name').start, 'label'),
    ).toHaveLength(1);
  });
});
