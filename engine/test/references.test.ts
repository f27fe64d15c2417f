// references through the real engine (docs/server.md §6; docs/groovy-compiler-notes.md §3): every use
// the compiler bound to the symbol (GStrings, this.x, typed receivers, accessors, named
// constructor arguments), across related buffers, in buffer and text order; never a text match.
import { describe, expect, it } from 'vitest';
import { LocationsOutput } from '../../src/contracts/toolOutputs';
import { engineForFile, rangeOf, rangeWithin, type Position, type Range } from './engineHarness';

const h = engineForFile();

interface Location {
  uri: string;
  range: Range;
}

const uri = 'groovy-buffer:main';
const referencesIn = async (
  text: string,
  at: Position,
  options: { related?: Array<{ uri: string; text: string }>; includeDeclaration?: boolean } = {},
) => {
  const result = await h.result<{ uri: string; locations: Location[] }>({
    op: 'references',
    uri,
    text,
    ...(options.related ? { related: options.related } : {}),
    args: {
      ...at,
      ...(options.includeDeclaration === undefined ? {} : { includeDeclaration: options.includeDeclaration }),
    },
  });
  expect(LocationsOutput.parse(result)).toEqual(result);
  return result.locations;
};

describe('references', () => {
  const text = [
    'int total = 1',
    'println "🧮 $total";\ttotal += 2',
    '[1, 2].each { total += it }',
    'def show() { "total" }',
    'println "${total + 1}" + show()',
    '',
  ].join('\n');

  it('lists a local with its uses inside GStrings and closures, after an emoji and a tab', async () => {
    const all = [
      rangeWithin(text, 'int total', 'total'),
      rangeWithin(text, '$total', 'total'),
      rangeWithin(text, '\ttotal += 2', 'total'),
      rangeWithin(text, '{ total += it', 'total'),
      rangeWithin(text, '${total + 1}', 'total'),
    ];
    expect(all[2]?.start.character).toBe(21);
    expect(await referencesIn(text, rangeWithin(text, '\ttotal', 'total').start)).toEqual(
      all.map((range) => ({ uri, range })),
    );
    // The string "total" is not a use: never a text match.
    expect(all.some((r) => JSON.stringify(r) === JSON.stringify(rangeOf(text, 'total"')))).toBe(false);
  });

  it('leaves the declaration out when includeDeclaration is false', async () => {
    const locations = await referencesIn(text, rangeWithin(text, 'int total', 'total').start, {
      includeDeclaration: false,
    });
    expect(locations).toHaveLength(4);
    expect(locations[0]).toEqual({ uri, range: rangeWithin(text, '$total', 'total') });
  });

  it('lists a class declared in one buffer and used in another, the main buffer first', async () => {
    const libUri = 'groovy-buffer:lib';
    const lib = [
      'package shop',
      'class Item {',
      '  String label',
      '  Item(String label) { this.label = label }',
      '  static Item of(String l) { new Item(l) }',
      '}',
      '',
    ].join('\n');
    const main = [
      'import shop.Item',
      'List<Item> items = [new Item("a"), Item.of("b")]',
      'Item first = items[0]',
      'def name = "Item"',
      '',
    ].join('\n');
    const locations = await referencesIn(main, rangeWithin(main, 'Item first', 'Item').start, {
      related: [{ uri: libUri, text: lib }],
    });
    expect(locations).toEqual([
      { uri, range: rangeWithin(main, 'shop.Item', 'Item') },
      { uri, range: rangeWithin(main, 'List<Item>', 'Item') },
      { uri, range: rangeWithin(main, 'new Item', 'Item') },
      { uri, range: rangeWithin(main, 'Item.of', 'Item') },
      { uri, range: rangeWithin(main, 'Item first', 'Item') },
      { uri: libUri, range: rangeWithin(lib, 'class Item', 'Item') },
      { uri: libUri, range: rangeWithin(lib, 'static Item', 'Item') },
      { uri: libUri, range: rangeWithin(lib, 'new Item', 'Item') },
    ]);
  });

  it('binds a property through this.x, a typed receiver, its accessors, named arguments and a with closure, not an untyped receiver', async () => {
    const props = [
      'class Counter {',
      '  int count',
      '  void bump() { this.count++; count += 1 }',
      '}',
      'def c = new Counter(count: 1)',
      'c.count = c.getCount() + 1',
      'c.setCount(3)',
      'c.with { count = count * 2 }',
      'def peek(untyped) { untyped.count }',
      '',
    ].join('\n');
    const locations = await referencesIn(props, rangeWithin(props, 'int count', 'count').end);
    expect(locations).toEqual([
      { uri, range: rangeWithin(props, 'int count', 'count') },
      { uri, range: rangeWithin(props, 'this.count', 'count') },
      { uri, range: rangeWithin(props, 'count += 1', 'count') },
      { uri, range: rangeWithin(props, 'count: 1', 'count') },
      { uri, range: rangeWithin(props, 'c.count', 'count') },
      { uri, range: rangeWithin(props, 'c.getCount', 'getCount') },
      { uri, range: rangeWithin(props, 'c.setCount', 'setCount') },
      // Inside `with`, the type checker resolves the name on the closure's delegate.
      { uri, range: rangeWithin(props, '{ count = count', 'count') },
      { uri, range: rangeWithin(props, '= count * 2', 'count') },
    ]);
  });

  it('finds nothing on a position with no symbol', async () => {
    expect(await referencesIn(text, { line: 3, character: 15 })).toEqual([]);
  });
});
