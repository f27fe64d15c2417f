import { describe, expect, it } from 'vitest';
import {
  META_CLIENT_CAPABILITIES,
  META_CLIENT_INFO,
  META_PROTOCOL_VERSION,
  withRequestMeta,
} from './requestMeta';
import { clientCapabilities, REVISIONS, type Revision } from './revisions';

const context = (revision: Revision) => ({
  revision,
  capabilities: clientCapabilities(revision, { elicitation: true, tasks: true }),
  clientInfo: { name: 'test', version: '1' },
});

describe('withRequestMeta', () => {
  it('adds the required _meta keys on 2026-07-28, keeping the caller’s params and _meta', () => {
    const params = withRequestMeta(
      { name: 'diagnostics', _meta: { progressToken: 5 } },
      context('2026-07-28'),
    );
    expect(params).toEqual({
      name: 'diagnostics',
      _meta: {
        progressToken: 5,
        [META_PROTOCOL_VERSION]: '2026-07-28',
        [META_CLIENT_CAPABILITIES]: {
          elicitation: { form: {}, url: {} },
          extensions: { 'io.modelcontextprotocol/tasks': {} },
        },
        [META_CLIENT_INFO]: { name: 'test', version: '1' },
      },
    });
  });

  it('creates params for a request that has none on 2026-07-28', () => {
    expect(withRequestMeta(undefined, context('2026-07-28'))?._meta).toMatchObject({
      [META_PROTOCOL_VERSION]: '2026-07-28',
    });
  });

  it.each(REVISIONS.filter((r) => r !== '2026-07-28'))('leaves %s requests unchanged', (revision) => {
    const params = { name: 'x' };
    expect(withRequestMeta(params, context(revision))).toBe(params);
    expect(withRequestMeta(undefined, context(revision))).toBeUndefined();
  });
});

describe('clientCapabilities', () => {
  it.each([
    ['2024-11-05', {}],
    ['2025-03-26', {}],
    ['2025-06-18', { elicitation: {} }],
    [
      '2025-11-25',
      {
        elicitation: { form: {}, url: {} },
        tasks: { list: {}, cancel: {}, requests: { elicitation: { create: {} } } },
      },
    ],
    [
      '2026-07-28',
      {
        elicitation: { form: {}, url: {} },
        extensions: { 'io.modelcontextprotocol/tasks': {} },
      },
    ],
  ] as const)('declares in %s only what the revision has', (revision, expected) => {
    expect(clientCapabilities(revision, { elicitation: true, tasks: true })).toEqual(expected);
  });

  // docs/playground.md, "MCP Apps": the apps switch declares the extension in every revision, next to
  // the tasks extension where 2026-07-28 has one.
  it.each(REVISIONS)('declares MCP Apps in %s when the apps switch is on', (revision) => {
    const declared = clientCapabilities(revision, { elicitation: false, tasks: true, apps: true });
    expect((declared.extensions as Record<string, unknown>)['io.modelcontextprotocol/ui']).toEqual({
      mimeTypes: ['text/html;profile=mcp-app'],
    });
    if (revision === '2026-07-28')
      expect(declared.extensions).toHaveProperty(['io.modelcontextprotocol/tasks']);
  });

  // docs/any-server.md, "Task-augmented requests": only the requests whose own switch is on.
  it.each([
    [
      { sampling: true, elicitation: true },
      { sampling: { createMessage: {} }, elicitation: { create: {} } },
    ],
    [{ sampling: true, elicitation: false }, { sampling: { createMessage: {} } }],
    [{ sampling: false, elicitation: false }, undefined],
  ])('2025-11-25 with tasks and %j runs %j as tasks', (flags, requests) => {
    const tasks = clientCapabilities('2025-11-25', { ...flags, tasks: true }).tasks as Record<
      string,
      unknown
    >;
    expect(tasks.requests).toEqual(requests);
    expect(tasks).toMatchObject({ list: {}, cancel: {} });
  });

  it('runs no server request as a task outside 2025-11-25', () => {
    const all = { sampling: true, elicitation: true, tasks: true, roots: true };
    for (const revision of REVISIONS.filter((r) => r !== '2025-11-25'))
      expect(JSON.stringify(clientCapabilities(revision, all))).not.toContain('requests');
  });

  it('declares nothing when the switches are off', () => {
    for (const revision of REVISIONS) {
      expect(clientCapabilities(revision, { elicitation: false, tasks: false })).toEqual({});
    }
  });
});
