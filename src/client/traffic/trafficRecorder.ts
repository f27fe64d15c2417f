// Every JSON-RPC line that crossed the worker boundary, exactly as sent, in order
// (docs/playground.md, "Traffic"): direction, time, UTF-8 size, raw text, a parsed summary,
// request ↔ response pairing with latency, and the schema-lint verdict filled in later.
import { utf8ByteLength } from '../../protocol/utf8';
import { idKey, summarizeLine, type MessageSummary, type SummarizedLine } from './messageSummary';
import { Observable } from '../observable';

export type Direction = 'out' | 'in';

export type LintState =
  | { readonly status: 'pending' }
  | { readonly status: 'ok' }
  | { readonly status: 'violation'; readonly errors: readonly string[] }
  /** Not checked, and why (no revision known, the lint worker failed, …). */
  | { readonly status: 'unchecked'; readonly reason: string };

export interface TrafficRow {
  /** Unique for the recorder's lifetime; rows are never renumbered. */
  readonly seq: number;
  readonly direction: Direction;
  /** Milliseconds since the epoch, sub-millisecond precision where the clock has it. */
  readonly time: number;
  readonly bytes: number;
  readonly raw: string;
  readonly summary: MessageSummary;
  /** The method of a request or notification, or of the request a response answers. */
  readonly method: string | undefined;
  /** The tool a `tools/call` names, on the request and on its response. */
  readonly tool?: string;
  /** The revision the message was sent under (decides which schema lints it). */
  readonly revision: string | undefined;
  /** The other half of a request ↔ response pair. */
  readonly pairSeq?: number;
  /** Response time minus request time, on both rows of a pair. */
  readonly latencyMs?: number;
  /** What the client made of a request that got no answer in time (timeout, cancel, reset). */
  readonly note?: string;
  /**
   * The seq of the request row that started the conversation this row belongs to (an MRTR retry
   * and its answers, the server's elicitation inside a pending call, a task's polls); absent on
   * the starting row itself and on rows of no conversation. Traffic shows them folded under it.
   */
  readonly parentSeq?: number;
  /** What in the playground caused the request ("hover", "markers", …); a response carries its request's. */
  readonly origin?: string;
  readonly lint: LintState;
  readonly pinned: boolean;
  /**
   * Set on a row restored from the saved traffic (docs/playground.md, "Saved across a reload"):
   * the start of the earlier page load it was recorded in. Such a row is not live: it is never
   * paired with a row of this page, and a request of it is never pending.
   */
  readonly restoredFrom?: number;
}

/** Told of each row recorded or changed, and of a clear, so that the traffic can be saved. */
export interface RowChangeListener {
  row(seq: number): void;
  cleared(): void;
}

/** A row of an earlier page load, as the saved traffic holds it. */
export interface RestoredRow extends RecordOptions {
  readonly direction: Direction;
  readonly raw: string;
  readonly time: number;
  readonly restoredFrom: number;
  readonly lint: LintState;
}

export interface RecordOptions {
  time?: number;
  revision?: string;
  pinned?: boolean;
  note?: string;
  origin?: string;
  /** The line's summary when the caller already parsed it (saves a second JSON.parse). */
  summarized?: SummarizedLine;
  /** The conversation the row belongs to (TrafficRow.parentSeq); responses inherit their request's. */
  parentSeq?: number;
  /** A verdict already known (a restored row's); otherwise the row waits for the lint. */
  lint?: LintState;
  restoredFrom?: number;
}

/**
 * The methods during which a classic server may ask the client something (docs/elicitation.md):
 * a request the server sends while one of these is pending belongs to its conversation.
 */
const CONVERSATION_METHODS: ReadonlySet<string> = new Set(['tools/call', 'prompts/get', 'resources/read']);

/** An immutable view: a new snapshot (and a new `rows` array) after every change. */
export interface TrafficSnapshot {
  readonly rows: readonly TrafficRow[];
  /** Counts the changes, for a cheap "did anything change" check. */
  readonly version: number;
}

const opposite = (direction: Direction): Direction => (direction === 'out' ? 'in' : 'out');

export class TrafficRecorder extends Observable {
  private rows: TrafficRow[] = [];
  /** `rows[i].seq === base + i`. */
  private base = 0;
  private nextSeq = 0;
  /** Requests waiting for their response, by direction and id, oldest first. */
  private open = new Map<string, number>();
  /** The server's requests still unanswered, and the conversation each was put in. */
  private serverAsks = new Map<string, number>();
  private version = 0;
  private snapshot: TrafficSnapshot = { rows: [], version: 0 };
  private changes: RowChangeListener | undefined;
  /** The recorder's clock: milliseconds since the epoch, as precise as the platform allows. */
  readonly now: () => number;

  constructor(clock: () => number = () => performance.timeOrigin + performance.now()) {
    super();
    this.now = clock;
  }

  /** Copies the rows at most once per change burst: only when asked and something changed. */
  getSnapshot = (): TrafficSnapshot => {
    if (this.snapshot.version !== this.version)
      this.snapshot = { rows: this.rows.slice(), version: this.version };
    return this.snapshot;
  };

  record(direction: Direction, raw: string, options: RecordOptions = {}): TrafficRow {
    const { summary } = options.summarized ?? summarizeLine(raw);
    const seq = this.nextSeq++;
    const time = options.time ?? this.now();
    let row: TrafficRow = {
      seq,
      direction,
      time,
      bytes: utf8ByteLength(raw),
      raw,
      summary,
      method: summary.method,
      ...(summary.tool !== undefined ? { tool: summary.tool } : {}),
      revision: options.revision,
      lint: options.lint ?? { status: 'pending' },
      pinned: options.pinned ?? false,
      ...(options.note !== undefined ? { note: options.note } : {}),
      ...(options.parentSeq !== undefined ? { parentSeq: options.parentSeq } : {}),
      ...(options.origin !== undefined ? { origin: options.origin } : {}),
      ...(options.restoredFrom !== undefined ? { restoredFrom: options.restoredFrom } : {}),
    };
    const key = idKey(summary.id);
    if (key !== undefined && summary.kind === 'request') {
      const requestKey = `${direction}|${key}`;
      this.open.set(requestKey, seq);
      if (direction === 'in' && row.parentSeq === undefined) {
        const conversation = this.conversationOfServerRequest();
        if (conversation !== undefined) {
          row = { ...row, parentSeq: conversation };
          this.serverAsks.set(requestKey, conversation);
        }
      }
    } else if (key !== undefined && (summary.kind === 'result' || summary.kind === 'error')) {
      const requestKey = `${opposite(direction)}|${key}`;
      const request = this.get(this.open.get(requestKey) ?? -1);
      if (request) {
        this.open.delete(requestKey);
        this.serverAsks.delete(requestKey);
        const latencyMs = time - request.time;
        const parentSeq = row.parentSeq ?? request.parentSeq;
        row = {
          ...row,
          method: request.method,
          pairSeq: request.seq,
          latencyMs,
          ...(parentSeq !== undefined ? { parentSeq } : {}),
        };
        if (request.origin !== undefined) row = { ...row, origin: request.origin };
        if (request.tool !== undefined) row = { ...row, tool: request.tool };
        this.replace({ ...request, pairSeq: seq, latencyMs });
      }
    }
    this.rows.push(row);
    this.bump();
    this.changes?.row(seq);
    return row;
  }

  /** Hears every row recorded or changed, and every clear (one listener: the saved traffic). */
  onRowChange(listener: RowChangeListener | undefined): void {
    this.changes = listener;
  }

  /**
   * Records rows of earlier page loads (the saved traffic) before any live row: paired among
   * themselves, then forgotten as requests, so no answer of this page pairs with them.
   */
  restore(rows: readonly RestoredRow[]): TrafficRow[] {
    const recorded: TrafficRow[] = [];
    let load: number | undefined;
    for (const { direction, raw, ...options } of rows) {
      // Ids start again at each page load: requests of an earlier load never meet its answers.
      if (options.restoredFrom !== load) this.open.clear();
      load = options.restoredFrom;
      recorded.push(this.record(direction, raw, options));
    }
    this.open.clear();
    this.serverAsks.clear();
    return recorded;
  }

  /**
   * A classic server request carries no link to the call it belongs to; the server answers one
   * request at a time and a call that asks waits, so it is the oldest pending call that is not
   * already waiting for an answer of its own.
   */
  private conversationOfServerRequest(): number | undefined {
    const waiting = new Set(this.serverAsks.values());
    for (const [key, seq] of this.open) {
      if (!key.startsWith('out|')) continue;
      const request = this.get(seq);
      if (!request || !CONVERSATION_METHODS.has(request.method ?? '')) continue;
      const conversation = request.parentSeq ?? request.seq;
      if (!waiting.has(conversation)) return conversation;
    }
    return undefined;
  }

  get(seq: number): TrafficRow | undefined {
    return seq >= this.base ? this.rows[seq - this.base] : undefined;
  }

  update(seq: number, patch: Partial<Pick<TrafficRow, 'lint' | 'pinned' | 'note' | 'parentSeq'>>): void {
    const row = this.get(seq);
    if (!row) return;
    this.replace({ ...row, ...patch });
    this.bump();
    this.changes?.row(seq);
  }

  /** Forgets every row (a new session or an import); later lint verdicts for old rows are ignored. */
  clear(): void {
    this.rows = [];
    this.base = this.nextSeq;
    this.open.clear();
    this.serverAsks.clear();
    this.bump();
    this.changes?.cleared();
  }

  private replace(row: TrafficRow): void {
    this.rows[row.seq - this.base] = row;
  }

  private bump(): void {
    this.version++;
    this.changed();
  }
}
