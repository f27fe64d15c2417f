// docs/server.md §2 "Framing", row by row, through the session machine.
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES } from '../protocol';
import { errorOf, SessionHarness } from '../../test-support/sessionHarness';

let harness: SessionHarness;
afterEach(() => expect(harness.problems).toEqual([]));

async function connected(): Promise<SessionHarness> {
  harness = new SessionHarness('2025-11-25');
  await harness.connect();
  return harness;
}

describe('framing (docs/server.md §2)', () => {
  const rows: [string, string, number][] = [
    ['a batch (JSON array) of requests', '[{"jsonrpc":"2.0","id":1,"method":"ping"}]', -32600],
    ['an empty batch', '[]', -32600],
    ['a line that is not JSON', '{"jsonrpc":"2.0",', -32700],
    ['a JSON string', '"ping"', -32600],
    ['a JSON number', '42', -32600],
    ['null', 'null', -32600],
    ['no jsonrpc member', '{"id":1,"method":"ping"}', -32600],
    ['jsonrpc 1.0', '{"jsonrpc":"1.0","id":1,"method":"ping"}', -32600],
    ['an id that is an object', '{"jsonrpc":"2.0","id":{},"method":"ping"}', -32600],
    ['an id that is a fraction', '{"jsonrpc":"2.0","id":1.5,"method":"ping"}', -32600],
    ['an id that is null', '{"jsonrpc":"2.0","id":null,"method":"ping"}', -32600],
    [
      'an id beyond 2^53 (could not be echoed exactly)',
      '{"jsonrpc":"2.0","id":12345678901234567890,"method":"ping"}',
      -32600,
    ],
    ['a method that is a number', '{"jsonrpc":"2.0","id":1,"method":7}', -32600],
    ['neither method nor result', '{"jsonrpc":"2.0","id":1}', -32600],
  ];

  it.each(rows)('%s is answered with %s and the session goes on', async (_name, line, code) => {
    await connected();
    const [answer] = await harness.send(line);
    expect(errorOf(answer!).code).toBe(code);
    expect(harness.lines.at(-1)).toContain('"error"');
    const ping = await harness.request('ping');
    expect(ping.result).toEqual({});
  });

  it('answers unreadable ids with id null', async () => {
    await connected();
    for (const line of ['[1]', 'nope', '{"jsonrpc":"2.0","id":{},"method":"ping"}']) {
      const [answer] = await harness.send(line);
      expect(answer!.id).toBeNull();
    }
  });

  it('echoes a readable id on an invalid request', async () => {
    await connected();
    const [answer] = await harness.send('{"jsonrpc":"2.0","id":"abc","method":7}');
    expect(answer!.id).toBe('abc');
  });

  it('echoes string and number ids exactly', async () => {
    await connected();
    for (const id of ['x', '', '01', 'ü😀', 0, -7, 9007199254740991]) {
      const [answer] = await harness.send({ jsonrpc: '2.0', id, method: 'ping' });
      expect(answer!.id).toStrictEqual(id);
      expect(harness.lines.at(-1)).toContain(`"id":${JSON.stringify(id)}`);
    }
  });

  it('never answers a notification, not even with an error', async () => {
    await connected();
    const lines = [
      '{"jsonrpc":"2.0","method":"notifications/unknown"}',
      '{"jsonrpc":"2.0","method":"tools/call","params":{"name":"diagnostics"}}',
      '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}',
      '{"jsonrpc":"2.0","method":"ping","params":[1,2]}',
    ];
    for (const line of lines) expect(await harness.send(line)).toEqual([]);
  });

  it('treats a trailing CR as part of the line ending', async () => {
    await connected();
    const [answer] = await harness.send('{"jsonrpc":"2.0","id":5,"method":"ping"}\r');
    expect(answer).toEqual({ jsonrpc: '2.0', id: 5, result: {} });
  });

  it('ignores a blank line', async () => {
    await connected();
    expect(await harness.send('')).toEqual([]);
  });

  it('accepts a message of exactly 2 MiB and rejects one byte more', async () => {
    await connected();
    const frame = (size: number) => {
      const head = '{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":"';
      const tail = '"}}';
      return head + 'x'.repeat(size - head.length - tail.length) + tail;
    };
    const [fits] = await harness.send(frame(MAX_MESSAGE_BYTES));
    expect(fits!.result).toEqual({});
    const [over] = await harness.send(frame(MAX_MESSAGE_BYTES + 1));
    expect(errorOf(over!).code).toBe(-32600);
    expect(over!.id).toBeNull();
    expect((await harness.request('ping')).result).toEqual({});
  });

  it('counts the cap in UTF-8 bytes, not characters', async () => {
    await connected();
    const head = '{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":"';
    const line = head + 'é'.repeat(MAX_MESSAGE_BYTES / 2) + '"}}';
    expect(line.length).toBeLessThan(MAX_MESSAGE_BYTES);
    const [answer] = await harness.send(line);
    expect(errorOf(answer!).code).toBe(-32600);
  });

  it('answers params that are not an object with -32602', async () => {
    await connected();
    const [answer] = await harness.send('{"jsonrpc":"2.0","id":3,"method":"ping","params":[1]}');
    expect(errorOf(answer!).code).toBe(-32602);
    expect(answer!.id).toBe(3);
  });

  it('ignores responses from the client (this server sends no requests)', async () => {
    await connected();
    expect(await harness.send('{"jsonrpc":"2.0","id":99,"result":{}}')).toEqual([]);
  });
});
