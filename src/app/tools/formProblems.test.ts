// docs/playground.md, "Tools": the form says why it does not send, next to the field at fault.
import { describe, expect, it } from 'vitest';
import { ValueValidator } from '../../client/lint/valueValidator';
import { rawArguments, schemaRefusal } from './formProblems';

/** The shape of rename's input schema, as the server publishes it. */
const rename = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    uri: { type: 'string' },
    text: { type: 'string' },
    line: { type: 'integer', minimum: 0 },
    character: { type: 'integer', minimum: 0 },
    newName: { type: 'string' },
    range: { type: 'object', properties: { start: { type: 'integer' } } },
  },
  required: ['line', 'character', 'newName'],
  additionalProperties: false,
};

const problemsOf = (value: unknown) => {
  const verdict = new ValueValidator().validate(rename, value);
  if (!('valid' in verdict) || verdict.valid) throw new TypeError('expected an invalid verdict');
  return verdict.problems ?? [];
};

const shown = new Set(['line', 'character', 'newName', 'range']);

describe('schemaRefusal over the lint worker validator', () => {
  it.each([
    ['a missing required field', { line: 1, character: 4 }, [['newName', ['is required']]], []],
    [
      'two missing, one out of range',
      { line: -1 },
      [
        ['line', ['must be >= 0']],
        ['character', ['is required']],
        ['newName', ['is required']],
      ],
      [],
    ],
    [
      'a nested value',
      { line: 1, character: 4, newName: 'b', range: { start: 'x' } },
      [['range', ['start must be integer']]],
      [],
    ],
    [
      'a field the form does not show (the buffer fills it)',
      { line: 1, character: 4, newName: 'b', uri: 7 },
      [],
      ['uri must be string'],
    ],
    [
      'a property the schema does not allow',
      { line: 1, character: 4, newName: 'b', extra: true },
      [],
      ['extra is not a property the schema allows'],
    ],
  ])('%s', (_name, value, byField, other) => {
    const refusal = schemaRefusal(problemsOf(value), shown);
    expect(refusal.kind === 'schema' && [...refusal.byField]).toEqual(byField);
    expect(refusal.kind === 'schema' && refusal.other).toEqual(other);
  });

  it('a valid value has no problems', () => {
    expect(new ValueValidator().validate(rename, { line: 0, character: 0, newName: 'a' })).toEqual({
      valid: true,
    });
  });
});

describe('rawArguments', () => {
  it.each([
    ['{"line": 1}', { ok: true, value: { line: 1 } }],
    ['', { ok: true, value: {} }],
    ['  ', { ok: true, value: {} }],
    ['[1]', { kind: 'raw', message: 'The arguments must be a JSON object ({…}).' }],
    ['null', { kind: 'raw', message: 'The arguments must be a JSON object ({…}).' }],
    ['"x"', { kind: 'raw', message: 'The arguments must be a JSON object ({…}).' }],
  ])('%j', (text, expected) => {
    expect(rawArguments(text)).toEqual(expected);
  });

  it('says why broken JSON is not sent', () => {
    expect(rawArguments('{"newName": ')).toMatchObject({
      kind: 'raw',
      message: expect.stringMatching(/^Not JSON: /),
    });
  });
});
