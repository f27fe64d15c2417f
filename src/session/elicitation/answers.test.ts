// docs/elicitation.md, "Classic": an answer that does not fit the requested schema counts as cancel.
import { describe, expect, it } from 'vitest';
import type { RequestedSchema } from '../../protocol';
import { readAnswer } from './answers';

const SCHEMA: RequestedSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 5 },
    count: { type: 'integer', minimum: 1, maximum: 3 },
    ratio: { type: 'number', maximum: 1 },
    flag: { type: 'boolean' },
    pick: { type: 'string', enum: ['a', 'b'] },
    titled: { type: 'string', oneOf: [{ const: 'x', title: 'X' }] },
    many: { type: 'array', items: { type: 'string', enum: ['p', 'q'] }, maxItems: 2 },
  },
  required: ['name'],
};

const accept = (content: Record<string, unknown>) => readAnswer({ action: 'accept', content }, SCHEMA);

describe('readAnswer', () => {
  it('accepts content that fits, keeping only the fields asked for', () => {
    expect(
      accept({
        name: 'abc',
        count: 2,
        ratio: 0.5,
        flag: false,
        pick: 'b',
        titled: 'x',
        many: ['q'],
        extra: 1,
      }),
    ).toEqual({
      action: 'accept',
      content: { name: 'abc', count: 2, ratio: 0.5, flag: false, pick: 'b', titled: 'x', many: ['q'] },
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a required field missing', { count: 1 }],
    ['a string too short', { name: '' }],
    ['a string too long', { name: 'abcdef' }],
    ['a number where a string belongs', { name: 7 }],
    ['an integer that is a fraction', { name: 'a', count: 1.5 }],
    ['an integer out of range', { name: 'a', count: 4 }],
    ['a number over its maximum', { name: 'a', ratio: 2 }],
    ['a boolean as text', { name: 'a', flag: 'true' }],
    ['a value outside the enum', { name: 'a', pick: 'c' }],
    ['a value outside the titled enum', { name: 'a', titled: 'y' }],
    ['a multi-select value outside its items', { name: 'a', many: ['r'] }],
    ['too many selected', { name: 'a', many: ['p', 'q', 'p'] }],
  ])('counts %s as cancel', (_name, content) => {
    expect(accept(content)).toEqual({ action: 'cancel' });
  });

  it.each<[unknown, string]>([
    [{ action: 'decline' }, 'decline'],
    [{ action: 'cancel' }, 'cancel'],
    [{ action: 'maybe' }, 'cancel'],
    [null, 'cancel'],
    ['accept', 'cancel'],
  ])('reads %j as %s', (value, action) => {
    expect(readAnswer(value, SCHEMA).action).toBe(action);
  });
});
