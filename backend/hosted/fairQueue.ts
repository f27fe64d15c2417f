// Fair scheduling of engine requests across visitors (docs/hosted.md, "Quotas"): at most
// `concurrency` requests reach the engine at once (its thread pool's size, so the JVM itself never
// queues), and the others wait here, served by start-time fair queuing: each request gets a tag,
// max(virtual time, its visitor's previous tag + 1), and the smallest tag goes next (the earlier
// arrival on a tie). A visitor who queues 50 requests gets tags far ahead of the others, so a
// second visitor's single request goes next rather than last; a visitor back after a quiet while
// starts at the current virtual time, with no credit saved up to flood with. A compile cannot be
// taken back once it runs, so one visitor may hold at most `perVisitor` of the slots (by default
// all but one): the scale simulation showed a flooder's multi-second compiles filling both slots and
// everyone else waiting behind them (docs/hosted.md, "Scale simulation").

export interface FairQueueOptions {
  /** Requests running at once. */
  readonly concurrency: number;
  /** Requests waiting at once, all visitors together; past it a request is refused (`full`). */
  readonly maxWaiting: number;
  /** Requests of one visitor running at once (default: `concurrency - 1`, at least 1). */
  readonly perVisitor?: number;
}

export type Scheduled<T> =
  { readonly ran: true; readonly value: T } | { readonly ran: false; readonly why: 'full' | 'aborted' };

interface Waiting {
  readonly tag: number;
  readonly seq: number;
  readonly start: () => void;
}

export class FairQueue {
  private readonly waitingByVisitor = new Map<string, Waiting[]>();
  /** Each visitor's last tag + 1; a visitor whose value is at or below `virtual` is forgotten. */
  private readonly nextTag = new Map<string, number>();
  private virtual = 0;
  private seq = 0;
  private runningCount = 0;
  private waitingCount = 0;
  private readonly runningByVisitor = new Map<string, number>();
  private readonly perVisitor: number;

  constructor(private readonly options: FairQueueOptions) {
    this.perVisitor = options.perVisitor ?? Math.max(1, options.concurrency - 1);
  }

  /** Requests waiting for a turn. */
  get depth(): number {
    return this.waitingCount;
  }

  /** Requests running now. */
  get running(): number {
    return this.runningCount;
  }

  /** Requests of one visitor running or waiting now. */
  holds(visitor: string): number {
    return (this.runningByVisitor.get(visitor) ?? 0) + (this.waitingByVisitor.get(visitor)?.length ?? 0);
  }

  /** No request could wait now: every slot runs and the queue holds its most. */
  get full(): boolean {
    return this.runningCount >= this.options.concurrency && this.waitingCount >= this.options.maxWaiting;
  }

  /** Runs `task` for `visitor` in its turn; an aborted `signal` takes it out of the queue. */
  run<T>(visitor: string, task: () => Promise<T>, signal?: AbortSignal): Promise<Scheduled<T>> {
    if (signal?.aborted) return Promise.resolve({ ran: false, why: 'aborted' });
    const tag = Math.max(this.virtual, this.nextTag.get(visitor) ?? 0);
    if (this.runningCount < this.options.concurrency && this.waitingCount === 0 && this.mayStart(visitor)) {
      this.nextTag.set(visitor, tag + 1);
      this.virtual = tag;
      return this.execute(visitor, task);
    }
    if (this.waitingCount >= this.options.maxWaiting) return Promise.resolve({ ran: false, why: 'full' });
    this.nextTag.set(visitor, tag + 1);
    return new Promise((resolve) => {
      const entry: Waiting = {
        tag,
        seq: this.seq++,
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(this.execute(visitor, task));
        },
      };
      const onAbort = () => {
        const queue = this.waitingByVisitor.get(visitor);
        const at = queue?.indexOf(entry) ?? -1;
        if (queue === undefined || at < 0) return;
        queue.splice(at, 1);
        if (queue.length === 0) this.waitingByVisitor.delete(visitor);
        this.waitingCount--;
        resolve({ ran: false, why: 'aborted' });
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const queue = this.waitingByVisitor.get(visitor);
      if (queue === undefined) this.waitingByVisitor.set(visitor, [entry]);
      else queue.push(entry);
      this.waitingCount++;
      // Room may be free that its visitor's share kept the fast path from taking, for another's turn.
      this.dispatch();
    });
  }

  private mayStart(visitor: string): boolean {
    return (this.runningByVisitor.get(visitor) ?? 0) < this.perVisitor;
  }

  private async execute<T>(visitor: string, task: () => Promise<T>): Promise<Scheduled<T>> {
    this.runningCount++;
    this.runningByVisitor.set(visitor, (this.runningByVisitor.get(visitor) ?? 0) + 1);
    try {
      return { ran: true, value: await task() };
    } finally {
      this.runningCount--;
      const left = (this.runningByVisitor.get(visitor) ?? 1) - 1;
      if (left > 0) this.runningByVisitor.set(visitor, left);
      else this.runningByVisitor.delete(visitor);
      this.dispatch();
    }
  }

  /** Starts the smallest-tagged waiting requests, of visitors under their share, while there is room. */
  private dispatch(): void {
    while (this.runningCount < this.options.concurrency && this.waitingCount > 0) {
      let best: { visitor: string; entry: Waiting } | undefined;
      for (const [visitor, queue] of this.waitingByVisitor) {
        const entry = queue[0]!;
        if (!this.mayStart(visitor)) continue;
        if (
          best === undefined ||
          entry.tag < best.entry.tag ||
          (entry.tag === best.entry.tag && entry.seq < best.entry.seq)
        ) {
          best = { visitor, entry };
        }
      }
      if (best === undefined) break; // every waiting visitor already holds its share
      const { visitor, entry } = best;
      const queue = this.waitingByVisitor.get(visitor)!;
      queue.shift();
      if (queue.length === 0) this.waitingByVisitor.delete(visitor);
      this.waitingCount--;
      this.virtual = entry.tag;
      entry.start();
    }
    this.forgetCaughtUp();
  }

  /** A visitor with nothing waiting whose next tag is not ahead of the virtual time needs no entry. */
  private forgetCaughtUp(): void {
    if (this.nextTag.size <= 2 * this.waitingByVisitor.size + 64) return;
    for (const [visitor, next] of this.nextTag) {
      if (next <= this.virtual && !this.waitingByVisitor.has(visitor)) this.nextTag.delete(visitor);
    }
  }
}
