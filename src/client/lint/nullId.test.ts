// docs/playground.md, "Traffic": an error reply's null id is a neutral note, not a violation; only
// that one schema error on that one path is neutralised, row by row, in every revision.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REVISIONS, type Revision } from '../connection/revisions';
import { NULL_ID_NOTE } from './nullId';
import { RevisionLinter, type LintInput, type LintOutcome } from './schemaLint';

const linter = (revision: Revision) =>
  new RevisionLinter(
    revision,
    JSON.parse(readFileSync(join(import.meta.dirname, '..', 'schemas', `${revision}.json`), 'utf8')),
  );

const received = (message: object, kind: LintInput['kind']): LintInput => ({
  raw: JSON.stringify(message),
  direction: 'in',
  kind,
  method: undefined,
});

const parseError = { code: -32700, message: 'Parse error' };
const ID_TYPE = '/id must be string,integer';

const ROWS: ReadonlyArray<readonly [string, object, LintInput['kind'], LintOutcome]> = [
  [
    'a -32700 answer with id null',
    { jsonrpc: '2.0', id: null, error: parseError },
    'error',
    { ok: true, note: NULL_ID_NOTE },
  ],
  [
    'a -32600 answer (a line over the cap) with id null',
    {
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid Request: message over 2097152 bytes' },
    },
    'error',
    { ok: true, note: NULL_ID_NOTE },
  ],
  [
    'id null and a code that is not an integer: the code still counts',
    { jsonrpc: '2.0', id: null, error: { code: 'x', message: 'Parse error' } },
    'error',
    { ok: false, errors: ['/error/code must be integer'], note: NULL_ID_NOTE },
  ],
  [
    'id null and a wrong jsonrpc: the version still counts',
    { jsonrpc: '1.0', id: null, error: parseError },
    'error',
    { ok: false, errors: ['/jsonrpc must be "2.0"'], note: NULL_ID_NOTE },
  ],
  ['an error with a string id', { jsonrpc: '2.0', id: 'a', error: parseError }, 'error', { ok: true }],
  [
    'an error with a fractional id: not null, still a violation',
    { jsonrpc: '2.0', id: 1.5, error: parseError },
    'error',
    { ok: false, errors: [ID_TYPE] },
  ],
  [
    'an error with an object id',
    { jsonrpc: '2.0', id: {}, error: parseError },
    'error',
    { ok: false, errors: [ID_TYPE] },
  ],
  [
    'a result with id null: JSON-RPC allows null only on an error',
    { jsonrpc: '2.0', id: null, result: {} },
    'result',
    // (2026-07-28 also wants the result's resultType.)
    { ok: false, errors: expect.arrayContaining([ID_TYPE]) as unknown as string[] },
  ],
];

describe.each(REVISIONS)('the null id of an error reply in %s', (revision) => {
  const lint = linter(revision);
  it.each(ROWS)('%s', (_name, message, kind, expected) => {
    expect(lint.lint(received(message, kind))).toEqual(expected);
  });
});
