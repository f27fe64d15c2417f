// The client's end of the wire: opens the transport once, and records (and lints) every line it
// writes or receives in Traffic before anything else looks at it (docs/playground.md, "Traffic").
import { describeError, type ClientError } from '../clientError';
import type { TrafficLint } from '../lint/trafficLint';
import { summarizeLine, type SummarizedLine } from '../wire/messageSummary';
import type { Direction, TrafficRecorder } from '../traffic/trafficRecorder';
import { negotiatedRevision } from './handshakeRevision';
import { openTransport, type LineTransport } from './lineTransport';
import type { Revision } from './revisions';
import { MAX_MESSAGE_BYTES } from '../../protocol/limits';

/** What a written row carries besides its line (TrafficRow.parentSeq, TrafficRow.origin). */
export interface RowTags {
  parentSeq?: number;
  origin?: string;
}

export interface RecordedLinkOptions {
  transport: LineTransport;
  traffic: TrafficRecorder;
  lint: TrafficLint;
  /** The revision each row is linted against (the connected one, or the one being connected). */
  revision: () => Revision | undefined;
  /**
   * An initialize answer chose `revision` (not the one asked for): the session runs under it from
   * this row on (docs/any-server.md, "Servers unlike groovymcp").
   */
  onNegotiated?: (revision: Revision) => void;
  /** Every line received, already recorded as row `seq`. */
  onReceived: (summarized: SummarizedLine, seq: number) => void;
}

export class RecordedLink {
  private opened: Promise<ClientError | undefined> | undefined;

  constructor(private readonly options: RecordedLinkOptions) {}

  /** Whether the transport was ever opened (a reset then has a session to end). */
  get started(): boolean {
    return this.opened !== undefined;
  }

  /** Starts the worker session once; a failure (a worker that cannot load) is said, and retried next time. */
  ensureOpen(): Promise<ClientError | undefined> {
    this.opened ??= openTransport(this.options.transport, (line) => this.receive(line)).then((error) => {
      if (error) this.opened = undefined;
      return error;
    });
    return this.opened;
  }

  /** Sends one message; `tags` go on its row: its conversation (parentSeq) and what caused it (origin). */
  async write(message: object, tags: RowTags = {}): Promise<{ error?: ClientError; seq?: number }> {
    const openError = await this.ensureOpen();
    if (openError) return { error: openError };
    const line = JSON.stringify(message);
    const seq = this.record('out', line, undefined, undefined, tags);
    const error = await this.post(line, seq);
    return { error, seq };
  }

  /** Sends a line already recorded as row `seq`; a failure is noted on that row. */
  async post(line: string, seq: number): Promise<ClientError | undefined> {
    try {
      await this.options.transport.send(line);
      return undefined;
    } catch (cause) {
      const error: ClientError = {
        kind: 'transport',
        message: cause instanceof Error ? cause.message : String(cause),
      };
      this.options.traffic.update(seq, { note: describeError(error) });
      return error;
    }
  }

  record(
    direction: Direction,
    line: string,
    summarized?: SummarizedLine,
    time?: number,
    tags: RowTags = {},
  ): number {
    const row = this.options.traffic.record(direction, line, {
      revision: this.options.revision(),
      summarized,
      time,
      ...tags,
    });
    const negotiated = negotiatedRevision(row, summarized?.value);
    if (negotiated !== undefined) {
      // The answer, and the request it answers, are linted under the server's choice.
      this.options.onNegotiated?.(negotiated);
      for (const seq of [row.pairSeq, row.seq]) {
        if (seq === undefined) continue;
        this.options.traffic.update(seq, { revision: negotiated, lint: { status: 'pending' } });
        const updated = this.options.traffic.get(seq);
        if (updated !== undefined) this.options.lint.check(updated);
      }
      return row.seq;
    }
    this.options.lint.check(row);
    return row.seq;
  }

  reset(): Promise<void> {
    return this.options.transport.reset();
  }

  private receive(line: string): void {
    // The arrival time is taken before any parsing, so the latency is the wire's, not ours.
    const time = this.options.traffic.now();
    const summarized = summarizeLine(line);
    const seq = this.record('in', line, summarized, time);
    // Another server's line may exceed the cap the bridge does not enforce (docs/any-server.md, "Stdio bridge").
    const bytes = this.options.traffic.get(seq)?.bytes ?? 0;
    if (bytes > MAX_MESSAGE_BYTES) {
      this.options.traffic.update(seq, {
        note: `over the ${MAX_MESSAGE_BYTES / 1024 / 1024} MiB line cap (${bytes} bytes)`,
      });
    }
    this.options.onReceived(summarized, seq);
  }
}
