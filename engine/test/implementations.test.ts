// implementations through the real engine (docs/server.md §6; docs/groovy-compiler-notes.md §9): the
// classes of the buffers that implement or extend a type, and the methods that implement or
// override a method, from the resolved supertypes, across related buffers.
import { describe, expect, it } from 'vitest';
import { LocationsOutput } from '../../src/contracts/toolOutputs';
import { engineForFile, rangeWithin, type Position } from './engineHarness';

const h = engineForFile();

const shapesUri = 'groovy-buffer:shapes';
const shapes = [
  'interface Shape {',
  '  double area()',
  '}',
  'abstract class Polygon implements Shape {',
  '  abstract int corners()',
  '}',
  'class Square extends Polygon {',
  '  double side = 1',
  '  double area() { side * side }',
  '  int corners() { 4 }',
  '}',
  '',
].join('\n');
const circlesUri = 'groovy-buffer:circles';
const circles = [
  'class Circle implements Shape, Runnable {',
  '  double r = 1',
  '  double area() { Math.PI * r * r }',
  '  void run() {}',
  '}',
  'Shape s = new Circle()',
  'println "🟢";\tprintln s.area()',
  '',
].join('\n');

const implementationsIn = async (
  mainUri: string,
  main: string,
  relatedUri: string,
  related: string,
  at: Position,
) => {
  const result = await h.result<{ uri: string; locations: unknown[] }>({
    op: 'implementations',
    uri: mainUri,
    text: main,
    related: [{ uri: relatedUri, text: related }],
    args: { ...at },
  });
  expect(LocationsOutput.parse(result)).toEqual(result);
  return result;
};

describe('implementations', () => {
  it('lists the two methods implementing an interface method, in two buffers', async () => {
    expect(
      await implementationsIn(
        shapesUri,
        shapes,
        circlesUri,
        circles,
        rangeWithin(shapes, 'double area()', 'area').start,
      ),
    ).toEqual({
      uri: shapesUri,
      locations: [
        { uri: shapesUri, range: rangeWithin(shapes, 'double area() {', 'area') },
        { uri: circlesUri, range: rangeWithin(circles, 'double area() {', 'area') },
      ],
    });
  });

  it('lists the classes implementing an interface, directly or through an abstract class', async () => {
    const at = rangeWithin(circles, 'implements Shape', 'Shape').start;
    expect(await implementationsIn(circlesUri, circles, shapesUri, shapes, at)).toEqual({
      uri: circlesUri,
      locations: [
        { uri: circlesUri, range: rangeWithin(circles, 'class Circle', 'Circle') },
        { uri: shapesUri, range: rangeWithin(shapes, 'class Polygon', 'Polygon') },
        { uri: shapesUri, range: rangeWithin(shapes, 'class Square', 'Square') },
      ],
    });
  });

  it('lists the subclasses of an abstract class and the overrides of its abstract method', async () => {
    expect(
      await implementationsIn(
        shapesUri,
        shapes,
        circlesUri,
        circles,
        rangeWithin(shapes, 'class Polygon', 'Polygon').end,
      ),
    ).toEqual({
      uri: shapesUri,
      locations: [{ uri: shapesUri, range: rangeWithin(shapes, 'class Square', 'Square') }],
    });
    expect(
      await implementationsIn(
        shapesUri,
        shapes,
        circlesUri,
        circles,
        rangeWithin(shapes, 'int corners()', 'corners').start,
      ),
    ).toEqual({
      uri: shapesUri,
      locations: [{ uri: shapesUri, range: rangeWithin(shapes, 'int corners() {', 'corners') }],
    });
  });

  it('lists the implementations of a JDK interface found in the buffers', async () => {
    expect(
      await implementationsIn(
        circlesUri,
        circles,
        shapesUri,
        shapes,
        rangeWithin(circles, 'Runnable', 'Runnable').start,
      ),
    ).toEqual({
      uri: circlesUri,
      locations: [{ uri: circlesUri, range: rangeWithin(circles, 'class Circle', 'Circle') }],
    });
  });

  it('starts from a call after an emoji and a tab: the method the type checker selected', async () => {
    // `s` is declared Shape but flow-typed Circle: the call binds to Circle.area, which nothing overrides.
    const call = rangeWithin(circles, 's.area()', 'area');
    expect(call.start.character).toBe(24);
    expect(await implementationsIn(circlesUri, circles, shapesUri, shapes, call.start)).toEqual({
      uri: circlesUri,
      locations: [],
    });
  });

  it('has none for a local, a class nothing extends, or a position on nothing', async () => {
    const none = { uri: circlesUri, locations: [] };
    expect(
      await implementationsIn(
        circlesUri,
        circles,
        shapesUri,
        shapes,
        rangeWithin(circles, 'Shape s', 's').start,
      ),
    ).toEqual(none);
    expect(
      await implementationsIn(
        circlesUri,
        circles,
        shapesUri,
        shapes,
        rangeWithin(circles, 'class Circle', 'Circle').start,
      ),
    ).toEqual(none);
    expect(
      await implementationsIn(circlesUri, circles, shapesUri, shapes, { line: 4, character: 1 }),
    ).toEqual(none);
  });
});
