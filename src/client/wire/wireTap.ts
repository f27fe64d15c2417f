// The client's end of the wire, open to observers (docs/ARCHITECTURE.md, "The client core"): it
// opens the transport once, numbers every line it writes or receives and every session mark, and
// tells each observer before anything else looks at the line. Traffic is one such observer
// (traffic/recordWire.ts); the client core that writes through the tap knows none of them. The
// numbers (refs) are Traffic's row seqs: the recorder draws its other rows (imports) from the same
// `refs`, so a ref names one row.
import { describeError, type ClientError } from '../clientError';
import { openTransport, type LineTransport } from './lineTransport';
import { summarizeLine, type SummarizedLine } from './messageSummary';

/** What a written line carries besides its text (TrafficRow.parentSeq, TrafficRow.origin). */
export interface LineTags {
  /** The ref of the request that started the conversation this line continues. */
  readonly parentSeq?: number;
  /** What in the playground caused the request ("hover", "markers", …). */
  readonly origin?: string;
  /** The seq of the message this line sends again (Traffic's Resend, docs/playground.md). */
  readonly resendOf?: number;
}

/** A session separator the client writes into the wire's story (Connect, Reset, a raw handshake). */
export interface WireMark {
  readonly kind: 'connect' | 'connected' | 'connect failed' | 'reset';
  readonly text: string;
}

/** Hears the wire; every method is optional, and none may write to the wire. */
export interface WireObserver {
  sent?(ref: number, line: string, summarized: SummarizedLine, tags: LineTags): void;
  /** `time` was taken as the line arrived, before any parsing (the wire's latency, not ours). */
  received?(ref: number, line: string, summarized: SummarizedLine, time: number): void;
  marked?(ref: number, mark: WireMark, revision: string | undefined): void;
  /** A mark made earlier now says how it went (a connect that succeeded or failed). */
  remarked?(ref: number, mark: WireMark, revision: string | undefined): void;
  /** What became of a line: a timeout, a cancel, a write that failed. */
  noted?(ref: number, note: string): void;
  /** The answer to request `requestRef` belongs to the conversation started by `conversation`. */
  folded?(requestRef: number, conversation: number): void;
}

/** Hands out increasing numbers; `peek` is the next one without taking it. */
export interface RefSource {
  next(): number;
  peek(): number;
}

export function counter(start = 0): RefSource {
  let next = start;
  return { next: () => next++, peek: () => next };
}

/** What the tap hands on after its observers heard a received line. */
export type LineReceiver = (summarized: SummarizedLine, ref: number) => void;

const defaultClock = () => performance.timeOrigin + performance.now();

export class WireTap {
  readonly refs: RefSource = counter();
  private readonly observers = new Set<WireObserver>();
  private opened: Promise<ClientError | undefined> | undefined;
  private receiver: LineReceiver | undefined;

  constructor(
    private readonly transport: LineTransport,
    /** Milliseconds since the epoch, as precise as the platform allows (a row's time). */
    readonly now: () => number = defaultClock,
  ) {}

  /** Hears every line and mark from now on; returns the unsubscribe. */
  observe(observer: WireObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  /** Who gets each received line after the observers (the client core, once). */
  receiveWith(receiver: LineReceiver): void {
    this.receiver = receiver;
  }

  /** Whether the transport was ever opened (a reset then has a session to end). */
  get started(): boolean {
    return this.opened !== undefined;
  }

  /** Starts the server session once; a failure (a worker that cannot load) is said, and retried next time. */
  ensureOpen(): Promise<ClientError | undefined> {
    this.opened ??= openTransport(this.transport, (line) => this.receive(line)).then((error) => {
      if (error) this.opened = undefined;
      return error;
    });
    return this.opened;
  }

  /** Sends one line with its tags; its ref (undefined when the transport could not open). */
  async write(line: string, tags: LineTags = {}): Promise<{ error?: ClientError; ref?: number }> {
    const openError = await this.ensureOpen();
    if (openError) return { error: openError };
    const { ref } = this.record(line, tags);
    const error = await this.post(line, ref);
    return { error, ref };
  }

  /** Tells the observers of a line about to be sent (see post); `summarized` when already parsed. */
  record(
    line: string,
    tags: LineTags = {},
    summarized?: SummarizedLine,
  ): { ref: number; summarized: SummarizedLine } {
    const ref = this.refs.next();
    const parsed = summarized ?? summarizeLine(line);
    for (const observer of [...this.observers]) observer.sent?.(ref, line, parsed, tags);
    return { ref, summarized: parsed };
  }

  /** Sends a line already recorded as `ref`; a failure is noted on it. */
  async post(line: string, ref: number): Promise<ClientError | undefined> {
    try {
      await this.transport.send(line);
      return undefined;
    } catch (cause) {
      const error: ClientError = {
        kind: 'transport',
        message: cause instanceof Error ? cause.message : String(cause),
      };
      this.note(ref, describeError(error));
      return error;
    }
  }

  mark(mark: WireMark, revision: string | undefined): number {
    const ref = this.refs.next();
    for (const observer of [...this.observers]) observer.marked?.(ref, mark, revision);
    return ref;
  }

  remark(ref: number, mark: WireMark, revision: string | undefined): void {
    for (const observer of [...this.observers]) observer.remarked?.(ref, mark, revision);
  }

  note(ref: number, note: string): void {
    for (const observer of [...this.observers]) observer.noted?.(ref, note);
  }

  fold(requestRef: number, conversation: number): void {
    for (const observer of [...this.observers]) observer.folded?.(requestRef, conversation);
  }

  reset(): Promise<void> {
    return this.transport.reset();
  }

  private receive(line: string): void {
    const time = this.now();
    const summarized = summarizeLine(line);
    const ref = this.refs.next();
    for (const observer of [...this.observers]) observer.received?.(ref, line, summarized, time);
    this.receiver?.(summarized, ref);
  }
}
