// Streaming UTF-8 line decoder for byte streams (stdio). docs/server.md §2: one message per line,
// `\r\n` ends a line like `\n` and the `\r` does not count toward the cap; an oversized line is
// discarded as it streams in, never buffered whole. The cutting is `LineSplitter`'s; this layer only
// drops the `\r`, applies the cap, skips blank lines and decodes.
import { MAX_MESSAGE_BYTES } from './limits';
import { LineSplitter } from './lineSplitter';

export interface LineSink {
  /** A complete line, decoded, without its terminator. `null` when it was not valid UTF-8. */
  line(text: string | null): void;
  /** A line over the cap was discarded. */
  oversized(): void;
}

const CR = 0x0d;

export class LineDecoder {
  private readonly splitter: LineSplitter;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  constructor(
    private readonly sink: LineSink,
    private readonly maxBytes: number = MAX_MESSAGE_BYTES,
  ) {
    this.splitter = new LineSplitter({
      // One extra byte is held: it may be the CR of a CRLF, which is not payload.
      maxHeldBytes: maxBytes + 1,
      onLine: (bytes) => this.finishLine(bytes),
      onOverlong: () => sink.oversized(),
    });
  }

  /** Bytes held for the current line: never more than the cap plus one, whatever arrives. */
  get bufferedBytes(): number {
    return this.splitter.bytesHeld;
  }

  push(chunk: Uint8Array): void {
    this.splitter.push(chunk);
  }

  /** End of stream: a last line without a terminator still counts. */
  end(): void {
    this.splitter.end();
  }

  private finishLine(bytes: Uint8Array): void {
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
}
