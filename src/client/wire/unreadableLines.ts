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

/**
 * `K` names a request line to its owner: Traffic keeps row seqs, the client core the requests' ids
 * (each keeps its own queue, so neither asks the other which request an `id: null` answers).
 */
export class UnreadableLines<K = number> {
  /** A request line's key, or undefined for another unreadable line. */
  private readonly waiting: (K | undefined)[] = [];

  /** A line sent: remembered when the server will answer it with `id: null`. */
  sent(key: K, bytes: number, summary: MessageSummary): void {
    const overCap = bytes > MAX_MESSAGE_BYTES;
    if (overCap && summary.kind === 'request') this.waiting.push(key);
    else if (overCap || (summary.kind === 'invalid' && NO_ID.has(summary.problem)))
      this.waiting.push(undefined);
    else return;
    if (this.waiting.length > MAX_WAITING) this.waiting.shift();
  }

  /** An `id: null` error arrived: the request it answers, if it is one over the cap. */
  answered(): K | undefined {
    return this.waiting.shift();
  }
}
