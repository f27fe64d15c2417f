// When to check a buffer again after an edit (docs/playground.md, "Editor": the adaptive
// debounce). The delay starts near 50 ms and is never below the last check's round trip, so a
// 30-line buffer gets markers almost at once while a 2,000-line buffer that takes 300 ms to compile
// is not compiled per keystroke. At most one check per buffer is in flight: edits made meanwhile
// ask for one more check when it ends, so answers come back in order and a stale one never lands
// after a newer one.

export const MIN_DELAY_MS = 50;

/** The pause after an edit: MIN_DELAY_MS, or the last round trip when that was longer. */
export function debounceDelay(lastRoundTripMs: number | undefined): number {
  return Math.max(MIN_DELAY_MS, Math.ceil(lastRoundTripMs ?? 0));
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
  private inFlight = false;
  private again = false;
  private disposed = false;
  private lastRoundTripMs: number | undefined;

  /** `check` resolves with its round trip in ms, or undefined when nothing was measured. */
  constructor(
    private readonly check: () => Promise<number | undefined>,
    private readonly timers: Timers = REAL_TIMERS,
  ) {}

  get delay(): number {
    return debounceDelay(this.lastRoundTripMs);
  }

  /** An edit: check after the current delay, restarting the wait if one is running. */
  edited(): void {
    if (this.disposed) return;
    this.timers.clear(this.timer);
    this.timer = this.timers.set(() => void this.fire(), this.delay);
  }

  /** Check now (on connect), or as soon as the check in flight ends. */
  now(): Promise<void> {
    this.timers.clear(this.timer);
    return this.fire();
  }

  dispose(): void {
    this.disposed = true;
    this.timers.clear(this.timer);
  }

  private async fire(): Promise<void> {
    if (this.disposed) return;
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.inFlight = true;
    try {
      const ms = await this.check();
      if (ms !== undefined) this.lastRoundTripMs = ms;
    } finally {
      this.inFlight = false;
    }
    if (this.again) {
      this.again = false;
      this.edited();
    }
  }
}
