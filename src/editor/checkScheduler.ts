// When to check a buffer again after an edit (docs/playground.md, "Editor": the adaptive
// debounce). The delay follows the measured round trip: a quarter of the last one, between 50
// and 300 ms, so a 30-line buffer gets markers almost at once while a 10,000-line buffer is not
// compiled on every keystroke of a burst. An edit cancels the check in flight (its answer would be
// about text that is gone, and cancelling frees the session and the engine for the next one); the
// answer of a cancelled check may still arrive, and markersProvider.ts drops it (MarkerGate).

export const MIN_DELAY_MS = 50;
export const MAX_DELAY_MS = 300;

/** The pause after an edit: a quarter of the last round trip, within MIN_DELAY_MS..MAX_DELAY_MS. */
export function debounceDelay(lastRoundTripMs: number | undefined): number {
  return Math.min(MAX_DELAY_MS, Math.max(MIN_DELAY_MS, Math.ceil((lastRoundTripMs ?? 0) / 4)));
}

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const REAL_TIMERS: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class CheckScheduler {
  private timer: unknown;
  /** The check in flight, if any: aborted when an edit makes its answer stale. */
  private running: AbortController | undefined;
  private disposed = false;
  private lastRoundTripMs: number | undefined;

  /**
   * `check` resolves with its round trip in ms, or undefined when nothing was measured; `onIdle`
   * hears when a check has answered and no other is waiting or in flight (markersFirst.ts).
   */
  constructor(
    private readonly check: (signal: AbortSignal) => Promise<number | undefined>,
    private readonly timers: Timers = REAL_TIMERS,
    private readonly onIdle: () => void = () => {},
  ) {}

  get delay(): number {
    return debounceDelay(this.lastRoundTripMs);
  }

  /** No check waiting for its delay and none in flight. */
  get idle(): boolean {
    return this.timer === undefined && this.running === undefined;
  }

  /** An edit: cancels the check in flight and checks after the current delay (restarting the wait). */
  edited(): void {
    if (this.disposed) return;
    this.supersede();
    this.timers.clear(this.timer);
    this.timer = this.timers.set(() => {
      this.timer = undefined;
      void this.fire();
    }, this.delay);
  }

  /** Check now (on connect), superseding a check in flight. */
  now(): Promise<void> {
    this.timers.clear(this.timer);
    this.timer = undefined;
    return this.fire();
  }

  dispose(): void {
    this.disposed = true;
    this.supersede();
    this.timers.clear(this.timer);
  }

  private supersede(): void {
    this.running?.abort();
    this.running = undefined;
  }

  private async fire(): Promise<void> {
    if (this.disposed) return;
    this.supersede();
    const running = new AbortController();
    this.running = running;
    try {
      const ms = await this.check(running.signal);
      // A cancelled check's round trip measures the cancelling, not the compile.
      if (ms !== undefined && !running.signal.aborted) this.lastRoundTripMs = ms;
    } finally {
      if (this.running === running) this.running = undefined;
    }
    if (this.idle) this.onIdle();
  }
}
