// A stream of the Streamable HTTP transport as MCP sees it (docs/http.md §3, "Resumption"): a POST's
// messages up to its answer, or a session's GET stream. It outlives the HTTP response that carries
// it: each event gets the id `<stream>:<n>` and is kept in a bounded buffer, so a client whose
// connection dropped sends GET with `Last-Event-ID` and gets what came after that event, then the
// rest as it comes. The buffer keeps the last MAX_KEPT_EVENTS events and at most MAX_KEPT_BYTES;
// older ones are gone (a client that stays away that long loses them, memory stays bounded).
import type { ServerResponse } from 'node:http';
import { SseStream } from './sseStream';

export const MAX_KEPT_EVENTS = 64;
export const MAX_KEPT_BYTES = 4 * 1024 * 1024;

interface KeptEvent {
  n: number;
  line: string;
}

export class EventStream {
  private count = 0;
  private readonly kept: KeptEvent[] = [];
  private keptBytes = 0;
  private connection: SseStream | undefined;
  private finished = false;

  constructor(
    readonly id: string,
    private readonly headers: Readonly<Record<string, string>>,
  ) {}

  /** A client is reading it now. */
  get isAttached(): boolean {
    return this.connection?.isOpen ?? false;
  }

  /** Its last message was sent (a POST's answer): nothing more will come. */
  get isFinished(): boolean {
    return this.finished;
  }

  /**
   * Carries the stream on `res` from now on; with `after`, first replays the kept events numbered
   * after it. A connection still attached is ended: one reader at a time.
   */
  attach(res: ServerResponse, after?: number): void {
    this.connection?.end();
    const connection = new SseStream(res, { headers: this.headers });
    this.connection = connection;
    void connection.closed.then(() => {
      if (this.connection === connection) this.connection = undefined;
    });
    if (after !== undefined) {
      for (const event of this.kept) if (event.n > after) connection.send(this.eventId(event.n), event.line);
    }
    if (this.finished) connection.end();
  }

  send(line: string): void {
    this.count += 1;
    this.kept.push({ n: this.count, line });
    this.keptBytes += line.length;
    while (this.kept.length > MAX_KEPT_EVENTS || (this.keptBytes > MAX_KEPT_BYTES && this.kept.length > 1)) {
      this.keptBytes -= this.kept.shift()!.line.length;
    }
    this.connection?.send(this.eventId(this.count), line);
  }

  /** The last message is out: the connection ends, and a later resumption ends after its replay. */
  finish(): void {
    this.finished = true;
    this.connection?.end();
  }

  private eventId(n: number): string {
    return `${this.id}:${n}`;
  }
}

/** `Last-Event-ID` read as the stream and the number of the last event the client has. */
export function parseEventId(value: string): { stream: string; n: number } | undefined {
  const match = /^(.+):(\d{1,15})$/.exec(value);
  return match ? { stream: match[1]!, n: Number(match[2]) } : undefined;
}
