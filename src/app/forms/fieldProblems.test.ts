// docs/playground.md, "Elicitation": the reason shown next to a field whose value does not fit.
import { describe, expect, it } from 'vitest';
import { problemOf, problemsOf } from './fieldProblems';
import type { FieldSpec, PropertySpec } from './schemaForm';

const property = (name: string, spec: FieldSpec, required = false): PropertySpec => ({
  name,
  required,
  spec,
});
const PROPERTIES = [
  property('name', { kind: 'string', multiline: false, minLength: 2, maxLength: 4 }, true),
  property('mail', { kind: 'string', multiline: false, format: 'email' }),
  property('age', { kind: 'number', integer: true, minimum: 0, maximum: 150 }, true),
  property('ratio', { kind: 'number', integer: false }),
  property('ok', { kind: 'boolean' }, true),
  property('tags', { kind: 'multi', options: ['a', 'b', 'c'], labels: ['a', 'b', 'c'], maxItems: 2 }),
  property('picks', { kind: 'multi', options: ['a', 'b'], labels: ['a', 'b'], minItems: 2 }, true),
];
const field = (name: string) => PROPERTIES.find((p) => p.name === name)!;

describe('why a value does not fit', () => {
  it.each<[string, unknown, string | undefined]>([
    ['name', '', 'Required.'],
    ['name', undefined, 'Required.'],
    ['name', 'a', 'At least 2 characters.'],
    ['name', 'abcde', 'At most 4 characters.'],
    ['name', 'abc', undefined],
    ['mail', 'not mail', 'Must be an email address.'],
    ['mail', 'a@b.org', undefined],
    ['age', 'x', 'Must be a number.'],
    ['age', Number.NaN, 'Must be a number.'],
    ['age', 1.5, 'Must be a whole number.'],
    ['age', -1, 'At least 0.'],
    ['age', 151, 'At most 150.'],
    ['age', 42, undefined],
    ['ratio', 0.5, undefined],
    ['tags', ['a', 'b', 'c'], 'Pick at most 2.'],
    ['tags', [], undefined],
    ['ok', undefined, undefined],
    ['picks', [], 'Required.'],
    ['picks', ['a'], 'Pick at least 2.'],
  ])('says why %s = %j does not fit: %s', (name, value, problem) => {
    expect(problemOf(field(name), value)).toBe(problem);
  });

  it.each<[string, string, string | undefined]>([
    ['uri', 'https://example.com/a', undefined],
    ['uri', 'example.com', 'Must be an absolute URI.'],
    ['date', '2025-11-25', undefined],
    ['date', '25.11.2025', 'Must be a date (YYYY-MM-DD).'],
    ['date-time', '2025-11-25T10:00:00Z', undefined],
    ['date-time', '2025-11-25', 'Must be a date and time (ISO 8601).'],
  ])('checks format %s: %j → %s', (format, value, problem) => {
    expect(problemOf(property('f', { kind: 'string', multiline: false, format }), value)).toBe(problem);
  });

  it('lists the problems of a whole form by property', () => {
    expect(problemsOf(PROPERTIES, { name: 'a', age: 200, ok: undefined, picks: ['a', 'b'] })).toEqual({
      name: 'At least 2 characters.',
      age: 'At most 150.',
    });
  });
});
