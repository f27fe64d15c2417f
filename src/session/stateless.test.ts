// docs/server.md §3 (last rows) and docs/revisions.md §6: the 2026-07-28 stateless path.
import { afterEach, describe, expect, it } from 'vitest';
import { errorOf, modernMeta, SessionHarness, type Json } from '../../test-support/sessionHarness';

let harness: SessionHarness;
afterEach(() => expect(harness.problems).toEqual([]));

describe('2026-07-28 without a handshake', () => {
  it('answers server/discover with the supported versions, capabilities, caching hints and identity', async () => {
    harness = new SessionHarness('2026-07-28');
    const result = (await harness.request('server/discover')).result as Json;
    expect(result.resultType).toBe('complete');
    // Written out, not derived from SUPPORTED_VERSIONS: this pins docs/revisions.md §6 (order included).
    expect(result.supportedVersions).toEqual([
      '2026-07-28',
      '2025-11-25',
      '2025-06-18',
      '2025-03-26',
      '2024-11-05',
    ]);
    expect(Object.keys(result.capabilities as Json).sort()).toEqual([
      'completions',
      'extensions',
      'prompts',
      'resources',
      'tools',
    ]);
    // Tasks are the extension here, not the experimental capability (docs/tasks.md).
    expect((result.capabilities as Json).extensions).toEqual({ 'io.modelcontextprotocol/tasks': {} });
    expect(result.ttlMs).toBeGreaterThanOrEqual(0);
    expect(result.cacheScope).toBe('public');
    expect((result._meta as Json)['io.modelcontextprotocol/serverInfo']).toMatchObject({
      name: 'groovy-mcp',
    });
  });

  it('serves every method statelessly and puts resultType on every result', async () => {
    harness = new SessionHarness('2026-07-28');
    const calls: [string, Json?][] = [
      ['tools/list'],
      ['tools/call', { name: 'symbols', arguments: { text: 'def x = 1' } }],
      ['resources/list'],
      ['resources/templates/list'],
      ['resources/read', { uri: 'groovy://limits' }],
      ['prompts/list'],
      ['prompts/get', { name: 'explain-groovy' }],
      [
        'completion/complete',
        { ref: { type: 'ref/prompt', name: 'review-groovy' }, argument: { name: 'focus', value: 's' } },
      ],
    ];
    for (const [method, params] of calls) {
      const result = (await harness.request(method, params)).result as Json;
      expect(result.resultType, method).toBe('complete');
    }
  });

  it('answers a request with neither handshake nor _meta with -32002', async () => {
    harness = new SessionHarness('2026-07-28');
    expect(errorOf(await harness.request('tools/list', {}, { bare: true })).code).toBe(-32002);
  });

  it('answers an unsupported _meta version with -32022 and the supported list', async () => {
    harness = new SessionHarness('2026-07-28');
    const meta = { ...modernMeta(), 'io.modelcontextprotocol/protocolVersion': '1900-01-01' };
    const error = errorOf(await harness.request('tools/list', { _meta: meta }));
    expect(error.code).toBe(-32022);
    expect(error.data).toEqual({
      supported: ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'],
      requested: '1900-01-01',
    });
  });

  it.each([
    ['a missing clientCapabilities', { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' }],
    [
      'clientCapabilities that are not an object',
      { ...modernMeta(), 'io.modelcontextprotocol/clientCapabilities': 'x' },
    ],
    [
      'a protocolVersion that is not a string',
      { ...modernMeta(), 'io.modelcontextprotocol/protocolVersion': 2026 },
    ],
  ])('answers %s with -32602', async (_name, meta) => {
    harness = new SessionHarness('2026-07-28');
    expect(errorOf(await harness.request('tools/list', { _meta: meta }, { bare: true })).code).toBe(-32602);
  });

  it('answers ping with -32601 (the revision has no ping) and initialize-era methods are absent', async () => {
    harness = new SessionHarness('2026-07-28');
    expect(errorOf(await harness.request('ping')).code).toBe(-32601);
    expect(errorOf(await harness.request('logging/setLevel', { level: 'info' })).code).toBe(-32601);
  });

  it('serves stateless requests next to a legacy session', async () => {
    harness = new SessionHarness('2026-07-28');
    const legacy = await harness.request(
      'initialize',
      { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      { bare: true },
    );
    expect(legacy.result).toBeDefined();
    harness.problems.length = 0; // that answer is a 2025-11-25 message, validated by the lifecycle tests
    const result = (await harness.request('tools/list')).result as Json;
    expect(result.resultType).toBe('complete');
  });

  it('keeps open buffers across stateless calls of one session', async () => {
    harness = new SessionHarness('2026-07-28');
    await harness.callTool('diagnostics', { text: 'def a = 1', uri: 'groovy-buffer:kept' });
    const result = await harness.callTool('symbols', { uri: 'groovy-buffer:kept' });
    expect(result.isError).toBe(false);
  });
});
