// One SSE response of the Streamable HTTP transport (docs/http.md §3): the headers, one `message`
// event per JSON-RPC message with the id its EventStream gives it, and the slow-client cut: a client
// that does not read cannot make us hold its messages without bound, so past MAX_UNSENT_BYTES queued
// in the socket the response is cut (docs/http.md §4); its EventStream keeps what a resumption needs.
import type { ServerResponse } from 'node:http';

/** About four of the largest results (512 Ki characters each, docs/server.md §6) as UTF-8. */
export const MAX_UNSENT_BYTES = 8 * 1024 * 1024;

export interface SseStreamOptions {
  /** Extra response headers (`Mcp-Session-Id`). */
  headers?: Readonly<Record<string, string>>;
  maxUnsentBytes?: number;
}

/** The bytes of one SSE event carrying `data`; every line of it gets its own `data:` field. */
export function sseEvent(id: string, data: string): string {
  const lines = data.split(/\r\n|\r|\n/).map((line) => `data: ${line}\n`);
  return `id: ${id}\nevent: message\n${lines.join('')}\n`;
}

export class SseStream {
  private ended = false;
  private readonly maxUnsent: number;
  /** Resolves when the response ends, by us or by the client going away. */
  readonly closed: Promise<void>;

  constructor(
    private readonly res: ServerResponse,
    options: SseStreamOptions = {},
  ) {
    this.maxUnsent = options.maxUnsentBytes ?? MAX_UNSENT_BYTES;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-store',
      Connection: 'keep-alive',
      // No proxy should hold events back to fill a buffer.
      'X-Accel-Buffering': 'no',
      ...options.headers,
    });
    res.flushHeaders();
    this.closed = new Promise((resolve) => res.once('close', resolve));
    void this.closed.then(() => (this.ended = true));
  }

  get isOpen(): boolean {
    return !this.ended && !this.res.destroyed;
  }

  /** Writes one event; false when the response is gone (or was just cut). */
  send(id: string, message: string): boolean {
    if (!this.isOpen) return false;
    this.res.write(sseEvent(id, message));
    if (this.res.writableLength > this.maxUnsent) {
      this.res.destroy(); // a slow client: its unread events are dropped with the response
      this.ended = true;
      return false;
    }
    return true;
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.res.end();
  }
}
