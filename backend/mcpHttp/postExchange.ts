// One POST that carried a client request (docs/http.md §3): it is answered with plain JSON when the
// answer is the first thing the server has for it, or turns into an SSE stream (an EventStream) as
// soon as the server sends something before the answer (an elicitation), the answer then ending
// it. A JSON POST whose client went away is over (no event id was given, nothing can resume it); an
// SSE one lives on until its answer, kept for a resumption with `Last-Event-ID`.
import type { ServerResponse } from 'node:http';
import { EventStream } from './eventStream';

export class PostExchange {
  private stream: EventStream | undefined;
  private done = false;
  /** Resolves once the answer is written, or the client of a JSON POST is gone. */
  readonly settled: Promise<void>;
  private settle: () => void = () => {};

  constructor(
    private readonly res: ServerResponse,
    private readonly streamId: string,
    /** Headers of the answer, whichever form it takes (`Mcp-Session-Id`). */
    private readonly headers: Readonly<Record<string, string>>,
    /** Told when the POST becomes a stream, so that its session can find it again. */
    private readonly onStream: (stream: EventStream) => void,
  ) {
    this.settled = new Promise((resolve) => (this.settle = resolve));
    res.once('close', () => {
      if (this.stream) return; // resumable: the answer still goes to the stream
      this.done = true;
      this.settle();
    });
  }

  /** A client is still there to receive the answer (the POST itself, or a resumption of its stream). */
  get isConnected(): boolean {
    return !this.done && (this.stream ? this.stream.isAttached : !this.res.destroyed);
  }

  /** A message sent on behalf of this request before its answer: the answer becomes a stream. */
  sendRelated(line: string): boolean {
    if (this.done) return false;
    if (!this.stream) {
      this.stream = new EventStream(this.streamId, this.headers);
      this.onStream(this.stream);
      this.stream.attach(this.res);
    }
    this.stream.send(line);
    return true;
  }

  answer(line: string): void {
    if (this.done) return;
    this.done = true;
    if (this.stream) {
      this.stream.send(line);
      this.stream.finish();
    } else if (!this.res.destroyed) {
      this.res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(line)),
        'Cache-Control': 'no-store',
        ...this.headers,
      });
      this.res.end(line);
    }
    this.settle();
  }

  /** The session ended without an answer for it: the response ends as if the connection dropped. */
  abandon(): void {
    if (this.done) return;
    this.done = true;
    if (this.stream) this.stream.finish();
    else this.res.destroy();
    this.settle();
  }
}
