// What a replay has done so far (docs/playground.md, "Traffic", "Replay"): kept by useReplay.ts,
// shown by ReplayView.tsx. Its own file so that the view, which loads in the replay's chunk, and the
// hook, which loads that chunk, do not import each other.
import type { ReplayExchange } from '../../../client';

export interface ReplayState {
  readonly sectionSeq: number;
  /** What the section's separator says ("imported session.jsonl · 12 messages (export) at …"). */
  readonly title: string;
  readonly total: number;
  readonly exchanges: readonly ReplayExchange[];
  readonly running: boolean;
  /** Why the replay could not start: its code did not load (the next click loads it again). */
  readonly failure?: string;
}
