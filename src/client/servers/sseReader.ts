// Server-sent events as the Streamable HTTP transport receives them (the WHATWG "event stream"
// format): each event's `data` lines, joined with `\n`, are one message, handed on untouched.
// `id` is kept for a resumed stream, and `retry` for how long to wait before resuming it (SEP-1699);
// comments, `event` fields and empty data carry no message.

export interface SseEvent {
  readonly data: string;
  readonly id: string | undefined;
}

/** Feeds decoded text in any pieces; calls `onEvent` for each complete event with data. */
export class SseParser {
  private pending = '';
  private data: string[] = [];
  private id: string | undefined;
  lastEventId: string | undefined;
  /** The server's latest `retry` field: ms to wait before reconnecting. */
  retryMs: number | undefined;

  constructor(private readonly onEvent: (event: SseEvent) => void) {}

  push(text: string): void {
    this.pending += text;
    let match: RegExpExecArray | null;
    const lineEnd = /\r\n|\r|\n/g;
    let start = 0;
    while ((match = lineEnd.exec(this.pending)) !== null) {
      // A lone CR at the very end may be the first half of CRLF: wait for the next piece.
      if (match[0] === '\r' && match.index === this.pending.length - 1) break;
      this.line(this.pending.slice(start, match.index));
      start = match.index + match[0].length;
    }
    this.pending = this.pending.slice(start);
  }

  private line(line: string): void {
    if (line === '') {
      this.lastEventId = this.id ?? this.lastEventId;
      const data = this.data.join('\n');
      // An event with empty data dispatches nothing (a server's priming event carries only an id).
      if (data !== '') this.onEvent({ data, id: this.id });
      this.data = [];
      this.id = undefined;
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'id') this.id = value;
    // Only ASCII digits make a retry time (WHATWG, "event stream interpretation"); anything else is ignored.
    else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
  }
}

/** How a stream ended: the last event id seen and the server's last `retry`, for resuming it. */
export interface SseEnd {
  readonly lastEventId: string | undefined;
  readonly retryMs: number | undefined;
}

/** Reads a response body of events until it ends or is aborted. */
export async function readSse(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void,
): Promise<SseEnd> {
  const parser = new SseParser(onEvent);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.push('\n\n');
  return { lastEventId: parser.lastEventId, retryMs: parser.retryMs };
}
