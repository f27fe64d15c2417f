// BENCH_SMOKE=1 (set by `npm run bench:smoke-all`, which CI runs): each bench runs its loops a few
// times only, so that a bench that stops working fails CI within minutes. The figures of a smoke run
// say that the bench runs, not how fast anything is; goals are printed, never enforced.
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** `full` iterations in a real run, `smoke` in a smoke run. */
export function count(full: number, smoke: number): number {
  return SMOKE ? smoke : full;
}
