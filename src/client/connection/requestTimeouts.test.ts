// The client applies the Timeouts set from the session bar (docs/playground.md, "Timeouts") to the
// requests it sends from then on, and a timed-out request shows as a visible outcome on its row.
import { describe, expect, it } from 'vitest';
import type { LineTransport } from '../wire/lineTransport';
import { McpClient } from '../mcpClient';
import { isRequestTimeouts } from './requestTimeouts';

/** A server that answers the handshake and reports progress on tools/call every 50 ms, never answering it. */
function progressingServer(): LineTransport {
  let onLine: (line: string) => void = () => {};
  return {
    open: async (receive) => void (onLine = receive),
    send: async (line) => {
      const message = JSON.parse(line) as {
        id?: number;
        method: string;
        params?: { _meta?: { progressToken?: unknown } };
      };
      if (message.method === 'initialize') {
        const result = {
          protocolVersion: '2025-06-18',
          capabilities: { tools: {} },
          serverInfo: { name: 's', version: '1' },
        };
        queueMicrotask(() => onLine(JSON.stringify({ jsonrpc: '2.0', id: message.id, result })));
      } else if (message.method === 'tools/call') {
        const progressToken = message.params?._meta?.progressToken;
        let progress = 0;
        const timer = setInterval(() => {
          progress++;
          onLine(
            JSON.stringify({
              jsonrpc: '2.0',
              method: 'notifications/progress',
              params: { progressToken, progress },
            }),
          );
          if (progress === 40) clearInterval(timer);
        }, 50);
      }
    },
    reset: async () => {},
  };
}

describe('the client’s request timeouts', () => {
  it('resets the request timeout on progress and gives up at the maximum total, noting it on the row', async () => {
    const client = new McpClient({ transport: progressingServer() });
    await client.open();
    await client.connect('2025-06-18', { elicitation: false, tasks: false });
    client.setRequestTimeouts({ requestMs: 200, resetOnProgress: true, maxTotalMs: 600 });
    const reply = await client.request('tools/call', { name: 'slow', arguments: {} });
    expect(reply.outcome).toEqual({
      ok: false,
      error: { kind: 'timeout', method: 'tools/call', afterMs: 600, total: true },
    });
    expect(client.traffic.get(reply.requestSeq!)?.note).toMatch(
      /within 600 ms in all \(the maximum total timeout\)/,
    );

    client.setRequestTimeouts({ requestMs: 200, resetOnProgress: false, maxTotalMs: 0 });
    const cut = await client.request('tools/call', { name: 'slow', arguments: {} });
    expect(cut.outcome).toEqual({
      ok: false,
      error: { kind: 'timeout', method: 'tools/call', afterMs: 200 },
    });
  });

  it.each([
    [{ requestMs: 30_000, resetOnProgress: true, maxTotalMs: 0 }, true],
    [{ requestMs: 0, resetOnProgress: false, maxTotalMs: 60_000 }, true],
    [{ requestMs: -1, resetOnProgress: true, maxTotalMs: 0 }, false],
    [{ requestMs: 1.5, resetOnProgress: true, maxTotalMs: 0 }, false],
    [{ requestMs: 1000, resetOnProgress: 'yes', maxTotalMs: 0 }, false],
    [{ requestMs: 1000, resetOnProgress: true }, false],
    [{ requestMs: 1000 * 60 * 60 * 25, resetOnProgress: true, maxTotalMs: 0 }, false],
    [null, false],
  ])('a stored %j reads back: %s', (value, ok) => {
    expect(isRequestTimeouts(value)).toBe(ok);
  });
});
