// Fair scheduling of engine requests across visitors (docs/hosted.md, "Quotas"): at most
// `concurrency` requests reach the engine at once (its thread pool's size, so the JVM itself never
// queues), and the others wait here, served by start-time fair queuing: each request gets a tag,
// max(virtual time, its visitor's previous tag + 1), and the smallest tag goes next (the earlier
// arrival on a tie). A visitor who queues 50 requests gets tags far ahead of the others, so a
// second visitor's single request goes next rather than last; a visitor back after a quiet while
// starts at the current virtual time, with no credit saved up to flood with.

export interface FairQueueOptions {
  /** Requests running at once. */
  readonly concurrency: number;
  /** Requests waiting at once, all visitors together; past it a request is refused (`full`). */
  readonly maxWaiting: number;
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

  constructor(private readonly options: FairQueueOptions) {}

  /** Requests waiting for a turn. */
  get depth(): number {
    return this.waitingCount;
  }

  /** Requests running now. */
  get running(): number {
    return this.runningCount;
  }

  /** Runs `task` for `visitor` in its turn; an aborted `signal` takes it out of the queue. */
  run<T>(visitor: string, task: () => Promise<T>, signal?: AbortSignal): Promise<Scheduled<T>> {
    if (signal?.aborted) return Promise.resolve({ ran: false, why: 'aborted' });
    const tag = Math.max(this.virtual, this.nextTag.get(visitor) ?? 0);
    if (this.runningCount < this.options.concurrency && this.waitingCount === 0) {
      this.nextTag.set(visitor, tag + 1);
      this.virtual = tag;
      return this.execute(task);
    }
    if (this.waitingCount >= this.options.maxWaiting) return Promise.resolve({ ran: false, why: 'full' });
    this.nextTag.set(visitor, tag + 1);
    return new Promise((resolve) => {
      const entry: Waiting = {
        tag,
        seq: this.seq++,
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(this.execute(task));
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
    });
  }

  private async execute<T>(task: () => Promise<T>): Promise<Scheduled<T>> {
    this.runningCount++;
    try {
      return { ran: true, value: await task() };
    } finally {
      this.runningCount--;
      this.dispatch();
    }
  }

  /** Starts the smallest-tagged waiting requests while there is room. */
  private dispatch(): void {
    while (this.runningCount < this.options.concurrency && this.waitingCount > 0) {
      let best: { visitor: string; entry: Waiting } | undefined;
      for (const [visitor, queue] of this.waitingByVisitor) {
        const entry = queue[0]!;
        if (
          best === undefined ||
          entry.tag < best.entry.tag ||
          (entry.tag === best.entry.tag && entry.seq < best.entry.seq)
        ) {
          best = { visitor, entry };
        }
      }
      const { visitor, entry } = best!;
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
