// docs/http.md §3: one JSON-RPC message per SSE `message` event, with the id it is given; a client that stops reading is cut off instead of held in memory (§4).
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sseEvent, SseStream } from './sseStream';

describe('sseEvent', () => {
  it('frames one message as id, event and data, ended by a blank line', () => {
    expect(sseEvent('s-1:1', '{"jsonrpc":"2.0","id":1,"result":{}}')).toBe(
      'id: s-1:1\nevent: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n',
    );
  });

  it('gives every line of a message its own data field, whatever the line ending', () => {
    expect(sseEvent('x:2', 'a\nb\r\nc\rd')).toBe(
      'id: x:2\nevent: message\ndata: a\ndata: b\ndata: c\ndata: d\n\n',
    );
  });
});

describe('SseStream', () => {
  it('writes each event with its id, and a client that does not read is cut once too much is unsent', async () => {
    let stream: SseStream | undefined;
    const server = createServer((_req, res) => {
      stream = new SseStream(res, { maxUnsentBytes: 64 * 1024 });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const res = await new Promise<IncomingMessage>((resolve) =>
        request({ port, host: '127.0.0.1' }, resolve).end(),
      );
      expect(res.headers['content-type']).toBe('text/event-stream');
      const first = await new Promise<string>((resolve) => {
        res.once('data', (chunk: Buffer) => resolve(chunk.toString()));
        stream!.send('slow:1', '{"n":1}');
      });
      expect(first).toBe('id: slow:1\nevent: message\ndata: {"n":1}\n\n');
      res.pause(); // the client stops reading
      const big = JSON.stringify({ pad: 'x'.repeat(16 * 1024) });
      let sent = 0;
      while (stream!.send(`slow:${sent + 2}`, big)) sent += 1;
      expect(stream!.isOpen).toBe(false);
      // Never more than the cap plus what the kernel's socket buffers took.
      expect(sent).toBeLessThan(1000);
      res.destroy();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
