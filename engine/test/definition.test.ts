// definition through the real engine (docs/server.md §6; docs/groovy-compiler-notes.md §3): the
// name-only range of the declaration the compiler bound the symbol to, across related buffers; no
// location for a class without source (JDK) or for a dynamic call nothing resolved.
import { describe, expect, it } from 'vitest';
import { LocationsOutput } from '../../src/contracts/toolOutputs';
import { engineForFile, rangeOf, rangeWithin, type Position } from './engineHarness';

const h = engineForFile();

const uri = 'groovy-buffer:main';
const otherUri = 'groovy-buffer:other';
const other = [
  'class Account {',
  '  BigDecimal balance = 0',
  '  Account deposit(BigDecimal amount) { balance += amount; this }',
  '}',
  '',
].join('\n');
const text = [
  'def acct = new Account()',
  'println "💰";\tacct.deposit(10.5)',
  'int count = 2',
  'def twice(int n) { n * 2 }',
  'println twice(count) + acct.balance',
  'def poke(thing) { thing.deposit(1) }',
  'String s = "x"',
  '',
].join('\n');

const definitionAt = async (at: Position) => {
  const result = await h.result<{ uri: string; locations: unknown[] }>({
    op: 'definition',
    uri,
    text,
    related: [{ uri: otherUri, text: other }],
    args: { ...at },
  });
  expect(LocationsOutput.parse(result)).toEqual(result);
  return result;
};

describe('definition', () => {
  it('goes from a local used after an emoji and a tab to its declaration', async () => {
    const use = rangeWithin(text, '\tacct.deposit', 'acct');
    expect(use.start.character).toBe(14);
    expect(await definitionAt(use.end)).toEqual({
      uri,
      locations: [{ uri, range: rangeWithin(text, 'def acct', 'acct') }],
    });
  });

  it('goes to a method and a class declared in a related buffer', async () => {
    expect(await definitionAt(rangeWithin(text, 'acct.deposit', 'deposit').start)).toEqual({
      uri,
      locations: [{ uri: otherUri, range: rangeWithin(other, 'Account deposit', 'deposit') }],
    });
    expect(await definitionAt(rangeWithin(text, 'new Account', 'Account').start)).toEqual({
      uri,
      locations: [{ uri: otherUri, range: rangeWithin(other, 'class Account', 'Account') }],
    });
    expect(await definitionAt(rangeWithin(text, 'acct.balance', 'balance').start)).toEqual({
      uri,
      locations: [{ uri: otherUri, range: rangeWithin(other, 'BigDecimal balance', 'balance') }],
    });
  });

  it('goes to parameters, script methods and locals in the same buffer', async () => {
    expect(await definitionAt(rangeWithin(text, 'n * 2', 'n').start)).toEqual({
      uri,
      locations: [{ uri, range: rangeWithin(text, 'int n', 'n') }],
    });
    expect(await definitionAt(rangeWithin(text, 'twice(count)', 'twice').start)).toEqual({
      uri,
      locations: [{ uri, range: rangeWithin(text, 'def twice', 'twice') }],
    });
    expect(await definitionAt(rangeWithin(text, 'twice(count)', 'count').start)).toEqual({
      uri,
      locations: [{ uri, range: rangeWithin(text, 'int count', 'count') }],
    });
  });

  it('answers a declaration with itself', async () => {
    const decl = rangeWithin(text, 'int count', 'count');
    expect(await definitionAt(decl.start)).toEqual({ uri, locations: [{ uri, range: decl }] });
  });

  it('has no location for a JDK class, a dynamic call, or a position on nothing', async () => {
    expect(await definitionAt(rangeWithin(text, 'String s', 'String').start)).toEqual({ uri, locations: [] });
    expect(await definitionAt(rangeWithin(text, 'thing.deposit', 'deposit').start)).toEqual({
      uri,
      locations: [],
    });
    expect(await definitionAt(rangeOf(text, 'println').start)).toEqual({ uri, locations: [] });
    expect(await definitionAt({ line: 40, character: 0 })).toEqual({ uri, locations: [] });
    // Past the end of a line that ends with a name: not clamped onto the name.
    const balance = rangeWithin(text, '+ acct.balance', 'balance');
    expect(await definitionAt(balance.end)).not.toEqual({ uri, locations: [] });
    expect(await definitionAt({ line: balance.end.line, character: balance.end.character + 1 })).toEqual({
      uri,
      locations: [],
    });
  });
});
