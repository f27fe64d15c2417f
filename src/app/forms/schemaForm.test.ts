import { describe, expect, it } from 'vitest';
import { argumentsFrom, initialValue } from './formValue';
import { formFromSchema } from './schemaForm';

const schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    text: { type: 'string', description: 'Groovy source' },
    newName: { type: 'string', title: 'New name' },
    line: { type: 'integer', minimum: 0 },
    ratio: { type: 'number' },
    insertSpaces: { type: 'boolean', default: true },
    severity: { enum: ['error', 'warning'] },
    level: { type: 'integer', enum: [1, 2], enumNames: ['Low', 'High'] },
    size: { oneOf: [{ const: 's', title: 'Small' }, { const: 'l' }] },
    kind: { const: 'fixed' },
    range: { $ref: '#/$defs/Range' },
    tags: { type: 'array', items: { type: 'string' }, maxItems: 3 },
    mail: { type: 'string', format: 'email' },
    anything: { anyOf: [{ type: 'string' }, { type: 'number' }] },
    nullable: { type: ['string', 'null'] },
  },
  required: ['line', 'newName'],
  $defs: {
    Position: {
      type: 'object',
      properties: { line: { type: 'integer' }, character: { type: 'integer' } },
      required: ['line'],
    },
    Range: {
      type: 'object',
      properties: { start: { $ref: '#/$defs/Position' }, end: { $ref: '#/$defs/Position' } },
    },
  },
};

describe('formFromSchema', () => {
  it('turns each property into a field of the right kind', () => {
    const form = formFromSchema(schema);
    const kinds = Object.fromEntries(form.properties.map((p) => [p.name, p.spec]));
    expect(kinds.text).toEqual({
      kind: 'string',
      multiline: true,
      minLength: undefined,
      maxLength: undefined,
      format: undefined,
    });
    expect(kinds.mail).toMatchObject({ kind: 'string', format: 'email' });
    expect(kinds.newName).toMatchObject({ kind: 'string', multiline: false });
    expect(kinds.line).toEqual({ kind: 'number', integer: true, minimum: 0, maximum: undefined });
    expect(kinds.ratio).toMatchObject({ kind: 'number', integer: false });
    expect(kinds.insertSpaces).toEqual({ kind: 'boolean' });
    expect(kinds.severity).toEqual({
      kind: 'enum',
      options: ['error', 'warning'],
      labels: ['error', 'warning'],
    });
    expect(kinds.level).toEqual({ kind: 'enum', options: [1, 2], labels: ['Low', 'High'] });
    expect(kinds.size).toEqual({ kind: 'enum', options: ['s', 'l'], labels: ['Small', 'l'] });
    expect(kinds.kind).toEqual({ kind: 'enum', options: ['fixed'], labels: ['fixed'] });
    expect(kinds.tags).toEqual({
      kind: 'array',
      items: expect.objectContaining({ kind: 'string' }),
      minItems: undefined,
      maxItems: 3,
    });
    expect(kinds.anything).toEqual({ kind: 'json' });
    expect(kinds.nullable).toMatchObject({ kind: 'string' });
  });

  it('follows $ref into $defs for nested objects', () => {
    const range = formFromSchema(schema).properties.find((p) => p.name === 'range');
    expect(range?.spec).toMatchObject({
      kind: 'object',
      properties: [
        {
          name: 'start',
          spec: {
            kind: 'object',
            properties: [
              { name: 'line', required: true },
              { name: 'character', required: false },
            ],
          },
        },
        { name: 'end', spec: { kind: 'object' } },
      ],
    });
  });

  it('keeps required, title, description and default', () => {
    const byName = Object.fromEntries(formFromSchema(schema).properties.map((p) => [p.name, p]));
    expect(byName.line?.required).toBe(true);
    expect(byName.newName).toMatchObject({ required: true, title: 'New name' });
    expect(byName.text).toMatchObject({ required: false, description: 'Groovy source' });
    expect(byName.insertSpaces?.default).toBe(true);
  });
});

describe('form value → arguments', () => {
  it('starts from the defaults', () => {
    expect(initialValue(formFromSchema(schema))).toEqual({ insertSpaces: true });
  });

  it('leaves out unset and empty fields, required ones too (then missing), prunes nested objects', () => {
    const form = formFromSchema(schema);
    const args = argumentsFrom(form, {
      text: '',
      newName: '',
      line: 3,
      ratio: undefined,
      insertSpaces: false,
      range: { start: { line: 1, character: undefined }, end: {} },
      tags: ['a', 'b'],
      unknown: 'dropped',
    });
    expect(args).toEqual({
      line: 3,
      insertSpaces: false,
      range: { start: { line: 1 }, end: {} },
      tags: ['a', 'b'],
    });
  });
});
