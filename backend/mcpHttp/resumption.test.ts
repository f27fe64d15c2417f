// docs/http.md §3, "Resumption": a client whose SSE connection dropped sends GET with Last-Event-ID
// and gets every message after that event, none lost, from a bounded buffer per stream.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeEngine } from '../../test-support/fakeEngine';
import { EventStream, MAX_KEPT_EVENTS, parseEventId } from './eventStream';
import {
  openRequest,
  openSession,
  rpc,
  send,
  SseReader,
  startTestServer,
  type TestServer,
} from './testing/httpTestServer';

let test: TestServer | undefined;
afterEach(() => test?.server.shutdown('test over', 0));

const RENAME = { name: 'rename', arguments: { text: 'class Friendly {}\n', line: 0, character: 6 } };

describe('a dropped POST stream', () => {
  it('resumes with Last-Event-ID: the answer that came while it was away arrives, then the end', async () => {
    test = await startTestServer(new FakeEngine());
    const id = await openSession(test.port, '2025-11-25', { elicitation: {} });
    const headers = { 'Mcp-Session-Id': id, 'MCP-Protocol-Version': '2025-11-25' };
    const call = await openRequest(test.port, { headers, body: rpc(7, 'tools/call', RENAME) });
    const [question] = await new SseReader(call).next(1);
    const asked = question!.data as { id: string };
    call.destroy(); // the connection drops after the first event

    const reply = JSON.stringify({ jsonrpc: '2.0', id: asked.id, result: { action: 'decline' } });
    expect((await send(test.port, { headers, body: reply })).status).toBe(202);
    const resumed = await openRequest(test.port, {
      method: 'GET',
      headers: { ...headers, Accept: 'text/event-stream', 'Last-Event-ID': question!.id },
    });
    expect(resumed.statusCode).toBe(200);
    const reader = new SseReader(resumed);
    const [answer] = await reader.next(1);
    expect(answer!.id).toBe(question!.id.replace(/:1$/, ':2'));
    expect(answer!.data).toMatchObject({ id: 7, result: { isError: true } });
    await reader.ended; // the stream was finished by its answer: the resumption ends after the replay
  });

  it('Last-Event-ID of an event before the first replays the whole stream', async () => {
    test = await startTestServer(new FakeEngine());
    const id = await openSession(test.port, '2025-11-25', { elicitation: {} });
    const headers = { 'Mcp-Session-Id': id };
    const call = await openRequest(test.port, { headers, body: rpc(8, 'tools/call', RENAME) });
    const [question] = await new SseReader(call).next(1);
    call.destroy();
    const stream = question!.id.replace(/:1$/, '');
    const again = await openRequest(test.port, {
      method: 'GET',
      headers: { ...headers, Accept: 'text/event-stream', 'Last-Event-ID': `${stream}:0` },
    });
    const [replayed] = await new SseReader(again).next(1);
    expect(replayed).toEqual(question);
    again.destroy();
  });

  it('a dropped stream never resumed (its elicitation unanswered) does not keep the session past the idle timeout', async () => {
    test = await startTestServer(new FakeEngine(), { limits: { idleTimeoutMs: 40 } });
    const id = await openSession(test.port, '2025-11-25', { elicitation: {} });
    const headers = { 'Mcp-Session-Id': id };
    const call = await openRequest(test.port, { headers, body: rpc(9, 'tools/call', RENAME) });
    await new SseReader(call).next(1);
    call.destroy();
    await expect
      .poll(async () => (await send(test!.port, { headers, body: rpc(10, 'tools/list') })).status, {
        timeout: 10_000,
      })
      .toBe(404);
  });

  it('an id of no stream of this session is served as a plain GET stream', async () => {
    test = await startTestServer(new FakeEngine());
    const id = await openSession(test.port);
    const answer = await openRequest(test.port, {
      method: 'GET',
      headers: { 'Mcp-Session-Id': id, Accept: 'text/event-stream', 'Last-Event-ID': 'someone-else:3' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/event-stream');
    answer.destroy();
  });
});

describe('EventStream', () => {
  it('keeps the last MAX_KEPT_EVENTS events for a replay, and a new reader replaces the old', async () => {
    const responses: ServerResponse[] = [];
    const server = createServer((_req, res) => void responses.push(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const get = (): Promise<IncomingMessage> => openRequest(port, { method: 'GET', path: '/' });
    try {
      const stream = new EventStream('s', {});
      for (let n = 1; n <= MAX_KEPT_EVENTS + 10; n++) stream.send(JSON.stringify({ n }));
      const first = get();
      await expect.poll(() => responses.length).toBe(1);
      stream.attach(responses[0]!, 0);
      const reader = new SseReader(await first);
      const replayed = await reader.next(MAX_KEPT_EVENTS);
      expect(replayed[0]).toEqual({ id: 's:11', data: { n: 11 } });
      expect(replayed.at(-1)).toEqual({ id: `s:${MAX_KEPT_EVENTS + 10}`, data: { n: MAX_KEPT_EVENTS + 10 } });

      const second = get();
      await expect.poll(() => responses.length).toBe(2);
      stream.attach(responses[1]!, MAX_KEPT_EVENTS + 9);
      await reader.ended; // the first reader's response was ended
      const next = new SseReader(await second);
      stream.send('{"n":"live"}');
      stream.finish();
      expect(await next.next(2)).toEqual([
        { id: `s:${MAX_KEPT_EVENTS + 10}`, data: { n: MAX_KEPT_EVENTS + 10 } },
        { id: `s:${MAX_KEPT_EVENTS + 11}`, data: { n: 'live' } },
      ]);
      await next.ended;
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('parses an event id as its stream and number', () => {
    expect(parseEventId('ab-c-2:17')).toEqual({ stream: 'ab-c-2', n: 17 });
    expect(parseEventId('no-number')).toBeUndefined();
    expect(parseEventId(':5')).toBeUndefined();
  });
});
