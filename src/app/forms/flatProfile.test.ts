// docs/playground.md, "Elicitation": the form of a requestedSchema is the engine's flat profile.
import { describe, expect, it } from 'vitest';
import { flatFormFromSchema } from './flatProfile';
import { argumentsFrom, initialValue } from './formValue';
import { problemsOf } from './fieldProblems';

/** An elicitation's requestedSchema with every kind of the profile, and one property outside it. */
const REQUESTED = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name', minLength: 2, maxLength: 4, default: 'abc' },
    mail: { type: 'string', format: 'email' },
    age: { type: 'integer', minimum: 0, maximum: 150 },
    ratio: { type: 'number' },
    ok: { type: 'boolean', default: true },
    color: { type: 'string', enum: ['r', 'g'], enumNames: ['Red', 'Green'] },
    size: { type: 'string', oneOf: [{ const: 's', title: 'Small' }] },
    tags: { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] }, maxItems: 2 },
    nested: { type: 'object' },
  },
  required: ['name', 'age'],
};

const form = flatFormFromSchema(REQUESTED);
const field = (name: string) => form.properties.find((p) => p.name === name);

describe('the elicitation form', () => {
  it('makes one field per property, of the right kind, with titles and options', () => {
    expect(form.properties.map((p) => [p.name, p.spec.kind, p.required])).toEqual([
      ['name', 'string', true],
      ['mail', 'string', false],
      ['age', 'number', true],
      ['ratio', 'number', false],
      ['ok', 'boolean', false],
      ['color', 'enum', false],
      ['size', 'enum', false],
      ['tags', 'multi', false],
      ['nested', 'unsupported', false],
    ]);
    expect(field('name')?.title).toBe('Name');
    expect(field('color')?.spec).toEqual({ kind: 'enum', options: ['r', 'g'], labels: ['Red', 'Green'] });
    expect(field('size')?.spec).toEqual({ kind: 'enum', options: ['s'], labels: ['Small'] });
    expect(field('tags')?.spec).toMatchObject({ kind: 'multi', options: ['a', 'b', 'c'], maxItems: 2 });
  });

  it('keeps out what the profile does not allow: objects, lists of non-choices, choices of non-strings', () => {
    const outside = flatFormFromSchema({
      type: 'object',
      properties: {
        nested: { type: 'object', properties: { a: { type: 'string' } }, default: { a: 'x' } },
        list: { type: 'array', items: { type: 'string' } },
        level: { type: 'integer', enum: [1, 2] },
        either: { anyOf: [{ type: 'string' }, { type: 'number' }] },
      },
    });
    expect(outside.properties.map((p) => p.spec.kind)).toEqual(Array(4).fill('unsupported'));
    expect(initialValue(outside)).toEqual({});
    expect(argumentsFrom(outside, { nested: { a: 'y' }, list: ['z'], level: 1, either: 'w' })).toEqual({});
  });

  it('pre-fills the defaults', () => {
    expect(initialValue(form)).toEqual({ name: 'abc', ok: true });
  });

  it('pre-fills the default of each kind of field (SEP-1034), and sends them untouched', () => {
    const defaults = flatFormFromSchema({
      type: 'object',
      properties: {
        text: { type: 'string', default: 'hello' },
        count: { type: 'integer', default: 3 },
        ratio: { type: 'number', default: 0.5 },
        off: { type: 'boolean', default: false },
        color: { type: 'string', enum: ['r', 'g'], default: 'g' },
        tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, default: ['b'] },
      },
    });
    const values = initialValue(defaults);
    const expected = { text: 'hello', count: 3, ratio: 0.5, off: false, color: 'g', tags: ['b'] };
    expect(values).toEqual(expected);
    expect(argumentsFrom(defaults, values)).toEqual(expected);
  });

  it('sends typed content, blank optional fields left out', () => {
    const values = { name: 'abc', age: 42, ok: false, color: 'g', tags: ['a'], ratio: undefined, mail: '' };
    expect(problemsOf(form.properties, values)).toEqual({});
    expect(argumentsFrom(form, values)).toEqual({ name: 'abc', age: 42, ok: false, color: 'g', tags: ['a'] });
  });

  it('sends a required boolean left unticked as false, an optional one not at all, no pick as nothing', () => {
    const flags = flatFormFromSchema({
      type: 'object',
      properties: {
        agree: { type: 'boolean' },
        news: { type: 'boolean' },
        tags: { type: 'array', items: { enum: ['a'] } },
      },
      required: ['agree'],
    });
    expect(argumentsFrom(flags, { tags: [] })).toEqual({ agree: false });
  });
});
