import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, McpClient, recordAppMessage } from '../../client';
import { filterRows, methodLabel, methodsOf, NO_FILTER } from './trafficFilter';

function rows() {
  const client = new McpClient({
    transport: { open: async () => {}, send: async () => {}, reset: async () => {} },
  });
  const { traffic } = client;
  traffic.record('out', '{"jsonrpc":"2.0","id":1,"method":"tools/list"}');
  traffic.record('in', '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}');
  traffic.record('out', '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"diagnostics"}}');
  traffic.record('in', '{"jsonrpc":"2.0","id":2,"result":{"content":[],"isError":true}}');
  traffic.record('out', '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"tokens"}}', {
    origin: 'semantic',
  });
  traffic.record('in', '{"jsonrpc":"2.0","id":3,"result":{"content":[]}}');
  traffic.record('out', '{"jsonrpc":"2.0","id":4,"method":"prompts/get","params":{"name":"review-groovy"}}');
  traffic.record('in', '{"jsonrpc":"2.0","id":4,"result":{"messages":[]}}');
  traffic.record(
    'out',
    '{"jsonrpc":"2.0","id":5,"method":"resources/read","params":{"uri":"groovy://limits"}}',
  );
  traffic.record('in', '{"jsonrpc":"2.0","id":5,"result":{"contents":[]}}');
  traffic.record('out', 'garbage');
  traffic.record('in', '{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}');
  return traffic;
}

const seqs = (list: readonly { seq: number }[]) => list.map((row) => row.seq);

describe('filterRows', () => {
  it('returns the very same array when nothing filters', () => {
    const all = rows().getSnapshot().rows;
    expect(filterRows(all, NO_FILTER)).toBe(all);
  });

  it.each([
    [{ direction: 'in' as const }, [1, 3, 5, 7, 9, 11]],
    [{ method: 'prompts/get · review-groovy' }, [6, 7]],
    [{ method: 'resources/read · groovy://limits' }, [8, 9]],
    [{ method: 'tools/list' }, [0, 1]],
    [{ errorsOnly: true }, [3, 10, 11]],
    [{ text: 'DIAGNOSTICS' }, [2]],
    [{ direction: 'out' as const, method: 'tools/call' }, [2, 4]],
    [{ method: 'tools/call' }, [2, 3, 4, 5]],
    [{ method: 'tools/call · diagnostics' }, [2, 3]],
    [{ method: 'tools/call · tokens' }, [4, 5]],
    // The editor's tokens and its answer (which inherits the origin) hide together.
    [{ hideEditor: true }, [0, 1, 2, 3, 6, 7, 8, 9, 10, 11]],
  ])('filters by %o', (filter, expected) => {
    expect(seqs(filterRows(rows().getSnapshot().rows, { ...NO_FILTER, ...filter }))).toEqual(expected);
  });

  it('keeps pinned rows visible whatever the filter', () => {
    const traffic = rows();
    traffic.update(0, { pinned: true });
    expect(seqs(filterRows(traffic.getSnapshot().rows, { ...NO_FILTER, errorsOnly: true }))).toEqual([
      0, 3, 10, 11,
    ]);
  });

  // docs/playground.md, "MCP Apps": an app's calls are not the editor's.
  it('keeps the calls of an MCP App when editor traffic is hidden', () => {
    const traffic = rows();
    traffic.record('out', '{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"get-time"}}', {
      origin: APP_ORIGIN,
    });
    const shown = filterRows(traffic.getSnapshot().rows, { ...NO_FILTER, hideEditor: true });
    expect(shown.map((row) => row.origin)).toContain(APP_ORIGIN);
    expect(shown.map((row) => row.origin)).not.toContain('semantic');
  });

  // docs/playground.md, "MCP Apps": the app ↔ host lane shows alone, or is left out.
  it('shows one lane or the other', () => {
    const traffic = rows();
    const ok = { status: 'ok' } as const;
    const ask = recordAppMessage(
      traffic,
      'app → host',
      { jsonrpc: '2.0', id: 1, method: 'ui/initialize' },
      ok,
    );
    const answer = recordAppMessage(traffic, 'host → app', { jsonrpc: '2.0', id: 1, result: {} }, ok);
    const all = traffic.getSnapshot().rows;
    expect(seqs(filterRows(all, { ...NO_FILTER, lane: 'app' }))).toEqual([ask.seq, answer.seq]);
    const server = seqs(filterRows(all, { ...NO_FILTER, lane: 'server' }));
    expect(server).toHaveLength(all.length - 2);
    expect(server).not.toContain(ask.seq);
    // Direction keeps its meaning within the lane: "received" is app → host.
    expect(seqs(filterRows(all, { ...NO_FILTER, lane: 'app', direction: 'in' }))).toEqual([ask.seq]);
  });

  it('lists the methods seen, responses under their request, and each method with what it names', () => {
    expect(methodsOf(rows().getSnapshot().rows)).toEqual([
      'prompts/get',
      'prompts/get · review-groovy',
      'resources/read',
      'resources/read · groovy://limits',
      'tools/call',
      'tools/call · diagnostics',
      'tools/call · tokens',
      'tools/list',
    ]);
  });

  it('names the tool, prompt or URI on both rows of a pair, and nothing else', () => {
    expect(rows().getSnapshot().rows.map(methodLabel)).toEqual([
      'tools/list',
      'tools/list',
      'tools/call · diagnostics',
      'tools/call · diagnostics',
      'tools/call · tokens',
      'tools/call · tokens',
      'prompts/get · review-groovy',
      'prompts/get · review-groovy',
      'resources/read · groovy://limits',
      'resources/read · groovy://limits',
      undefined,
      undefined,
    ]);
  });
});
