// Conversations in Traffic (docs/playground.md, "Traffic"): the rows of an MRTR conversation
// (each input_required, each retry and its answer), of a classic elicitation inside a pending call,
// of a task's polls, carry `parentSeq`, the request that started them. The grid shows them folded
// under that row, which counts them and their rounds; unfolded, they follow it directly.
import type { TrafficRow } from '../../client';

export interface Conversation {
  /** Rows folded under the starting row. */
  readonly messages: number;
  /** Requests among them (each retry, each question of the server): one per round. */
  readonly rounds: number;
  /** A task's requests among them (`tasks/get`, `tasks/result`, `tasks/cancel`, `tasks/update`). */
  readonly polls: number;
  readonly expanded: boolean;
}

export interface FoldedRows {
  readonly rows: readonly TrafficRow[];
  /** The starting rows present, by seq. */
  readonly conversations: ReadonlyMap<number, Conversation>;
  /** The rows shown under a starting row, by seq, with that row's seq. */
  readonly parentOf: ReadonlyMap<number, number>;
  /** The index of a row in `rows`, or -1. */
  indexOf(seq: number | undefined): number;
}

/** Rows in `seq` order (nothing folded keeps the order), so a binary search finds one. */
function binarySearch(rows: readonly TrafficRow[], seq: number | undefined): number {
  if (seq === undefined) return -1;
  let low = 0;
  let high = rows.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = (rows[middle] as TrafficRow).seq;
    if (at === seq) return middle;
    if (at < seq) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

const EMPTY = new Map<number, never>();

/**
 * Folds `rows` (in seq order): a conversation is folded unless its seq is in `expanded` or it holds
 * the selected row. A row whose starting row is not in `rows` (filtered away) stays where it is.
 */
export function foldConversations(
  rows: readonly TrafficRow[],
  expanded: ReadonlySet<number>,
  selectedSeq?: number,
): FoldedRows {
  // 100,000 rows of no conversation: the same array, found by binary search.
  if (!rows.some((row) => row.parentSeq !== undefined)) {
    return { rows, conversations: EMPTY, parentOf: EMPTY, indexOf: (seq) => binarySearch(rows, seq) };
  }
  const present = new Set(rows.map((row) => row.seq));
  const children = new Map<number, TrafficRow[]>();
  for (const row of rows) {
    if (row.parentSeq === undefined || !present.has(row.parentSeq)) continue;
    const list = children.get(row.parentSeq);
    if (list) list.push(row);
    else children.set(row.parentSeq, [row]);
  }
  const selectedParent = rows.find((row) => row.seq === selectedSeq)?.parentSeq;
  const conversations = new Map<number, Conversation>();
  const parentOf = new Map<number, number>();
  const out: TrafficRow[] = [];
  for (const row of rows) {
    if (row.parentSeq !== undefined && children.has(row.parentSeq)) continue; // shown with its start
    out.push(row);
    const list = children.get(row.seq);
    if (!list) continue;
    const open = expanded.has(row.seq) || selectedParent === row.seq;
    const requests = list.filter((child) => child.summary.kind === 'request');
    const polls = requests.filter((child) => child.summary.method?.startsWith('tasks/')).length;
    conversations.set(row.seq, {
      messages: list.length,
      rounds: requests.length - polls,
      polls,
      expanded: open,
    });
    if (!open) continue;
    for (const child of list) {
      out.push(child);
      parentOf.set(child.seq, row.seq);
    }
  }
  const index = new Map(out.map((row, i) => [row.seq, i]));
  return {
    rows: out,
    conversations,
    parentOf,
    indexOf: (seq) => (seq === undefined ? -1 : (index.get(seq) ?? -1)),
  };
}
