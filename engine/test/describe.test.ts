// describe through the real engine (docs/server.md §6; docs/groovy-compiler-notes.md §3 "Types for hover
// and signatures"): name, kind, the type from the TYPED compile (inferred where the type checker
// knows it), signatures, groovydoc, and the name-only range under the cursor, in UTF-16 positions.
import { describe, expect, it } from 'vitest';
import { DescribeOutput } from '../../src/contracts/toolOutputs';
import { engineForFile, rangeOf, rangeWithin, type Position } from './engineHarness';

const h = engineForFile();

const uri = 'groovy-buffer:describe';
const text = [
  '/** Says hello. */',
  'class Greeter {',
  '  /** Who is greeted. */',
  '  String name',
  '  /**',
  '   * Greets someone.',
  '   * @param who the one greeted',
  '   */',
  '  String greet(String who) { "hi $who, I am $name" }',
  '}',
  'def list = [1, 2]',
  'def g = new Greeter(name: "x")',
  'println "😀";\tg.greet("a")',
  'def x = 1',
  'x = "now a string"',
  'println x',
  'list.each { println it }',
  '"abc".toUpperCase()',
  'undeclared.foo()',
  '',
].join('\n');

const describeAt = async (at: Position, source = text) => {
  const result = await h.result({ op: 'describe', uri, text: source, args: { ...at } });
  // Exactly the tool's structuredContent: nothing the output shape would strip.
  expect(DescribeOutput.parse(result)).toEqual(result);
  return result;
};

describe('describe', () => {
  it('describes a class with its groovydoc and name-only range', async () => {
    expect(await describeAt(rangeWithin(text, 'class Greeter', 'Greeter').start)).toEqual({
      uri,
      found: true,
      name: 'Greeter',
      kind: 'class',
      type: 'Greeter',
      documentation: 'Says hello.',
      range: rangeWithin(text, 'class Greeter', 'Greeter'),
    });
  });

  it('describes a method call after an emoji and a tab: signature, return type, documentation', async () => {
    const greet = rangeWithin(text, '\tg.greet("a")', 'greet');
    expect(await describeAt({ line: greet.start.line, character: greet.start.character + 2 })).toEqual({
      uri,
      found: true,
      name: 'greet',
      kind: 'method',
      type: 'java.lang.String',
      signature: 'String greet(String who)',
      documentation: 'Greets someone.\n@param who the one greeted',
      range: greet,
    });
  });

  it('gives a def local the type the type checker inferred', async () => {
    const g = rangeWithin(text, '\tg.greet("a")', 'g');
    expect(g.start.character).toBe(14); // `println "😀";` is 13 UTF-16 units (the emoji 2), then the tab
    expect(await describeAt(g.start)).toEqual({
      uri,
      found: true,
      name: 'g',
      kind: 'local',
      type: 'Greeter',
      range: g,
    });
    const list = rangeWithin(text, 'def list', 'list');
    expect(await describeAt(list.end)).toEqual({
      uri,
      found: true,
      name: 'list',
      kind: 'local',
      type: 'java.util.List<java.lang.Integer>',
      range: list,
    });
  });

  it('follows the flow type: the declaration and a later use of a reassigned def differ', async () => {
    const declared = rangeWithin(text, 'def x = 1', 'x');
    expect(await describeAt(declared.start)).toMatchObject({
      name: 'x',
      type: 'java.lang.Integer',
      range: declared,
    });
    const used = rangeWithin(text, 'println x', 'x');
    expect(await describeAt(used.start)).toMatchObject({ name: 'x', type: 'java.lang.String', range: used });
  });

  it('describes parameters (a closure parameter typed by inference), and properties used in a GString', async () => {
    const it_ = rangeWithin(text, 'println it', 'it');
    expect(await describeAt(it_.start)).toEqual({
      uri,
      found: true,
      name: 'it',
      kind: 'parameter',
      type: 'java.lang.Integer',
      range: it_,
    });
    const who = rangeWithin(text, '$who', 'who');
    expect(await describeAt(who.start)).toEqual({
      uri,
      found: true,
      name: 'who',
      kind: 'parameter',
      type: 'java.lang.String',
      range: who,
    });
    const name = rangeWithin(text, '$name', 'name');
    expect(await describeAt(name.start)).toEqual({
      uri,
      found: true,
      name: 'name',
      kind: 'property',
      type: 'java.lang.String',
      documentation: 'Who is greeted.',
      range: name,
    });
  });

  it('describes a library method the type checker selected, and a JDK class reference', async () => {
    const upper = rangeOf(text, 'toUpperCase');
    expect(await describeAt(upper.start)).toEqual({
      uri,
      found: true,
      name: 'toUpperCase',
      kind: 'method',
      type: 'java.lang.String',
      signature: 'String toUpperCase()',
      range: upper,
    });
    const string = rangeWithin(text, 'String name', 'String');
    expect(await describeAt(string.start)).toEqual({
      uri,
      found: true,
      name: 'String',
      kind: 'class',
      type: 'java.lang.String',
      range: string,
    });
  });

  it('finds nothing on a keyword, on blank space, or on a dynamic call nothing resolved', async () => {
    expect(await describeAt(rangeOf(text, 'def list').start)).toEqual({ uri, found: false });
    expect(await describeAt({ line: 0, character: 200 })).toEqual({ uri, found: false });
    expect(await describeAt(rangeOf(text, 'undeclared').start)).toEqual({ uri, found: false });
    expect(await describeAt(rangeOf(text, 'foo()').start)).toEqual({ uri, found: false });
  });

  it('describes kinds: interface, trait, enum, enum constant, field, constructor', async () => {
    const kinds = [
      'interface Shape { double area() }',
      'trait Named { String label }',
      'enum Color { RED }',
      'class Box implements Shape, Named {',
      '  private int size = 1',
      '  Box(int size) { this.size = size }',
      '  double area() { size * size }',
      '}',
      'def c = Color.RED',
      '',
    ].join('\n');
    const at = async (context: string, name: string) =>
      (await describeAt(rangeWithin(kinds, context, name).start, kinds)) as {
        kind?: string;
        signature?: string;
      };
    expect(await at('interface Shape', 'Shape')).toMatchObject({ kind: 'interface' });
    expect(await at('trait Named', 'Named')).toMatchObject({ kind: 'trait' });
    expect(await at('enum Color', 'Color')).toMatchObject({ kind: 'enum' });
    expect(await at('Color.RED', 'RED')).toMatchObject({ kind: 'enumMember', type: 'Color' });
    expect(await at('int size = 1', 'size')).toMatchObject({ kind: 'field', type: 'int' });
    expect(await at('Box(int size)', 'Box')).toMatchObject({
      kind: 'constructor',
      signature: 'Box(int size)',
    });
    expect(await at('double area() {', 'area')).toMatchObject({ kind: 'method', signature: 'double area()' });
  });
});
