// Which sent line an `id: null` error answers (docs/playground.md, "Traffic"). JSON-RPC 2.0 says a
// server answers with `id: null` when it cannot read the request's id: a line that is not JSON, a
// batch, not an object; and this server answers so a line over its 2 MiB cap, which it drops
// unread (docs/server.md §2). A server answers lines in the order it reads them, so the null-id
// answers come back in the order of those lines: the oldest line still waiting gets the answer.
// Only a request over the cap is linked to its answer (its row would say "pending…" forever);
// the others are kept in the queue so that their answers are not taken for its.
import { MAX_MESSAGE_BYTES } from '../../protocol/limits';
import type { MessageSummary } from './messageSummary';

/** Enough for any burst a person sends from Raw; older entries are forgotten. */
const MAX_WAITING = 10_000;

/** The problems of messageSummary.ts that leave no id to read, whatever the server. */
const NO_ID: ReadonlySet<string | undefined> = new Set([
  'not JSON',
  'a JSON array (batch)',
  'not a JSON object',
]);

export class UnreadableLines {
  /** A request row's seq, or undefined for another unreadable line. */
  private readonly waiting: (number | undefined)[] = [];

  /** A line sent: remembered when the server will answer it with `id: null`. */
  sent(row: { readonly seq: number; readonly bytes: number; readonly summary: MessageSummary }): void {
    const overCap = row.bytes > MAX_MESSAGE_BYTES;
    if (overCap && row.summary.kind === 'request') this.waiting.push(row.seq);
    else if (overCap || (row.summary.kind === 'invalid' && NO_ID.has(row.summary.problem)))
      this.waiting.push(undefined);
    else return;
    if (this.waiting.length > MAX_WAITING) this.waiting.shift();
  }

  /** An `id: null` error arrived: the request row it answers, if it is one over the cap. */
  answered(): number | undefined {
    return this.waiting.shift();
  }
}
