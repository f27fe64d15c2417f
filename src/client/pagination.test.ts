// Every list follows `nextCursor` (docs/playground.md, "Client features for any server"): all
// pages are loaded, up to a cap of 50 pages: past it the pages loaded are shown with a note.
import { describe, expect, it } from 'vitest';
import { createLinkedLinePair, type ServerEnd } from '../../test-support/linkedLineTransport';
import { McpClient } from './mcpClient';
import { listPrompts, listResources, listResourceTemplates, listTools } from './serverFeatures';

/** A server whose every list has `pages` pages of two items, the cursor being the next page's number. */
function pagedServer(pages: number) {
  let end: ServerEnd | undefined;
  const cursors: unknown[] = [];
  const item = (key: string, n: number) =>
    key === 'tools'
      ? { name: `t${n}`, inputSchema: { type: 'object' } }
      : key === 'resourceTemplates'
        ? { uriTemplate: `x://${n}/{a}`, name: `r${n}` }
        : key === 'resources'
          ? { uri: `x://${n}`, name: `r${n}` }
          : { name: `p${n}` };
  const { client } = createLinkedLinePair({
    start: (e) => (end = e),
    receive: (line) => {
      const { id, method, params } = JSON.parse(line) as {
        id?: number;
        method: string;
        params?: { cursor?: string };
      };
      if (id === undefined) return;
      let result: Record<string, unknown>;
      if (method === 'initialize')
        result = {
          protocolVersion: '2025-11-25',
          capabilities: {},
          serverInfo: { name: 'paged', version: '1' },
        };
      else {
        cursors.push(params?.cursor);
        const key =
          { 'tools/list': 'tools', 'resources/list': 'resources', 'prompts/list': 'prompts' }[method] ??
          'resourceTemplates';
        const page = Number(params?.cursor ?? 0);
        result = {
          [key]: [item(key, page * 2), item(key, page * 2 + 1)],
          ...(page + 1 < pages ? { nextCursor: String(page + 1) } : {}),
        };
      }
      end?.send(JSON.stringify({ jsonrpc: '2.0', id, result }));
    },
  });
  return { transport: client, cursors };
}

describe('lists over several pages', () => {
  it.each([
    ['tools', listTools],
    ['resources', listResources],
    ['resource templates', listResourceTemplates],
    ['prompts', listPrompts],
  ] as const)(
    '%s: every page is loaded, in order, each asked with the cursor before',
    async (_name, list) => {
      const server = pagedServer(3);
      const client = new McpClient({ transport: server.transport });
      await client.connect('2025-11-25', { elicitation: false, tasks: false });
      const call = await list(client);
      expect(call.outcome.ok && call.outcome.value).toHaveLength(6);
      expect(server.cursors).toEqual([undefined, '1', '2']);
    },
  );

  it('stops after 50 pages, keeps what it loaded and says so', async () => {
    const server = pagedServer(60);
    const client = new McpClient({ transport: server.transport });
    await client.connect('2025-11-25', { elicitation: false, tasks: false });
    const call = await listTools(client);
    expect(server.cursors).toHaveLength(50);
    expect(call.outcome.ok && call.outcome.value).toHaveLength(100);
    expect(call.note).toBe('tools/list: more than 50 pages; showing the first 100 items');
  });
});
