import { describe, expect, it } from 'vitest';
import { CheckScheduler, debounceDelay, MAX_DELAY_MS, MIN_DELAY_MS, type Timers } from './checkScheduler';

/** Timers the test advances by hand. */
function manualTimers() {
  let now = 0;
  const due = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  const timers: Timers = {
    set: (run, ms) => {
      due.set(next, { at: now + ms, run });
      return next++;
    },
    clear: (handle) => void due.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, entry] of [...due].sort((a, b) => a[1].at - b[1].at)) {
      if (entry.at <= now) {
        due.delete(id);
        entry.run();
      }
    }
  };
  return { timers, advance, pending: () => [...due.values()].map((d) => d.at - now) };
}

/** A check whose answers the test releases one at a time. */
function controlledCheck(roundTripMs: number) {
  const waiting: (() => void)[] = [];
  const signals: AbortSignal[] = [];
  let started = 0;
  const check = (signal: AbortSignal) =>
    new Promise<number>((resolve) => {
      started++;
      signals.push(signal);
      waiting.push(() => resolve(roundTripMs));
    });
  const answer = async () => {
    waiting.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { check, answer, signals, started: () => started };
}

describe('debounceDelay', () => {
  it.each([
    [undefined, MIN_DELAY_MS],
    [12, MIN_DELAY_MS],
    [200, 50],
    [624.4, 157],
    [2500, MAX_DELAY_MS],
  ])('after a round trip of %s ms waits %s ms', (roundTrip, delay) => {
    expect(debounceDelay(roundTrip)).toBe(delay);
  });
});

describe('CheckScheduler', () => {
  it('checks once after a burst of edits, MIN_DELAY_MS after the last one', () => {
    const { timers, advance } = manualTimers();
    const { check, started } = controlledCheck(10);
    const scheduler = new CheckScheduler(check, timers);
    scheduler.edited();
    advance(30);
    scheduler.edited();
    advance(MIN_DELAY_MS - 1);
    expect(started()).toBe(0);
    advance(1);
    expect(started()).toBe(1);
  });

  it('waits a quarter of the last round trip once checks got slow', async () => {
    const { timers, pending } = manualTimers();
    const { check, answer } = controlledCheck(600);
    const scheduler = new CheckScheduler(check, timers);
    void scheduler.now();
    await answer();
    scheduler.edited();
    expect(pending()).toEqual([150]);
    expect(scheduler.delay).toBe(150);
  });

  it('cancels the check in flight on an edit, and checks again after the delay without waiting for it', () => {
    const { timers, advance } = manualTimers();
    const { check, signals, started } = controlledCheck(20);
    const scheduler = new CheckScheduler(check, timers);
    scheduler.edited();
    advance(MIN_DELAY_MS);
    expect(started()).toBe(1);
    scheduler.edited();
    expect(signals[0]?.aborted).toBe(true);
    advance(MIN_DELAY_MS);
    expect(started()).toBe(2);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('keeps the round trip of a cancelled check out of the delay', async () => {
    const { timers, advance } = manualTimers();
    const { check, answer } = controlledCheck(2000);
    const scheduler = new CheckScheduler(check, timers);
    scheduler.edited();
    advance(MIN_DELAY_MS);
    scheduler.edited();
    await answer();
    expect(scheduler.delay).toBe(MIN_DELAY_MS);
  });

  it('cancels the check in flight when disposed', () => {
    const { timers, advance } = manualTimers();
    const { check, signals } = controlledCheck(10);
    const scheduler = new CheckScheduler(check, timers);
    scheduler.edited();
    advance(MIN_DELAY_MS);
    scheduler.dispose();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('checks nothing once disposed', () => {
    const { timers, advance } = manualTimers();
    const { check, started } = controlledCheck(10);
    const scheduler = new CheckScheduler(check, timers);
    scheduler.edited();
    scheduler.dispose();
    advance(1000);
    expect(started()).toBe(0);
  });
});
