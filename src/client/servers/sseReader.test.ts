import { describe, expect, it } from 'vitest';
import { readSse, SseParser, type SseEvent } from './sseReader';

function events(pieces: readonly string[]): SseEvent[] {
  const out: SseEvent[] = [];
  const parser = new SseParser((event) => out.push(event));
  for (const piece of pieces) parser.push(piece);
  return out;
}

describe('SseParser', () => {
  it.each<[string, string[], SseEvent[]]>([
    ['one event', ['event: message\ndata: {"a":1}\n\n'], [{ data: '{"a":1}', id: undefined }]],
    ['an id', ['id: 7\ndata: x\n\n'], [{ data: 'x', id: '7' }]],
    ['split anywhere', ['da', 'ta: {"a"', ':1}\n', '\n'], [{ data: '{"a":1}', id: undefined }]],
    ['CRLF, CR split from its LF', ['data: x\r', '\n\r\n'], [{ data: 'x', id: undefined }]],
    ['several data lines join with \\n', ['data: a\ndata: b\n\n'], [{ data: 'a\nb', id: undefined }]],
    ['a comment is nothing', [': keep-alive\n\n'], []],
    ['a priming event (id, empty data) is nothing', ['id: 1\ndata: \n\n'], []],
    ['no space after the colon', ['data:x\n\n'], [{ data: 'x', id: undefined }]],
    ['an unfinished event waits', ['data: x\n'], []],
  ])('%s', (_what, pieces, expected) => {
    expect(events(pieces)).toEqual(expected);
  });
});

describe('readSse', () => {
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
