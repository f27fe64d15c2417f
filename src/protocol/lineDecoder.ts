// Streaming UTF-8 line decoder for byte streams (stdio). docs/server.md §2: one message per line,
// `\r\n` ends a line like `\n` and the `\r` does not count toward the cap; an oversized line is
// discarded as it streams in, never buffered whole.
import { MAX_MESSAGE_BYTES } from './limits';

export interface LineSink {
  /** A complete line, decoded, without its terminator. `null` when it was not valid UTF-8. */
  line(text: string | null): void;
  /** A line over the cap was discarded. */
  oversized(): void;
}

const LF = 0x0a;
const CR = 0x0d;

export class LineDecoder {
  private parts: Uint8Array[] = [];
  private size = 0;
  private discarding = false;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  constructor(
    private readonly sink: LineSink,
    private readonly maxBytes: number = MAX_MESSAGE_BYTES,
  ) {}

  /** Bytes held for the current line: never more than the cap plus one, whatever arrives. */
  get bufferedBytes(): number {
    return this.size;
  }

  push(chunk: Uint8Array): void {
    let start = 0;
    while (start < chunk.length) {
      const newline = chunk.indexOf(LF, start);
      const end = newline === -1 ? chunk.length : newline;
      this.append(chunk.subarray(start, end));
      if (newline === -1) return;
      this.finishLine();
      start = newline + 1;
    }
  }

  /** End of stream: a last line without a terminator still counts. */
  end(): void {
    if (this.size > 0 || this.discarding) this.finishLine();
  }

  private append(bytes: Uint8Array): void {
    if (bytes.length === 0 || this.discarding) return;
    // One extra byte is tolerated: it may be the CR of a CRLF, which is not payload.
    if (this.size + bytes.length > this.maxBytes + 1) {
      this.discarding = true;
      this.parts = [];
      this.size = 0;
      return;
    }
    this.parts.push(bytes.slice());
    this.size += bytes.length;
  }

  private finishLine(): void {
    if (this.discarding) {
      this.discarding = false;
      this.sink.oversized();
      return;
    }
    const bytes = this.take();
    const length = bytes.length > 0 && bytes[bytes.length - 1] === CR ? bytes.length - 1 : bytes.length;
    if (length > this.maxBytes) {
      this.sink.oversized();
      return;
    }
    if (length === 0) return; // blank lines carry no message
    let text: string | null;
    try {
      text = this.decoder.decode(bytes.subarray(0, length));
    } catch {
      text = null;
    }
    this.sink.line(text);
  }

  private take(): Uint8Array {
    const parts = this.parts;
    this.parts = [];
    const size = this.size;
    this.size = 0;
    if (parts.length === 1) return parts[0]!;
    const joined = new Uint8Array(size);
    let offset = 0;
    for (const part of parts) {
      joined.set(part, offset);
      offset += part.length;
    }
    return joined;
  }
}
