import { describe, expect, it } from 'vitest';
import { readSse, sseEvents, type SseEvent } from './sseReader';

function events(pieces: readonly string[]): SseEvent[] {
  const out: SseEvent[] = [];
  const parser = sseEvents((event) => out.push(event));
  for (const piece of pieces) parser.push(piece);
  return out;
}

describe('sseEvents', () => {
  it.each<[string, string[], SseEvent[]]>([
    ['one event', ['event: message\ndata: {"a":1}\n\n'], [{ data: '{"a":1}', id: undefined }]],
    ['an id', ['id: 7\ndata: x\n\n'], [{ data: 'x', id: '7' }]],
    ['split anywhere', ['da', 'ta: {"a"', ':1}\n', '\n'], [{ data: '{"a":1}', id: undefined }]],
    ['CRLF, CR split from its LF', ['data: x\r', '\n\r\n'], [{ data: 'x', id: undefined }]],
    ['several data lines join with \\n', ['data: a\ndata: b\n\n'], [{ data: 'a\nb', id: undefined }]],
    ['a comment is nothing', [': keep-alive\n\n'], []],
    [
      'a retry field is nothing',
      ['retry: 3000\n\n', 'retry: 10\ndata: x\n\n'],
      [{ data: 'x', id: undefined }],
    ],
    ['a priming event (id, empty data) is nothing', ['id: 1\ndata: \n\n'], []],
    ['no space after the colon', ['data:x\n\n'], [{ data: 'x', id: undefined }]],
    ['an unfinished event waits', ['data: x\n'], []],
  ])('%s', (_what, pieces, expected) => {
    expect(events(pieces)).toEqual(expected);
  });

  it('keeps the last id, that of a priming event included', () => {
    const parser = sseEvents(() => undefined);
    parser.push('id: 4\ndata: x\n\n');
    expect(parser.lastEventId()).toBe('4');
    parser.push('id: 5\ndata: \n\n');
    expect(parser.lastEventId()).toBe('5');
    parser.push('data: y\n\n');
    expect(parser.lastEventId()).toBe('5');
  });
});

describe('readSse', () => {
  const body = (chunks: readonly Uint8Array[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });

  it('decodes UTF-8 split across chunks and dispatches an event the stream ended without a blank line after', async () => {
    const out: SseEvent[] = [];
    const bytes = new TextEncoder().encode('id: 9\ndata: é\n\ndata: end');
    // Byte 13 falls inside the two bytes of "é".
    expect(await readSse(body([bytes.slice(0, 13), bytes.slice(13)]), (event) => out.push(event))).toEqual({
      lastEventId: '9',
      retryMs: undefined,
    });
    expect(out).toEqual([
      { data: 'é', id: '9' },
      { data: 'end', id: undefined },
    ]);
    const comment = new TextEncoder().encode(': only a comment\n\n');
    expect(await readSse(body([comment]), () => undefined)).toEqual({
      lastEventId: undefined,
      retryMs: undefined,
    });
  });
});

describe('readSse, resuming', () => {
  const body = (text: string) => new Response(text).body!;

  it.each<[string, string, { lastEventId: string | undefined; retryMs: number | undefined }]>([
    [
      'the last id and retry',
      'id: a\nretry: 500\ndata: \n\nid: b\ndata: x\n\n',
      { lastEventId: 'b', retryMs: 500 },
    ],
    ['a later retry wins', 'retry: 500\n\nretry: 20\n\n', { lastEventId: undefined, retryMs: 20 }],
    [
      'a retry that is not digits is ignored',
      'retry: 5s\n\nretry: -1\n\n',
      { lastEventId: undefined, retryMs: undefined },
    ],
  ])('ends with %s, for resuming the stream', async (_name, text, end) => {
    expect(await readSse(body(text), () => {})).toEqual(end);
  });
});
