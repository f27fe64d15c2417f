// Request ↔ response correlation by id (docs/server.md §2: ids are echoed exactly). A pending request
// ends in exactly one way: its response, a timeout, a cancel or a reset, each a visible outcome.
import { failure, success, type ClientError, type Outcome } from '../clientError';
import { idKey, type WireId } from '../wire/messageSummary';
import { ValueStore } from '../observable';

export interface RpcResponse {
  readonly result?: unknown;
  readonly error?: { code: number; message: string; data?: unknown };
}

/** The last `notifications/progress` for a request (docs/revisions.md §1 "Progress"). */
export interface Progress {
  readonly progress: number;
  readonly total?: number;
  readonly message?: string;
}

export interface PendingRequest {
  readonly id: Exclude<WireId, null>;
  readonly method: string;
  readonly startedAt: number;
  readonly progress?: Progress;
}

interface Entry extends PendingRequest {
  readonly settle: (outcome: Outcome<unknown>) => void;
  /** The request timeout, started again by each progress when `resetOnProgress`. */
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The maximum total timeout, never started again. */
  readonly totalTimer: ReturnType<typeof setTimeout> | undefined;
  readonly options: BeginOptions;
}

export interface BeginOptions {
  /** Milliseconds until the request is given up as a `timeout` (0: never). */
  timeoutMs: number;
  /**
   * Each progress notification starts the request timeout again, so a server that reports
   * progress is not cut while it works (docs/playground.md, "Timeouts").
   */
  resetOnProgress?: boolean;
  /** Milliseconds from the start after which the request is given up, progress or not (0: no cap). */
  maxTotalMs?: number;
  /** Called when the request ends without a response (timeout), to mark its traffic row. */
  onGiveUp?: (error: ClientError) => void;
  /** Hears each progress notification of the request. */
  onProgress?: (progress: Progress) => void;
}

export class PendingRequests {
  private readonly entries = new Map<string, Entry>();
  /** The requests still waiting, oldest first, for the UI. */
  readonly list = new ValueStore<readonly PendingRequest[]>([]);

  constructor(private readonly clock: () => number = () => performance.now()) {}

  begin(id: Exclude<WireId, null>, method: string, options: BeginOptions): Promise<Outcome<unknown>> {
    const key = idKey(id) as string;
    return new Promise((resolve) => {
      const maxTotalMs = options.maxTotalMs ?? 0;
      const totalTimer =
        maxTotalMs > 0
          ? setTimeout(
              () => this.giveUp(key, { kind: 'timeout', method, afterMs: maxTotalMs, total: true }),
              maxTotalMs,
            )
          : undefined;
      const entry: Entry = {
        id,
        method,
        startedAt: this.clock(),
        settle: resolve,
        timer: undefined,
        totalTimer,
        options,
      };
      this.entries.set(key, entry);
      this.armTimeout(key, entry);
      this.publish();
    });
  }

  /** (Re)starts the request timeout of `entry`. */
  private armTimeout(key: string, entry: Entry): void {
    if (entry.timer !== undefined) clearTimeout(entry.timer);
    const { timeoutMs } = entry.options;
    const sinceProgress = entry.progress !== undefined;
    entry.timer =
      timeoutMs > 0
        ? setTimeout(
            () =>
              this.giveUp(key, {
                kind: 'timeout',
                method: entry.method,
                afterMs: timeoutMs,
                ...(sinceProgress ? { sinceProgress } : {}),
              }),
            timeoutMs,
          )
        : undefined;
  }

  private giveUp(key: string, error: ClientError): void {
    this.entries.get(key)?.options.onGiveUp?.(error);
    this.finish(key, failure(error));
  }

  /** Hands a response to its request; false when nothing waits for that id (late or unknown). */
  settle(id: WireId | undefined, response: RpcResponse): boolean {
    const key = idKey(id);
    if (key === undefined || !this.entries.has(key)) return false;
    const outcome: Outcome<unknown> = response.error
      ? failure({ kind: 'rpc', ...response.error })
      : success(response.result);
    this.finish(key, outcome);
    return true;
  }

  /** Ends one request with `error` (a cancel); false when it was no longer pending. */
  abandon(id: WireId, error: ClientError): boolean {
    const key = idKey(id);
    if (key === undefined || !this.entries.has(key)) return false;
    this.finish(key, failure(error));
    return true;
  }

  /** Ends every pending request (a reset): each gets `disconnected`. */
  abandonAll(): PendingRequest[] {
    const ended = [...this.entries.values()];
    for (const [key, entry] of this.entries) {
      this.finish(key, failure({ kind: 'disconnected', method: entry.method }));
    }
    return ended;
  }

  /**
   * Notes progress on the request whose progress token is `token` (the client uses the request's
   * id as its token); false when nothing waits for it (a late notification).
   */
  progress(token: unknown, progress: Progress): boolean {
    const key = typeof token === 'string' || typeof token === 'number' ? idKey(token) : undefined;
    const entry = key === undefined ? undefined : this.entries.get(key);
    if (key === undefined || !entry) return false;
    const updated: Entry = { ...entry, progress };
    this.entries.set(key, updated);
    if (entry.options.resetOnProgress) this.armTimeout(key, updated);
    entry.options.onProgress?.(progress);
    this.publish();
    return true;
  }

  get(id: WireId): PendingRequest | undefined {
    const key = idKey(id);
    return key === undefined ? undefined : this.entries.get(key);
  }

  private finish(key: string, outcome: Outcome<unknown>): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    if (entry.timer !== undefined) clearTimeout(entry.timer);
    if (entry.totalTimer !== undefined) clearTimeout(entry.totalTimer);
    entry.settle(outcome);
    this.publish();
  }

  private publish(): void {
    this.list.set(
      [...this.entries.values()].map(({ id, method, startedAt, progress }) => ({
        id,
        method,
        startedAt,
        ...(progress ? { progress } : {}),
      })),
    );
  }
}
