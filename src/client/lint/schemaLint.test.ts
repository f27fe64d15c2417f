import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RevisionLinter, type LintInput } from './schemaLint';
import { withoutDescriptions } from './schemaDescriptions';
import { REVISIONS, type Revision } from '../connection/revisions';

const vendored = (revision: Revision): Record<string, unknown> =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'schemas', `${revision}.json`), 'utf8'));

const out = (message: object, kind: LintInput['kind'] = 'request'): LintInput => ({
  raw: JSON.stringify(message),
  direction: 'out',
  kind,
  method: (message as { method?: string }).method,
});
const answer = (method: string, result: object): LintInput => ({
  raw: JSON.stringify({ jsonrpc: '2.0', id: 1, result }),
  direction: 'in',
  kind: 'result',
  method,
});

const META_2026 = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
};

// Every verdict is checked against the vendored schema and against the schema as the page's lint
// worker loads it (vite.config.ts drops the descriptions): both must agree.
describe.each([
  ['as vendored', (schema: Record<string, unknown>) => schema],
  ['without descriptions, as bundled', withoutDescriptions as (schema: object) => Record<string, unknown>],
])('RevisionLinter, schema %s', (_form, load) => {
  const linter = (revision: Revision) => new RevisionLinter(revision, load(vendored(revision)));

  it.each(REVISIONS)('passes a valid tools/call request in %s and marks one without a name', (revision) => {
    const lint = linter(revision);
    const params = revision === '2026-07-28' ? { _meta: META_2026 } : {};
    const valid = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { ...params, name: 'diagnostics' } };
    expect(lint.lint(out(valid))).toEqual({ ok: true });
    const broken = { ...valid, params: { ...params, arguments: {} } };
    expect(lint.lint(out(broken))).toEqual({
      ok: false,
      errors: ['/params lacks the required property "name"'],
    });
  });

  it('checks a result against the result of the request it answers', () => {
    const lint = linter('2025-06-18');
    expect(
      lint.lint(answer('tools/list', { tools: [{ name: 'a', inputSchema: { type: 'object' } }] })),
    ).toEqual({
      ok: true,
    });
    expect(lint.lint(answer('tools/list', { tools: [{ name: 'a' }] }))).toEqual({
      ok: false,
      errors: ['/result/tools/0 lacks the required property "inputSchema"'],
    });
  });

  it('requires the 2026-07-28 _meta keys and resultType', () => {
    const lint = linter('2026-07-28');
    const request = out({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
    expect(lint.lint(request)).toEqual({
      ok: false,
      errors: ['/params lacks the required property "_meta"'],
    });
    const verdict = lint.lint(answer('tools/list', { tools: [] }));
    expect(verdict).toMatchObject({
      ok: false,
      errors: expect.arrayContaining(['/result lacks the required property "resultType"']),
    });
  });

  it('knows which side may send which method', () => {
    expect(linter('2025-11-25').lint(out({ jsonrpc: '2.0', id: 1, method: 'roots/list' }))).toEqual({
      ok: false,
      errors: ['"roots/list" is not a request a client may send in 2025-11-25'],
    });
    const elicit = {
      jsonrpc: '2.0',
      id: 1,
      method: 'elicitation/create',
      params: { message: 'x', requestedSchema: { type: 'object', properties: {} } },
    };
    expect(linter('2025-06-18').lint({ ...out(elicit), direction: 'in' })).toEqual({ ok: true });
    // 2026-07-28 servers send no requests at all: elicitation rides inside MRTR results.
    expect(linter('2026-07-28').lint({ ...out(elicit), direction: 'in' })).toMatchObject({ ok: false });
    expect(
      linter('2024-11-05').lint(out({ jsonrpc: '2.0', method: 'notifications/initialized' }, 'notification')),
    ).toEqual({
      ok: true,
    });
  });

  it('flags lines that are not JSON and leaves extension methods unchecked', () => {
    const lint = linter('2026-07-28');
    const broken = lint.lint({ raw: '{"jsonrpc":', direction: 'out', kind: 'invalid', method: undefined });
    expect(broken).toMatchObject({ ok: false, errors: [expect.stringMatching(/^not JSON/)] });
    const task = out({
      jsonrpc: '2.0',
      id: 1,
      method: 'tasks/get',
      params: { _meta: META_2026, taskId: 't' },
    });
    expect(lint.lint(task)).toEqual({
      unchecked:
        'tasks/get belongs to the extension io.modelcontextprotocol/tasks, which the core schema does not define',
    });
  });

  it('lists the methods a client may send, for completion', () => {
    expect(linter('2026-07-28').clientMethods()).toContain('server/discover');
    expect(linter('2026-07-28').clientMethods()).not.toContain('initialize');
    expect(linter('2024-11-05').clientMethods()).toContain('initialize');
  });
});

// The SHA-256 of each official MCP schema file as published, pinned here so that every clone checks
// that its vendored copies are those files byte for byte (an upstream update changes the pin too).
const OFFICIAL_SHA256: Record<(typeof REVISIONS)[number], string> = {
  '2024-11-05': '61cea2392d4f284092d09bc84b9ac488c0d5618ac2b38a56942fc5b99fd960ce',
  '2025-03-26': 'e720669548c8100a4282c49e580efd6ddf7f28899ea786fc8db251dbdb356131',
  '2025-06-18': 'af845e7e5b9d27107d1690f0936022546177a1403e63ffb11470135b296a2e01',
  '2025-11-25': '268a5f82ba70fd7e4b6dc4aa1e64f116f74b4d0edcb69dc046829c79dd4e97e7',
  '2026-07-28': 'ef70b61f99b6d2e5e3b46863822eab08dff6a45bedc7a08914e0e5b133f40203',
};
const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('vendored schemas', () => {
  it.each(REVISIONS)('%s is byte for byte the official file', (revision) => {
    expect(sha256(join(import.meta.dirname, '..', 'schemas', `${revision}.json`))).toBe(
      OFFICIAL_SHA256[revision],
    );
  });
});
