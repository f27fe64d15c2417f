// The shape of Traffic (docs/playground.md, "Traffic"): its rows, separators and lint verdicts,
// apart from the recorder (trafficRecorder.ts) so that the modules reading rows (restoredMarks.ts,
// the persistence, the replay, the lint) need not import the recorder's code.
import type { MessageSummary, SummarizedLine } from '../wire/messageSummary';

export type Direction = 'out' | 'in';

/**
 * The lane a row belongs to (docs/playground.md, "MCP Apps"): absent on the wire to the server;
 * `app` on a message between the page and an MCP App (postMessage), where `out` is host → app and
 * `in` is app → host. Each lane pairs its requests and answers apart from the other.
 */
export type Lane = 'app';

/**
 * A session separator (docs/playground.md, "Traffic"): Connect, Reset, a handshake done by hand
 * in Raw, an import each leave one. It is a row of its own, not a message: not counted, not linted,
 * never sent, kept by the export.
 */
export interface SessionMark {
  readonly kind: 'connect' | 'connected' | 'connect failed' | 'reset' | 'imported' | 'restored' | 'live';
  /** What the separator says after its kind and time ("2025-11-25", "session.jsonl · 12 messages"). */
  readonly text: string;
}

export type LintState =
  | { readonly status: 'pending' }
  /** `note`: outside the schema but not a violation, said in a neutral colour (lint/nullId.ts). */
  | { readonly status: 'ok'; readonly note?: string }
  | { readonly status: 'violation'; readonly errors: readonly string[]; readonly note?: string }
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
  /** What the request names (MessageSummary.subject: a tool, a prompt, a URI), on both rows of a pair. */
  readonly subject?: string;
  /** The revision the message was sent under (decides which schema lints it). */
  readonly revision: string | undefined;
  /** The other half of a request ↔ response pair. */
  readonly pairSeq?: number;
  /** Response time minus request time, on both rows of a pair. */
  readonly latencyMs?: number;
  /** What the client made of a request that got no answer in time (timeout, cancel, reset). */
  readonly note?: string;
  /**
   * A request the server could not read (a line over the cap, docs/server.md §2) and answered with
   * `id: null`; `pairSeq` is that answer (unreadableLines.ts).
   */
  readonly unread?: true;
  /**
   * The seq of the request row that started the conversation this row belongs to (an MRTR retry
   * and its answers, the server's elicitation inside a pending call, a task's polls); absent on
   * the starting row itself and on rows of no conversation. Traffic shows them folded under it.
   */
  readonly parentSeq?: number;
  /** What in the playground caused the request ("hover", "markers", …); a response carries its request's. */
  readonly origin?: string;
  /** Set on a message of the app ↔ host lane (Lane); absent on the server's wire. */
  readonly lane?: Lane;
  readonly lint: LintState;
  readonly pinned: boolean;
  /**
   * Set on a row restored from the saved traffic (docs/playground.md, "Saved across a reload"):
   * the start of the earlier page load it was recorded in. Such a row is not live: it pairs only
   * with rows of its own page load (or imported section), and a request of it is never pending.
   */
  readonly restoredFrom?: number;
  /** Set on a session separator row (its raw text is empty and its summary says nothing). */
  readonly mark?: SessionMark;
  /**
   * The seq of the "imported" separator row that starts the imported section this row belongs to;
   * absent on live rows. Imported rows pair only among themselves, never with live ones.
   */
  readonly section?: number;
  /**
   * The seq of the message this row sends again (docs/playground.md, "Traffic": Resend and Edit
   * and resend); set on the new request's row, for this page load only (not saved, not exported).
   */
  readonly resendOf?: number;
}

/** Told of each row recorded or changed, and of a clear, so that the traffic can be saved. */
export interface RowChangeListener {
  row(seq: number): void;
  cleared(): void;
}

/** A row of an earlier page load, as the saved traffic holds it. */
export interface RestoredRow extends Omit<RecordOptions, 'section'> {
  readonly direction: Direction;
  readonly raw: string;
  readonly time: number;
  readonly restoredFrom: number;
  readonly lint: LintState;
  /** Set on a saved separator row. */
  readonly mark?: SessionMark;
  /** The index, in the same restored list, of the separator that starts the row's imported section. */
  readonly sectionIndex?: number;
  /** Names the row's imported section when its separator is not among the rows (dropped by the bound). */
  readonly lostSection?: string;
}

export interface RecordOptions {
  time?: number;
  revision?: string;
  pinned?: boolean;
  note?: string;
  origin?: string;
  /** The row's lane (TrafficRow.lane); absent for the server's wire. */
  lane?: Lane;
  /** The line's summary when the caller already parsed it (saves a second JSON.parse). */
  summarized?: SummarizedLine;
  /** The conversation the row belongs to (TrafficRow.parentSeq); responses inherit their request's. */
  parentSeq?: number;
  /** A verdict already known (a restored row's); otherwise the row waits for the lint. */
  lint?: LintState;
  restoredFrom?: number;
  /** The imported section the row belongs to (TrafficRow.section). */
  section?: number;
  /** The message this line sends again (TrafficRow.resendOf). */
  resendOf?: number;
  /** The row's seq when the wire already numbered its line (wireTap.ts); otherwise the next one. */
  seq?: number;
}

/** An immutable view: a new snapshot (and a new `rows` array) after every change. */
export interface TrafficSnapshot {
  readonly rows: readonly TrafficRow[];
  /** Counts the changes, for a cheap "did anything change" check. */
  readonly version: number;
}

/** The messages among `rows` (separators left out). */
export function messageCount(rows: readonly TrafficRow[]): number {
  let count = 0;
  for (const row of rows) if (row.mark === undefined) count++;
  return count;
}
