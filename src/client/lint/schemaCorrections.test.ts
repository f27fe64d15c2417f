// docs/playground.md, "Traffic" (the table of corrections): where the vendored schema.json narrows
// a TypeScript `number` to `integer` against the spec's schema.ts, the lint follows schema.ts. Each
// row of the table is checked: it applies to the vendored file, the right answer passes, and what
// the spec still forbids still fails.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Revision } from '../connection/revisions';
import { correctSchema, SCHEMA_CORRECTIONS } from './schemaCorrections';
import { withoutDescriptions } from './schemaDescriptions';
import { RevisionLinter, type LintInput, type LintOutcome } from './schemaLint';

const vendored = (revision: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'schemas', `${revision}.json`), 'utf8'));

const META_2026 = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
};

/** The client's answer to elicitation/create as each revision carries it. */
function elicitAnswer(revision: Revision, content: Record<string, unknown>): LintInput {
  const result = { action: 'accept', content };
  if (revision !== '2026-07-28') {
    return {
      raw: JSON.stringify({ jsonrpc: '2.0', id: 7, result }),
      direction: 'out',
      kind: 'result',
      method: 'elicitation/create',
    };
  }
  // 2026-07-28: the answer rides in the retried request's inputResponses (MRTR).
  const params = { _meta: META_2026, name: 'trigger-elicitation-request', inputResponses: { ask: result } };
  return {
    raw: JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'tools/call', params }),
    direction: 'out',
    kind: 'request',
    method: 'tools/call',
  };
}

/** A 2026-07-28 request whose client capabilities hold JSON values (JSONObject → JSONValue). */
function capabilities(experimental: unknown): LintInput {
  const _meta = {
    ...META_2026,
    'io.modelcontextprotocol/clientCapabilities': { experimental: { probe: experimental } },
  };
  return {
    raw: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/list', params: { _meta } }),
    direction: 'out',
    kind: 'request',
    method: 'tools/list',
  };
}

const failed = (outcome: LintOutcome): boolean => 'ok' in outcome && !outcome.ok;

describe('the corrections table', () => {
  it.each(SCHEMA_CORRECTIONS.map((row) => [row.revision, row.definition, row] as const))(
    '%s %s applies to the vendored schema and to the bundled one',
    (revision, _definition, row) => {
      expect(correctSchema(revision, vendored(revision)).applied).toContain(row);
      const bundled = withoutDescriptions(vendored(revision)) as Record<string, unknown>;
      expect(correctSchema(revision, bundled).applied).toContain(row);
    },
  );

  it('leaves the vendored document itself untouched, and a revision without corrections alone', () => {
    const original = vendored('2025-11-25');
    const before = JSON.stringify(original);
    expect(correctSchema('2025-11-25', original).document).not.toBe(original);
    expect(JSON.stringify(original)).toBe(before);
    const old = vendored('2025-03-26');
    expect(correctSchema('2025-03-26', old)).toEqual({ document: old, applied: [] });
  });

  it('skips a correction whose spot no longer holds what it expects', () => {
    const changed = vendored('2025-11-25');
    const defs = changed.$defs as Record<string, { properties: Record<string, unknown> }>;
    defs.ElicitResult!.properties.content = { type: 'object' };
    expect(correctSchema('2025-11-25', changed).applied).toEqual([]);
  });
});

describe.each([
  ['as vendored', (schema: Record<string, unknown>) => schema],
  ['without descriptions, as bundled', withoutDescriptions as (schema: object) => Record<string, unknown>],
])('the lint with the corrections, schema %s', (_form, load) => {
  const linter = (revision: Revision) => new RevisionLinter(revision, load(vendored(revision)));

  it.each(['2025-06-18', '2025-11-25', '2026-07-28'] as const)(
    'passes a fractional number in an elicitation answer in %s (server-everything asks 3.14)',
    (revision) => {
      const lint = linter(revision);
      expect(lint.lint(elicitAnswer(revision, { value: 3.14, name: 'x', ok: true }))).toEqual({ ok: true });
      // What schema.ts still forbids there still fails: an object, or numbers in a list.
      expect(failed(lint.lint(elicitAnswer(revision, { value: { n: 3.14 } })))).toBe(true);
      expect(failed(lint.lint(elicitAnswer(revision, { value: [1.5] })))).toBe(true);
    },
  );

  it('keeps integer where schema.ts means a count: a fractional or string maxTokens still fails', () => {
    const lint = linter('2025-11-25');
    const request = (maxTokens: unknown): LintInput => ({
      raw: JSON.stringify({
        jsonrpc: '2.0',
        id: 3,
        method: 'sampling/createMessage',
        params: { messages: [], maxTokens },
      }),
      direction: 'in',
      kind: 'request',
      method: 'sampling/createMessage',
    });
    expect(lint.lint(request(100))).toEqual({ ok: true });
    expect(lint.lint(request(1.5))).toEqual({ ok: false, errors: ['/params/maxTokens must be integer'] });
    expect(lint.lint(request('3.14'))).toEqual({ ok: false, errors: ['/params/maxTokens must be integer'] });
  });

  it('passes any JSON value (a fraction, a null) inside a 2026-07-28 JSONObject', () => {
    const lint = linter('2026-07-28');
    expect(
      lint.lint(capabilities({ ratio: 0.5, none: null, list: [1.5, 'a', null], deep: { x: 2.5 } })),
    ).toEqual({ ok: true });
    // A JSONObject is still an object: a bare number where one is required still fails.
    expect(failed(lint.lint(capabilities(3.14)))).toBe(true);
  });
});
