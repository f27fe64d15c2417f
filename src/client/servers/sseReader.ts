// Server-sent events as the Streamable HTTP transport receives them (the WHATWG "event stream"
// format), parsed by `eventsource-parser` (the parser the MCP SDK itself uses): each event's `data`
// lines, joined with `\n`, are one message, handed on untouched. `id` is kept for a resumed stream;
// comments, `event`/`retry` fields and empty data carry no message.
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
}

/** A parser calling `onEvent` for each complete event with data. */
export function sseEvents(onEvent: (event: SseEvent) => void): SseEvents {
  let lastEventId: string | undefined;
  const parser: EventSourceParser = createParser({
    onEvent: ({ data, id }) => {
      lastEventId = id ?? lastEventId;
      // An event with empty data dispatches nothing (a server's priming event carries only an id).
      if (data !== '') onEvent({ data, id });
    },
  });
  return {
    push: (text) => parser.feed(text),
    // Ending the last line and the event (rather than reset, which drops an unfinished event) so a
    // message a server wrote without the closing blank line still arrives.
    end: () => parser.feed('\n\n'),
    lastEventId: () => lastEventId,
  };
}

/** Reads a response body of events until it ends or is aborted; resolves with the last event id. */
export async function readSse(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void,
): Promise<string | undefined> {
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
  return events.lastEventId();
}
