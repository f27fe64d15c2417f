// Cuts a child's stdout into lines, byte for byte (docs/any-server.md, "Stdio bridge"): the bytes
// between two `\n` are handed on untouched (a `\r` stays; the 2 MiB cap is the client's verdict).
// Only a line still waiting for its newline is held, and never more than `maxHeldBytes` of it: past
// that the rest of the line is counted and dropped, and `onOverlong` says how long it was, so a child
// that writes without newlines cannot grow the backend's memory.
export interface LineSplitterOptions {
  maxHeldBytes: number;
  onLine: (line: Buffer) => void;
  onOverlong: (totalBytes: number) => void;
}

const NEWLINE = 0x0a;

export class LineSplitter {
  private held: Buffer[] = [];
  private heldBytes = 0;
  /** Bytes of an overlong line seen so far (0 when no line is being dropped). */
  private dropping = 0;

  constructor(private readonly options: LineSplitterOptions) {}

  /** The bytes of an unfinished line kept in memory (the bridge's memory bound; tests read it). */
  get bytesHeld(): number {
    return this.heldBytes;
  }

  push(chunk: Buffer): void {
    let start = 0;
    while (start < chunk.length) {
      const end = chunk.indexOf(NEWLINE, start);
      const piece = chunk.subarray(start, end === -1 ? chunk.length : end);
      this.hold(piece);
      if (end === -1) return;
      this.finishLine();
      start = end + 1;
    }
  }

  /** The child's stdout ended: a last line without newline is still a line. */
  end(): void {
    if (this.heldBytes > 0 || this.dropping > 0) this.finishLine();
  }

  private hold(piece: Buffer): void {
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
    // A copy: `piece` is a view of the stream's chunk, which would otherwise be kept whole.
    this.held.push(Buffer.from(piece));
    this.heldBytes += piece.length;
  }

  private finishLine(): void {
    if (this.dropping > 0) {
      const total = this.dropping;
      this.dropping = 0;
      this.options.onOverlong(total);
      return;
    }
    const line = this.held.length === 1 ? this.held[0]! : Buffer.concat(this.held, this.heldBytes);
    this.held = [];
    this.heldBytes = 0;
    this.options.onLine(line);
  }
}
