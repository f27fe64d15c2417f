// Which revision the handshake's rows are linted under (docs/any-server.md, "Servers unlike
// groovymcp"): the table of handshakeRevision.ts, then the real client recording a handshake whose
// server chose another revision.
import { describe, expect, it } from 'vitest';
import type { LintBackend, LintItem } from '../lint/trafficLint';
import { summarizeLine } from '../wire/messageSummary';
import { negotiatedRevision } from './handshakeRevision';
import type { LineTransport } from '../wire/lineTransport';
import { McpClient } from '../mcpClient';

const answer = (result: unknown) => JSON.stringify({ jsonrpc: '2.0', id: 1, result });
const error = JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'no' } });

describe('negotiatedRevision', () => {
  it.each([
    [
      'an answer choosing another revision',
      'in',
      'initialize',
      answer({ protocolVersion: '2025-06-18' }),
      '2025-06-18',
    ],
    [
      'an answer choosing the asked revision',
      'in',
      'initialize',
      answer({ protocolVersion: '2025-11-25' }),
      undefined,
    ],
    [
      'an answer choosing a revision the client does not speak',
      'in',
      'initialize',
      answer({ protocolVersion: '1999-01-01' }),
      undefined,
    ],
    ['an answer without protocolVersion', 'in', 'initialize', answer({}), undefined],
    ['an answer whose result is not an object', 'in', 'initialize', answer('2025-06-18'), undefined],
    ['an error answer', 'in', 'initialize', error, undefined],
    ['the answer to another request', 'in', 'ping', answer({ protocolVersion: '2025-06-18' }), undefined],
    ['a line the client sent', 'out', 'initialize', answer({ protocolVersion: '2025-06-18' }), undefined],
  ] as const)('%s', (_what, direction, method, raw, expected) => {
    const { summary, value } = summarizeLine(raw);
    expect(negotiatedRevision({ direction, method, summary, revision: '2025-11-25' }, value)).toBe(expected);
  });
});

/** A server that answers initialize with `chosen`, whatever was asked. */
function serverChoosing(chosen: string): LineTransport {
  let onLine: (line: string) => void = () => {};
  return {
    open: async (receive) => void (onLine = receive),
    send: async (line) => {
      const message = JSON.parse(line) as { id?: number; method: string };
      if (message.method !== 'initialize') return;
      queueMicrotask(() =>
        onLine(
          answer({
            protocolVersion: chosen,
            capabilities: {},
            serverInfo: { name: 'other', version: '1' },
          }).replace('"id":1', `"id":${message.id}`),
        ),
      );
    },
    reset: async () => {},
  };
}

describe('the handshake recorded by the client', () => {
  it('lints the initialize request and its answer under the revision the server chose', async () => {
    const linted: LintItem[] = [];
    const lint: LintBackend = {
      lintMessages: async (items) => {
        linted.push(...items);
        return items.map((item) => ({ seq: item.seq, ok: true }));
      },
    };
    const client = new McpClient({ transport: serverChoosing('2025-06-18'), lint });
    await client.open();
    expect(await client.connect('2025-11-25', { elicitation: false, tasks: false })).toMatchObject({
      state: 'connected',
      revision: '2025-06-18',
    });
    await expect.poll(() => linted.some((item) => item.method === 'notifications/initialized')).toBe(true);
    const rows = client.traffic.getSnapshot().rows.filter((row) => row.mark === undefined);
    expect(rows.map((row) => [row.direction, row.method, row.revision])).toEqual([
      ['out', 'initialize', '2025-06-18'],
      ['in', 'initialize', '2025-06-18'],
      ['out', 'notifications/initialized', '2025-06-18'],
    ]);
    // The last verdict asked for each row is the one that stays: each under the server's choice.
    const last = new Map(linted.map((item) => [item.seq, item.revision]));
    expect(rows.map((row) => last.get(row.seq))).toEqual(['2025-06-18', '2025-06-18', '2025-06-18']);
    expect(linted.filter((item) => item.direction === 'in').map((item) => item.revision)).toEqual([
      '2025-06-18',
    ]);
  });
});
