// Sends what the person types as they type, without piling up requests or showing an old answer
// (docs/playground.md, "Completion"): the first keystroke goes out at once; after it, at most one
// request is in flight and one per quiet window, and what was typed meanwhile is coalesced into the
// newest value, sent when both allow. An answer is shown only if nothing newer was asked since, so a
// stale answer never overwrites a newer one.

export interface LatestOnlyOptions<I, O> {
  /** Sends one input; a rejection is reported through `fail`, not shown as an answer. */
  run: (input: I) => Promise<O>;
  /** The answer to the newest input. */
  show: (input: I, output: O) => void;
  fail: (input: I, cause: unknown) => void;
  /** The debounce: the shortest time between two sends. */
  quietMs: number;
}

export class LatestOnly<I, O> {
  private asked = 0;
  private waiting: { ask: number; input: I } | undefined;
  private inFlight = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  constructor(private readonly options: LatestOnlyOptions<I, O>) {}

  push(input: I): void {
    this.waiting = { ask: ++this.asked, input };
    this.pump();
  }

  /**
   * Nothing is wanted any more (a value was picked, the list closed): what was typed but not yet
   * sent is dropped, and the answer still out is not shown.
   */
  drop(): void {
    this.asked++;
    this.waiting = undefined;
  }

  /** Nothing more is sent or shown (the component unmounted, the session was reset). */
  dispose(): void {
    this.disposed = true;
    this.waiting = undefined;
    clearTimeout(this.timer);
  }

  private pump(): void {
    if (this.disposed || this.inFlight || this.timer !== undefined || !this.waiting) return;
    const { ask, input } = this.waiting;
    this.waiting = undefined;
    this.inFlight = true;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.pump();
    }, this.options.quietMs);
    const newest = () => !this.disposed && ask === this.asked;
    this.options
      .run(input)
      .then(
        (output) => newest() && this.options.show(input, output),
        (cause: unknown) => newest() && this.options.fail(input, cause),
      )
      .finally(() => {
        this.inFlight = false;
        this.pump();
      });
  }
}
