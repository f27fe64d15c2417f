// Every JSON-RPC line that crossed the worker boundary, exactly as sent, in order
// (docs/playground.md, "Traffic"): direction, time, UTF-8 size, raw text, a parsed summary,
// request ↔ response pairing with latency, and the schema-lint verdict filled in later.
import { utf8ByteLength } from '../../protocol/utf8';
import { idKey, summarizeLine, type MessageSummary } from '../wire/messageSummary';
import { Observable } from '../observable';
import { UnreadableLines } from '../wire/unreadableLines';
import { counter, type RefSource } from '../wire/wireTap';
import { LIVE_MARK, LOST_SECTION_MARK, restoredMark, shiftSeqs } from './restoredMarks';
import type { Direction, LintState, RecordOptions, RestoredRow, RowChangeListener } from './trafficTypes';
import type { SessionMark, TrafficRow, TrafficSnapshot } from './trafficTypes';

export type * from './trafficTypes';
export { messageCount } from './trafficTypes';

/** Separators say nothing as messages: the lint skips them and the counts leave them out. */
const MARK_SUMMARY: MessageSummary = { kind: 'notification' };
const MARK_LINT: LintState = { status: 'unchecked', reason: 'a session separator, not a message' };

/**
 * The methods during which a classic server may ask the client something (docs/elicitation.md):
 * a request the server sends while one of these is pending belongs to its conversation.
 */
const CONVERSATION_METHODS: ReadonlySet<string> = new Set(['tools/call', 'prompts/get', 'resources/read']);

const opposite = (direction: Direction): Direction => (direction === 'out' ? 'in' : 'out');

export class TrafficRecorder extends Observable {
  private rows: TrafficRow[] = [];
  /** `rows[i].seq === base + i`. */
  private base = 0;
  /** Where seqs come from: the wire tap's refs when the recorder observes one (recordWire.ts). */
  private seqs: RefSource;
  /** Requests waiting for their response, by direction and id, oldest first. */
  private open = new Map<string, number>();
  /** The server's requests still unanswered, and the conversation each was put in. */
  private serverAsks = new Map<string, number>();
  /** The lines sent that the server cannot read, waiting for their `id: null` answers. */
  private unreadable = new UnreadableLines();
  private version = 0;
  private snapshot: TrafficSnapshot = { rows: [], version: 0 };
  private changes: RowChangeListener | undefined;
  private everCleared = false;
  /** The recorder's clock: milliseconds since the epoch, as precise as the platform allows. */
  readonly now: () => number;

  constructor(clock: () => number = () => performance.timeOrigin + performance.now(), seqs?: RefSource) {
    super();
    this.now = clock;
    this.seqs = seqs ?? counter();
    this.base = this.seqs.peek();
  }

  /** Copies the rows at most once per change burst: only when asked and something changed. */
  getSnapshot = (): TrafficSnapshot => {
    if (this.snapshot.version !== this.version)
      this.snapshot = { rows: this.rows.slice(), version: this.version };
    return this.snapshot;
  };

  record(direction: Direction, raw: string, options: RecordOptions = {}): TrafficRow {
    const { summary } = options.summarized ?? summarizeLine(raw);
    const seq = options.seq ?? this.seqs.next();
    const time = options.time ?? this.now();
    let row: TrafficRow = {
      seq,
      direction,
      time,
      bytes: utf8ByteLength(raw),
      raw,
      summary,
      method: summary.method,
      ...(summary.subject !== undefined ? { subject: summary.subject } : {}),
      revision: options.revision,
      lint: options.lint ?? { status: 'pending' },
      pinned: options.pinned ?? false,
      ...(options.note !== undefined ? { note: options.note } : {}),
      ...(options.parentSeq !== undefined ? { parentSeq: options.parentSeq } : {}),
      ...(options.origin !== undefined ? { origin: options.origin } : {}),
      ...(options.lane !== undefined ? { lane: options.lane } : {}),
      ...(options.restoredFrom !== undefined ? { restoredFrom: options.restoredFrom } : {}),
      ...(options.section !== undefined ? { section: options.section } : {}),
      ...(options.resendOf !== undefined ? { resendOf: options.resendOf } : {}),
    };
    const key = idKey(summary.id);
    // Live rows, each imported section, each restored page load and the app ↔ host lane pair in their
    // own namespace: an imported, an earlier page's or an app's id 3 is not the live session's id 3.
    const space =
      (options.section !== undefined
        ? `s${options.section}`
        : options.restoredFrom !== undefined
          ? `r${options.restoredFrom}`
          : 'live') + (options.lane !== undefined ? `|${options.lane}` : '');
    // Unreadable lines pair with their id: null answers by order, in the live session only.
    if (space === 'live' && direction === 'out') this.unreadable.sent(seq, row.bytes, summary);
    else if (space === 'live' && summary.kind === 'error' && summary.id === null) {
      const answered = this.unreadable.answered();
      const request = answered === undefined ? undefined : this.get(answered);
      if (request && request.pairSeq === undefined) {
        const requestKey = `live|out|${idKey(request.summary.id) ?? ''}`;
        if (this.open.get(requestKey) === request.seq) this.open.delete(requestKey);
        const latencyMs = time - request.time;
        row = { ...row, method: request.method, pairSeq: request.seq, latencyMs };
        if (request.subject !== undefined) row = { ...row, subject: request.subject };
        if (request.origin !== undefined) row = { ...row, origin: request.origin };
        this.replace({ ...request, pairSeq: seq, latencyMs, unread: true });
      }
    }
    if (key !== undefined && summary.kind === 'request') {
      const requestKey = `${space}|${direction}|${key}`;
      this.open.set(requestKey, seq);
      if (direction === 'in' && row.parentSeq === undefined && options.lane === undefined) {
        const conversation = this.conversationOfServerRequest(space);
        if (conversation !== undefined) {
          row = { ...row, parentSeq: conversation };
          this.serverAsks.set(requestKey, conversation);
        }
      }
    } else if (key !== undefined && (summary.kind === 'result' || summary.kind === 'error')) {
      const requestKey = `${space}|${opposite(direction)}|${key}`;
      const open = this.open.get(requestKey);
      const request = open === undefined ? undefined : this.get(open);
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
        if (request.subject !== undefined) row = { ...row, subject: request.subject };
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
   * Puts rows of earlier page loads (the saved traffic) ahead of every live row, whenever they
   * arrive (docs/playground.md, "Saved across a reload": the page does not wait for them): each load
   * under a "restored" separator, then a "live" one above this page's rows (restoredMarks.ts). They
   * take the seqs just below the first live row's, so seq order stays view order. They pair among
   * themselves (namespace `r<load>`, or their imported section's), then are forgotten as requests,
   * so none is ever pending. Returns the rows made from `rows`, in their order. Once only, and not
   * after a Clear (the seqs below the live rows were used then): the caller checks `cleared`.
   */
  restore(rows: readonly RestoredRow[]): TrafficRow[] {
    if (rows.length === 0) return [];
    // Recorded apart, numbered from 0, then moved below the live rows.
    const live = { rows: this.rows, base: this.base, seqs: this.seqs, changes: this.changes };
    this.rows = [];
    this.base = 0;
    this.seqs = counter();
    // Restored rows are already saved: nothing to tell the saved traffic.
    this.changes = undefined;
    const recorded: TrafficRow[] = [];
    let load: number | undefined;
    // A section whose own separator is gone gets one made again, so its rows still read as imported.
    const lost = new Map<string, number>();
    for (const { direction, raw, mark, sectionIndex, lostSection, ...options } of rows) {
      if (options.restoredFrom !== load)
        this.recordMark(restoredMark(options.restoredFrom), {
          time: options.restoredFrom,
          restoredFrom: options.restoredFrom,
          derived: true,
        });
      load = options.restoredFrom;
      let section = sectionIndex === undefined ? undefined : recorded[sectionIndex]?.seq;
      if (lostSection !== undefined) {
        section = lost.get(lostSection);
        if (section === undefined) {
          const { time, restoredFrom } = options;
          section = this.recordMark(LOST_SECTION_MARK, { time, restoredFrom, derived: true }).seq;
          lost.set(lostSection, section);
        }
      }
      const placed = { ...options, ...(section !== undefined ? { section } : {}) };
      recorded.push(mark ? this.recordMark(mark, placed) : this.record(direction, raw, placed));
    }
    this.recordMark(LIVE_MARK, { derived: true });
    for (const key of [...this.open.keys()]) if (!key.startsWith('live|')) this.open.delete(key);
    for (const key of [...this.serverAsks.keys()]) if (!key.startsWith('live|')) this.serverAsks.delete(key);
    const offset = live.base - this.rows.length;
    const restored = this.rows.map((row) => shiftSeqs(row, offset));
    this.rows = restored.concat(live.rows);
    this.base = offset;
    this.seqs = live.seqs;
    this.changes = live.changes;
    this.bump();
    return recorded.map((row) => this.get(row.seq + offset) as TrafficRow);
  }

  /** True once Clear forgot rows: saved rows can then no longer go below the live ones. */
  get cleared(): boolean {
    return this.everCleared;
  }

  /**
   * A classic server request carries no link to the call it belongs to; the server answers one
   * request at a time and a call that asks waits, so it is the oldest pending call that is not
   * already waiting for an answer of its own.
   */
  private conversationOfServerRequest(space: string): number | undefined {
    const waiting = new Set(this.serverAsks.values());
    for (const [key, seq] of this.open) {
      if (!key.startsWith(`${space}|out|`)) continue;
      const request = this.get(seq);
      if (!request || !CONVERSATION_METHODS.has(request.method ?? '')) continue;
      const conversation = request.parentSeq ?? request.seq;
      if (!waiting.has(conversation)) return conversation;
    }
    return undefined;
  }

  /**
   * A session separator row (SessionMark); `section` puts it inside an imported section,
   * `restoredFrom` in a restored page load. A `derived` one (restoredMarks.ts) is not saved.
   */
  recordMark(
    mark: SessionMark,
    options: {
      time?: number;
      revision?: string;
      section?: number;
      restoredFrom?: number;
      derived?: boolean;
      /** Set by the wire tap (wireTap.ts), which numbered the mark. */
      seq?: number;
    } = {},
  ): TrafficRow {
    const row: TrafficRow = {
      seq: options.seq ?? this.seqs.next(),
      direction: 'out',
      time: options.time ?? this.now(),
      bytes: 0,
      raw: '',
      summary: MARK_SUMMARY,
      method: undefined,
      revision: options.revision,
      lint: MARK_LINT,
      pinned: false,
      mark,
      ...(options.section !== undefined ? { section: options.section } : {}),
      ...(options.restoredFrom !== undefined ? { restoredFrom: options.restoredFrom } : {}),
    };
    this.rows.push(row);
    this.bump();
    if (!options.derived) this.changes?.row(row.seq);
    return row;
  }

  get(seq: number): TrafficRow | undefined {
    return seq >= this.base ? this.rows[seq - this.base] : undefined;
  }

  update(
    seq: number,
    patch: Partial<Pick<TrafficRow, 'lint' | 'pinned' | 'note' | 'parentSeq' | 'mark' | 'revision'>>,
  ): void {
    const row = this.get(seq);
    if (!row) return;
    this.replace({ ...row, ...patch });
    this.bump();
    this.changes?.row(seq);
  }

  /** Forgets every row (a new session or an import); later lint verdicts for old rows are ignored. */
  clear(): void {
    this.everCleared = true;
    this.rows = [];
    this.base = this.seqs.peek();
    this.open.clear();
    this.serverAsks.clear();
    this.unreadable = new UnreadableLines();
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
