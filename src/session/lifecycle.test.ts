// docs/server.md §3 "Lifecycle", row by row, for each handshake revision.
import { afterEach, describe, expect, it } from 'vitest';
import { errorOf, SessionHarness, type Json } from '../../test-support/sessionHarness';
import { LEGACY_VERSIONS } from '../protocol';

const LEGACY = [...LEGACY_VERSIONS].reverse();
let harness: SessionHarness;
afterEach(() => expect(harness.problems).toEqual([]));

const initialize = (version: unknown, extra: Json = {}) =>
  harness.request('initialize', {
    protocolVersion: version,
    capabilities: {},
    clientInfo: { name: 't', version: '1' },
    ...extra,
  });

/** The capabilities each handshake revision declares (docs/revisions.md §1, docs/tasks.md). */
const CAPABILITIES: Readonly<Record<string, string[]>> = {
  '2024-11-05': ['prompts', 'resources', 'tools'],
  '2025-03-26': ['completions', 'prompts', 'resources', 'tools'],
  '2025-06-18': ['completions', 'prompts', 'resources', 'tools'],
  '2025-11-25': ['completions', 'prompts', 'resources', 'tasks', 'tools'],
};

describe.each(LEGACY)('lifecycle under %s', (revision) => {
  it('echoes the supported version and declares the capabilities of the revision', async () => {
    harness = new SessionHarness(revision);
    const answer = await initialize(revision);
    const result = answer.result as Json;
    expect(result.protocolVersion).toBe(revision);
    expect((result.serverInfo as Json).name).toBe('groovy-mcp');
    const capabilities = result.capabilities as Json;
    expect(Object.keys(capabilities).sort()).toEqual(CAPABILITIES[revision]);
  });

  it('answers -32002 to every request but ping before ready, also while initializing', async () => {
    harness = new SessionHarness(revision);
    for (const method of [
      'tools/list',
      'tools/call',
      'resources/list',
      'prompts/get',
      'completion/complete',
      'nope/unknown',
    ]) {
      expect(errorOf(await harness.request(method, {})).code).toBe(-32002);
    }
    await initialize(revision);
    expect(errorOf(await harness.request('tools/list')).code).toBe(-32002);
    expect((await harness.request('ping')).result).toEqual({});
    await harness.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    expect((await harness.request('tools/list')).result).toBeDefined();
  });

  it('answers ping in every state', async () => {
    harness = new SessionHarness(revision);
    expect((await harness.request('ping')).result).toEqual({});
    await initialize(revision);
    expect((await harness.request('ping')).result).toEqual({});
    await harness.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    expect((await harness.request('ping')).result).toEqual({});
  });

  it('rejects a second initialize in every state and leaves the session unchanged', async () => {
    harness = new SessionHarness(revision);
    await initialize(revision);
    expect(errorOf(await initialize('2024-11-05')).code).toBe(-32600);
    await harness.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(errorOf(await initialize(revision)).code).toBe(-32600);
    expect((await harness.request('tools/list')).result).toBeDefined();
  });

  it('answers an unknown method with -32601 once ready', async () => {
    harness = new SessionHarness(revision);
    await harness.connect();
    expect(errorOf(await harness.request('nope/unknown')).code).toBe(-32601);
    expect(errorOf(await harness.request('server/discover')).code).toBe(-32601);
  });
});

describe('version negotiation', () => {
  it.each(['1999-01-01', '2026-07-28', 'draft', '2025-11-26'])(
    'answers %s with 2025-11-25',
    async (version) => {
      harness = new SessionHarness('2025-11-25');
      const result = (await initialize(version)).result as Json;
      expect(result.protocolVersion).toBe('2025-11-25');
    },
  );

  it.each([[''], [undefined], [7], [null]])(
    'rejects protocolVersion %j with -32602 and stays new',
    async (version) => {
      harness = new SessionHarness('2025-11-25');
      expect(errorOf(await initialize(version)).code).toBe(-32602);
      expect((await initialize('2025-11-25')).result).toBeDefined();
    },
  );

  it('rejects capabilities that are not an object with -32602', async () => {
    harness = new SessionHarness('2025-11-25');
    expect(errorOf(await initialize('2025-11-25', { capabilities: [] })).code).toBe(-32602);
  });
});

describe('one request at a time', () => {
  it('answers in arrival order even when an earlier request waits on the engine', async () => {
    harness = new SessionHarness('2025-11-25');
    await harness.connect();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inner = harness.engine.request.bind(harness.engine);
    harness.engine.request = async (request) => {
      await gate;
      return inner(request);
    };
    harness.post({
      jsonrpc: '2.0',
      id: 'slow',
      method: 'tools/call',
      params: { name: 'symbols', arguments: { text: 'def a' } },
    });
    harness.post({ jsonrpc: '2.0', id: 'fast', method: 'ping' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(harness.messages).toHaveLength(1); // only the initialize answer so far
    release();
    await harness.session.idle();
    expect(harness.messages.slice(1).map((m) => m.id)).toEqual(['slow', 'fast']);
  });
});
