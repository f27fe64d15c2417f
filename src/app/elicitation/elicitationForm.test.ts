// docs/playground.md, "Elicitation dialog": the form generated from a requestedSchema.
import { describe, expect, it } from 'vitest';
import type { ElicitRequest } from '../../client';
import {
  contentOf,
  fieldsOf,
  initialValues,
  problemOf,
  problemsOf,
  type ElicitField,
} from './elicitationForm';

const REQUEST: ElicitRequest = {
  message: 'Tell me',
  requestedSchema: {
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
  },
};

const fields = fieldsOf(REQUEST);
const field = (name: string) => fields.find((f) => f.name === name) as ElicitField;

describe('the elicitation form', () => {
  it('makes one field per property, of the right kind, with titles and options', () => {
    expect(fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ['name', 'text', true],
      ['mail', 'text', false],
      ['age', 'number', true],
      ['ratio', 'number', false],
      ['ok', 'boolean', false],
      ['color', 'choice', false],
      ['size', 'choice', false],
      ['tags', 'multi', false],
      ['nested', 'unsupported', false],
    ]);
    expect(field('name').title).toBe('Name');
    expect(field('color')).toMatchObject({
      options: [
        { value: 'r', label: 'Red' },
        { value: 'g', label: 'Green' },
      ],
    });
    expect(field('size')).toMatchObject({ options: [{ value: 's', label: 'Small' }] });
  });

  it('pre-fills the defaults', () => {
    expect(initialValues(REQUEST)).toEqual({ name: 'abc', ok: true });
  });

  it('pre-fills the default of each kind of field (SEP-1034), and sends them untouched', () => {
    const request: ElicitRequest = {
      message: 'Defaults',
      requestedSchema: {
        type: 'object',
        properties: {
          text: { type: 'string', default: 'hello' },
          count: { type: 'integer', default: 3 },
          ratio: { type: 'number', default: 0.5 },
          off: { type: 'boolean', default: false },
          color: { type: 'string', enum: ['r', 'g'], default: 'g' },
          tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, default: ['b'] },
        },
      },
    };
    const values = initialValues(request);
    expect(values).toEqual({ text: 'hello', count: '3', ratio: '0.5', off: false, color: 'g', tags: ['b'] });
    expect(contentOf(fieldsOf(request), values)).toEqual({
      text: 'hello',
      count: 3,
      ratio: 0.5,
      off: false,
      color: 'g',
      tags: ['b'],
    });
  });

  it.each<[string, unknown, string | undefined]>([
    ['name', '', 'Required.'],
    ['name', 'a', 'At least 2 characters.'],
    ['name', 'abcde', 'At most 4 characters.'],
    ['name', 'abc', undefined],
    ['mail', 'not mail', 'Must be an email address.'],
    ['mail', 'a@b.org', undefined],
    ['age', 'x', 'Must be a number.'],
    ['age', '1.5', 'Must be a whole number.'],
    ['age', '-1', 'At least 0.'],
    ['age', '151', 'At most 150.'],
    ['age', '42', undefined],
    ['ratio', '0.5', undefined],
    ['tags', ['a', 'b', 'c'], 'Pick at most 2.'],
    ['ok', undefined, undefined],
  ])('says why %s = %j does not fit: %s', (name, value, problem) => {
    expect(problemOf(field(name), value as string)).toBe(problem);
  });

  it('sends typed content, blank optional fields left out', () => {
    const values = { name: 'abc', age: '42', ok: false, color: 'g', tags: ['a'], ratio: '' };
    expect(problemsOf(fields, values)).toEqual({});
    expect(contentOf(fields, values)).toEqual({ name: 'abc', age: 42, ok: false, color: 'g', tags: ['a'] });
  });
});
