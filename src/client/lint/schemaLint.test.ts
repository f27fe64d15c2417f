import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RevisionLinter, type LintInput } from './schemaLint';
import { REVISIONS, type Revision } from '../connection/revisions';

const linter = (revision: Revision) =>
  new RevisionLinter(
    revision,
    JSON.parse(readFileSync(join(import.meta.dirname, '..', 'schemas', `${revision}.json`), 'utf8')),
  );

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

describe('RevisionLinter', () => {
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

// The originals sit beside the repository on developer machines; a clone elsewhere has only the copies.
const OFFICIAL = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'mcp-schema');

describe.skipIf(!existsSync(OFFICIAL))('vendored schemas', () => {
  // Compared as JSON, not as bytes: the repository's formatter may re-indent the copies.
  it.each(REVISIONS)('%s has the content of the official file in ../shared/mcp-schema', (revision) => {
    const read = (...path: string[]) =>
      JSON.parse(readFileSync(join(import.meta.dirname, ...path), 'utf8')) as unknown;
    expect(read('..', 'schemas', `${revision}.json`)).toEqual(
      read('..', '..', '..', '..', 'shared', 'mcp-schema', `${revision}.json`),
    );
  });
});
