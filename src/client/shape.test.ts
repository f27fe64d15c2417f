import { describe, expect, it } from 'vitest';
import * as shape from './shape';

const Tool = shape.looseObject({
  name: shape.string(),
  title: shape.optional(shape.string()),
  tags: shape.withDefault(shape.array(shape.string()), []),
  ttl: shape.optional(shape.nullable(shape.number())),
  status: shape.enumOf(['working', 'completed']),
  meta: shape.optional(shape.record(shape.string(), shape.unknown())),
  done: shape.optional(shape.boolean()),
});

const issue = (value: unknown) => {
  const result = Tool.safeParse(value);
  if (result.success) throw new TypeError('expected an issue');
  return result.error.issues[0];
};

describe('shape checks of server results', () => {
  it('keeps extra fields, fills defaults, leaves absent optional keys absent', () => {
    const result = Tool.safeParse({ name: 'a', status: 'working', extra: 1 });
    expect(result).toEqual({ success: true, data: { name: 'a', status: 'working', extra: 1, tags: [] } });
    expect(result.success && 'title' in result.data).toBe(false);
  });

  it('accepts every field in its shape, null where nullable', () => {
    const value = {
      name: 'a',
      title: 't',
      tags: ['x'],
      ttl: null,
      status: 'completed',
      meta: { k: [1] },
      done: true,
    };
    expect(Tool.safeParse(value)).toEqual({ success: true, data: value });
  });

  it.each([
    ['not an object', 'x', [], 'Invalid input: expected object, received string'],
    ['an array for an object', [], [], 'Invalid input: expected object, received array'],
    [
      'a missing required field',
      { status: 'working' },
      ['name'],
      'Invalid input: expected string, received undefined',
    ],
    [
      'a wrong type',
      { name: 1, status: 'working' },
      ['name'],
      'Invalid input: expected string, received number',
    ],
    [
      'a wrong array item',
      { name: 'a', status: 'working', tags: ['x', 2] },
      ['tags', 1],
      'Invalid input: expected string, received number',
    ],
    [
      'null where not nullable',
      { name: 'a', status: 'working', done: null },
      ['done'],
      'Invalid input: expected boolean, received null',
    ],
    [
      'a number that is not finite',
      { name: 'a', status: 'working', ttl: Infinity },
      ['ttl'],
      'Invalid input: expected number, received number',
    ],
    [
      'an unknown option',
      { name: 'a', status: 'gone' },
      ['status'],
      'Invalid option: expected one of "working"|"completed"',
    ],
    [
      'an array for a record',
      { name: 'a', status: 'working', meta: [] },
      ['meta'],
      'Invalid input: expected record, received array',
    ],
  ])('reports %s with its path', (_, value, path, message) => {
    expect(issue(value)).toEqual({ path, message });
  });
});
