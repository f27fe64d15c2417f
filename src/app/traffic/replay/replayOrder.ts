// The order of the Replay view's rows (docs/playground.md, "Traffic", "Replay"): what needs a look
// first, so one difference is not buried under the skipped rows that come before it in the section.
import type { ReplayExchange, ReplayVerdict } from '../../../client';

/** 0: something went wrong; 1: nothing wrong found; 2: not sent at all. */
const GROUP: Record<ReplayVerdict, number> = {
  different: 0,
  'no answer': 0,
  failed: 0,
  same: 1,
  unrecorded: 1,
  sent: 1,
  skipped: 2,
};

export interface OrderedExchange {
  readonly exchange: ReplayExchange;
  /** Its 1-based place in the replay, so a moved row still says where it was in the section. */
  readonly position: number;
}

/** Differences (and failures, timeouts) first, then matches, then skipped; stable within a group. */
export function orderExchanges(exchanges: readonly ReplayExchange[]): OrderedExchange[] {
  return exchanges
    .map((exchange, i) => ({ exchange, position: i + 1 }))
    .sort((a, b) => GROUP[a.exchange.verdict] - GROUP[b.exchange.verdict] || a.position - b.position);
}
