// Server-sent events as the Streamable HTTP transport receives them (the WHATWG "event stream"
// format), parsed by `eventsource-parser` (the parser the MCP SDK itself uses): each event's `data`
// lines, joined with `\n`, are one message, handed on untouched. `id` is kept for a resumed stream,
// and `retry` for how long to wait before resuming it (SEP-1699); comments, `event` fields and empty
// data carry no message.
import { createParser, type EventSourceParser } from 'eventsource-parser';

export interface SseEvent {
  readonly data: string;
  readonly id: string | undefined;
}

export interface SseEvents {
  /** Feeds decoded text in any pieces. */
  readonly push: (text: string) => void;
  /** The stream ended: an event still waiting for its blank line is dispatched. */
  readonly end: () => void;
  /** The id of the last event seen, data or not (what Last-Event-ID resumes from). */
  readonly lastEventId: () => string | undefined;
  /** The server's latest `retry` field: ms to wait before reconnecting. */
  readonly retryMs: () => number | undefined;
}

/** A parser calling `onEvent` for each complete event with data. */
export function sseEvents(onEvent: (event: SseEvent) => void): SseEvents {
  let lastEventId: string | undefined;
  let retryMs: number | undefined;
  const parser: EventSourceParser = createParser({
    onEvent: ({ data, id }) => {
      lastEventId = id ?? lastEventId;
      // An event with empty data dispatches nothing (a server's priming event carries only an id).
      if (data !== '') onEvent({ data, id });
    },
    // The parser passes on only a retry of ASCII digits (WHATWG, "event stream interpretation").
    onRetry: (ms) => {
      retryMs = ms;
    },
  });
  return {
    push: (text) => parser.feed(text),
    // Ending the last line and the event (rather than reset, which drops an unfinished event) so a
    // message a server wrote without the closing blank line still arrives.
    end: () => parser.feed('\n\n'),
    lastEventId: () => lastEventId,
    retryMs: () => retryMs,
  };
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
  const events = sseEvents(onEvent);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    events.push(decoder.decode(value, { stream: true }));
  }
  events.push(decoder.decode());
  events.end();
  return { lastEventId: events.lastEventId(), retryMs: events.retryMs() };
}
