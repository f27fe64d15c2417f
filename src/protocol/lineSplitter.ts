// Cuts a byte stream into lines at `\n`, the one splitter of every stdio stream: the session's
// stdin (`LineDecoder` decodes on top, docs/server.md §2) and a bridged child's stdout and stderr
// (docs/any-server.md, "Stdio bridge"). The bytes between two `\n` are handed on untouched: a `\r`
// stays and nothing is decoded, which is each user's business. Only a line still waiting for its
// newline is held, and never more than `maxHeldBytes` of it: past that the rest of the line is
// counted and dropped, and `onOverlong` says how long it was, so a stream that never writes a
// newline cannot grow memory. Plain `Uint8Array`s, no Node `Buffer`: this also runs in the browser.
export interface LineSplitterOptions {
  maxHeldBytes: number;
  /** A complete line without its `\n`; an empty line is a line too. */
  onLine: (line: Uint8Array) => void;
  /** A line longer than `maxHeldBytes` was dropped; `totalBytes` is its length without the `\n`. */
  onOverlong: (totalBytes: number) => void;
}

const NEWLINE = 0x0a;

export class LineSplitter {
  private held: Uint8Array[] = [];
  private heldBytes = 0;
  /** Bytes of an overlong line seen so far (0 when no line is being dropped). */
  private dropping = 0;

  constructor(private readonly options: LineSplitterOptions) {}

  /** The bytes of an unfinished line kept in memory: never more than `maxHeldBytes`. */
  get bytesHeld(): number {
    return this.heldBytes;
  }

  push(chunk: Uint8Array): void {
    let start = 0;
    while (start < chunk.length) {
      const end = chunk.indexOf(NEWLINE, start);
      this.hold(chunk.subarray(start, end === -1 ? chunk.length : end));
      if (end === -1) return;
      this.finishLine();
      start = end + 1;
    }
  }

  /** The stream ended: a last line without its newline is still a line. */
  end(): void {
    if (this.heldBytes > 0 || this.dropping > 0) this.finishLine();
  }

  private hold(piece: Uint8Array): void {
    if (piece.length === 0) return;
    if (this.dropping > 0) {
      this.dropping += piece.length;
      return;
    }
    if (this.heldBytes + piece.length > this.options.maxHeldBytes) {
      this.dropping = this.heldBytes + piece.length;
      this.held = [];
      this.heldBytes = 0;
      return;
    }
    // A copy (`new Uint8Array(view)` copies; a Buffer's `slice` would not): `piece` is a view of
    // the stream's chunk, which would otherwise be kept whole.
    this.held.push(new Uint8Array(piece));
    this.heldBytes += piece.length;
  }

  private finishLine(): void {
    if (this.dropping > 0) {
      const total = this.dropping;
      this.dropping = 0;
      this.options.onOverlong(total);
      return;
    }
    const line = this.held.length === 1 ? this.held[0]! : concat(this.held, this.heldBytes);
    this.held = [];
    this.heldBytes = 0;
    this.options.onLine(line);
  }
}

function concat(parts: readonly Uint8Array[], size: number): Uint8Array {
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
