// What one phase of `npm run bench:hosted` measured, gathered from its visitors
// (bench/hostedVisitor.ts), and how it is printed and recorded (bench/record.ts).
import { recordFigure } from './record';
import type { SimVisitor } from './hostedVisitor';

export const GOAL_MS = 500;

export interface PhaseResult {
  name: string;
  /** Answers shown as markers, each timed from its newest keystroke (the goal's figure). */
  answers: number;
  last50: number;
  last95: number;
  keystrokes: number;
  /** Every keystroke → the first markers that hold it. */
  every95: number;
  /** The requests' own round trips (answered, not cancelled). */
  trip50: number;
  trip95: number;
  /** Requests sent, and those a newer keystroke cancelled. */
  requests: number;
  cancelled: number;
  errors: number;
  /** The errors by their first words, most frequent first. */
  errorKinds: [string, number][];
  /** Keystrokes whose markers never came. */
  neverUpdated: number;
  /** Visitors whose markers were still not about their text a while after the typing stopped. */
  unsettled: number;
  /**
   * The bench's own event loop, which runs all the visitors' pages: its delay p99 over the phase,
   * ms. Every latency above includes it; in a room each person's page has a loop of its own.
   */
  loopDelay99: number;
}

export const quantile = (sorted: readonly number[], q: number): number =>
  sorted.length === 0 ? Infinity : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const sorted = (values: number[]) => values.sort((a, b) => a - b);

export function collectPhase(
  name: string,
  visitors: readonly SimVisitor[],
  unsettled: number,
  loopDelay99: number,
): PhaseResult {
  const last = sorted(visitors.flatMap((v) => v.lastKey));
  const every = sorted(visitors.flatMap((v) => v.everyKey));
  const trips = sorted(visitors.flatMap((v) => v.roundTrips));
  const kinds = new Map<string, number>();
  for (const f of visitors.flatMap((v) => v.failures)) {
    const kind = f.message.slice(0, 100);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return {
    name,
    answers: last.length,
    last50: quantile(last, 0.5),
    last95: quantile(last, 0.95),
    keystrokes: every.length,
    every95: quantile(every, 0.95),
    trip50: quantile(trips, 0.5),
    trip95: quantile(trips, 0.95),
    requests: sum(visitors.map((v) => v.requests)),
    cancelled: sum(visitors.map((v) => v.cancelled)),
    errors: sum(visitors.map((v) => v.failures.length)),
    errorKinds: [...kinds].sort((a, b) => b[1] - a[1]),
    neverUpdated: sum(visitors.map((v) => v.unanswered)),
    unsettled,
    loopDelay99,
  };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '∞');
export const mark = (ok: boolean): string => (ok ? '✓' : '✗');

/** The phases side by side: one row each, its errors and stragglers under it. */
export function printPhases(
  phases: readonly PhaseResult[],
  seconds: number,
  errorsCount: (p: PhaseResult) => boolean,
): void {
  console.log(
    '  phase              markers  last key → markers p50, p95 (≤ 500)  every key p95  request p50, p95  errors (goal 0)',
  );
  for (const r of phases) {
    const latency = `${ms(r.last50)} ms, ${ms(r.last95)} ms ${mark(r.last95 <= GOAL_MS)}`;
    const errors = `${r.errors} ${errorsCount(r) ? mark(r.errors === 0) : ' '}`;
    console.log(
      `  ${r.name.padEnd(16)} ${String(r.answers).padStart(9)}  ${latency.padStart(35)}  ${`${ms(r.every95)} ms`.padStart(13)}  ${`${ms(r.trip50)}, ${ms(r.trip95)} ms`.padStart(16)}  ${errors.padStart(15)}`,
    );
    console.log(
      `    ${r.requests} requests (${(r.requests / seconds).toFixed(0)}/s), ${r.cancelled} of them cancelled by a newer keystroke; ${r.keystrokes} keystrokes; the visitors' event loop delay p99 ${ms(r.loopDelay99)} ms`,
    );
    for (const [kind, n] of r.errorKinds.slice(0, 3)) console.log(`    ${n} × ${kind}`);
    if (r.neverUpdated > 0)
      console.log(`    ${r.neverUpdated} of ${r.keystrokes} keystrokes never got markers`);
    if (r.unsettled > 0)
      console.log(`    ${r.unsettled} visitors' markers not about their text after the typing`);
  }
}

/** Each phase's headline figures, for `npm run bench:report`. */
export function recordPhase(r: PhaseResult, who: string, errorsCount: boolean): void {
  const fig = (figure: string, value: number, unit: string, goal?: string, met?: boolean) =>
    recordFigure({ bench: 'bench:hosted', figure: `${r.name}: ${who}${figure}`, value, unit, goal, met });
  fig('last keystroke → markers p50', Math.round(r.last50), 'ms');
  fig('last keystroke → markers p95', Math.round(r.last95), 'ms', `≤ ${GOAL_MS} ms`, r.last95 <= GOAL_MS);
  fig('every keystroke → markers p95', Math.round(r.every95), 'ms');
  fig('request round trip p95', Math.round(r.trip95), 'ms');
  if (errorsCount) fig('errors', r.errors, '', '0', r.errors === 0);
}
