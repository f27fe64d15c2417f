// The task manager (docs/tasks.md, "The task manager"): bounded, never evicting a live task (an
// ended one only when asked to, taskRetention.ts); TTL on a monotonic clock; terminal states final (every transition is one synchronous step, so of racing
// callers exactly one wins); tasks bound to their owner, another owner's task answered exactly like
// an unknown one. It holds no engine and no wire: the session drives it (sessionTasks.ts).
import {
  ProtocolError,
  type JsonObject,
  type NeutralTaskError,
  type NeutralToolResult,
} from '../../protocol';
import { systemTaskClock, type TaskClock } from './taskClock';
import { oldestEnded, PayloadBudget, type TaskEviction } from './taskRetention';
import { TaskSnapshot, type TaskOrigin } from './taskSnapshot';

export interface TaskManagerOptions {
  /** Tasks held at most (256 by default). */
  capacity?: number;
  clock?: TaskClock;
  /** The poll interval every task suggests, in milliseconds. */
  pollInterval?: number;
  /** The ttl of a task whose client asked for none, and the most a client may ask for. */
  defaultTtl?: number;
  maxTtl?: number;
  newTaskId?: () => string;
  /**
   * Drop ended tasks before their ttl, oldest first, to make room when full and to keep the
   * payloads under a budget (taskRetention.ts). Absent: an ended task stays its whole ttl.
   */
  evict?: TaskEviction;
}

export const DEFAULT_TASK_CAPACITY = 256;
export const DEFAULT_POLL_INTERVAL = 250;
export const DEFAULT_TASK_TTL = 600_000;
export const MAX_TASK_TTL = 3_600_000;

/** The one answer for an unknown task and for another session's task (docs/tasks.md). */
export const UNKNOWN_TASK_MESSAGE = 'Invalid params: unknown taskId';
const unknownTask = (): ProtocolError => new ProtocolError('invalidParams', UNKNOWN_TASK_MESSAGE);

/** The manager is full of tasks that may not be evicted. */
export class TaskCapacityError extends Error {
  override readonly name = 'TaskCapacityError';
  readonly kind = 'taskCapacity';
  constructor(readonly capacity: number) {
    super(`too many tasks: ${capacity} are held and none has ended and expired; try again later`);
  }
}

export type TaskListener = (snapshot: TaskSnapshot) => void;

interface Entry {
  snapshot: TaskSnapshot;
  /** The monotonic time of creation, for the ttl. */
  readonly bornAt: number;
  readonly order: number;
  readonly endWaiters: ((snapshot: TaskSnapshot) => void)[];
  /** While input_required: the keys still unanswered, the answers so far, and who waits for them. */
  input?: {
    outstanding: Set<string>;
    answers: Record<string, unknown>;
    resolve: (answers: Record<string, unknown>) => void;
  };
  /** Every input key this task ever asked: keys are unique for its life (docs/revisions.md §4 rule 20). */
  readonly usedKeys: Set<string>;
}

export class TaskManager {
  private readonly tasks = new Map<string, Entry>();
  private readonly listeners = new Set<TaskListener>();
  private readonly clock: TaskClock;
  private readonly capacity: number;
  private readonly pollInterval: number;
  private readonly defaultTtl: number;
  private readonly maxTtl: number;
  private readonly newTaskId: () => string;
  /** Under `evict`: the payloads held, and which ended tasks go early to keep them in budget. */
  private readonly budget: PayloadBudget | undefined;
  private nextOrder = 0;

  constructor(options: TaskManagerOptions = {}) {
    this.clock = options.clock ?? systemTaskClock;
    this.capacity = options.capacity ?? DEFAULT_TASK_CAPACITY;
    this.pollInterval = options.pollInterval ?? DEFAULT_POLL_INTERVAL;
    this.defaultTtl = options.defaultTtl ?? DEFAULT_TASK_TTL;
    this.maxTtl = options.maxTtl ?? MAX_TASK_TTL;
    this.newTaskId = options.newTaskId ?? (() => globalThis.crypto.randomUUID());
    this.budget = options.evict && new PayloadBudget(options.evict);
  }

  /** Told of every transition (not of creation: the creator answers with the first snapshot). */
  onChange(listener: TaskListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A new `working` task; throws TaskCapacityError when full of tasks that may not go. */
  create(origin: TaskOrigin, requestedTtl?: number): TaskSnapshot {
    this.purge();
    if (this.tasks.size >= this.capacity && this.budget) this.drop(oldestEnded(this.tasks.values()));
    if (this.tasks.size >= this.capacity) throw new TaskCapacityError(this.capacity);
    const now = this.clock.wallNow();
    const snapshot = TaskSnapshot.of({
      taskId: this.newTaskId(),
      origin,
      status: 'working',
      createdAt: now,
      lastUpdatedAt: now,
      ttl: Math.min(requestedTtl ?? this.defaultTtl, this.maxTtl),
      pollInterval: this.pollInterval,
    });
    this.tasks.set(snapshot.taskId, {
      snapshot,
      bornAt: this.clock.now(),
      order: this.nextOrder++,
      endWaiters: [],
      usedKeys: new Set(),
    });
    return snapshot;
  }

  /** The owner's task; an unknown, expired or foreign one is the same -32602. */
  get(owner: string, taskId: unknown): TaskSnapshot {
    return this.entry(owner, taskId).snapshot;
  }

  /** The owner's tasks, oldest first, a page at a time; the cursor is the position to go on from. */
  list(owner: string, cursor: unknown, pageSize = 50): { tasks: TaskSnapshot[]; nextCursor?: string } {
    this.purge();
    const start = cursor === undefined ? 0 : Number(cursor);
    if (typeof (cursor ?? '0') !== 'string' || !Number.isSafeInteger(start) || start < 0)
      throw new ProtocolError('invalidParams', 'Invalid params: invalid cursor');
    const mine = [...this.tasks.values()]
      .filter((entry) => entry.snapshot.origin.owner === owner && entry.order >= start)
      .sort((a, b) => a.order - b.order);
    const page = mine.slice(0, pageSize);
    const next = mine[pageSize];
    return {
      tasks: page.map((entry) => entry.snapshot),
      ...(next ? { nextCursor: String(next.order) } : {}),
    };
  }

  complete(taskId: string, result: NeutralToolResult): boolean {
    return this.transition(taskId, (snapshot) =>
      snapshot.next({ status: 'completed', result }, this.at(taskId)),
    );
  }

  fail(taskId: string, error: NeutralTaskError): boolean {
    return this.transition(taskId, (snapshot) => snapshot.next({ status: 'failed', error }, this.at(taskId)));
  }

  /**
   * Cancels the owner's task. Idempotent: a task that has already ended stays as it was, and
   * `wasFinished` says so (2025-11-25 answers that -32602, 2026-07-28 records the intent).
   */
  cancel(
    owner: string,
    taskId: unknown,
    statusMessage?: string,
  ): { snapshot: TaskSnapshot; wasFinished: boolean } {
    const entry = this.entry(owner, taskId);
    const wasFinished = entry.snapshot.terminal;
    this.transition(entry.snapshot.taskId, (snapshot) =>
      snapshot.next(
        { status: 'cancelled', ...(statusMessage ? { statusMessage } : {}) },
        this.at(snapshot.taskId),
      ),
    );
    return { snapshot: entry.snapshot, wasFinished };
  }

  /** Cancels every live task of an owner (its session ends). */
  cancelAll(owner: string, statusMessage: string): void {
    for (const entry of [...this.tasks.values()]) {
      if (entry.snapshot.origin.owner === owner && !entry.snapshot.terminal)
        this.cancel(owner, entry.snapshot.taskId, statusMessage);
    }
  }

  /**
   * A working task needs input: it goes input_required with these requests (keys new for the
   * task's life), and the promise resolves with the answers once all are in, the task back to
   * working. Undefined when the task is not working (ended, or already waiting).
   */
  requireInput(
    taskId: string,
    requests: readonly (readonly [string, JsonObject])[],
  ): Promise<Record<string, unknown>> | undefined {
    const entry = this.tasks.get(taskId);
    if (!entry || entry.snapshot.status !== 'working' || requests.length === 0) return undefined;
    const keys = requests.map(([key]) => key);
    if (new Set(keys).size !== keys.length || keys.some((key) => entry.usedKeys.has(key))) return undefined;
    return new Promise((resolve) => {
      const changed = this.transition(taskId, (snapshot) =>
        snapshot.next({ status: 'input_required', inputRequests: requests }, this.at(taskId)),
      );
      if (!changed) return;
      for (const key of keys) entry.usedKeys.add(key);
      entry.input = { outstanding: new Set(keys), answers: {}, resolve };
    });
  }

  /**
   * Answers to the owner's input_required task. Unknown and superseded keys are ignored; once
   * every outstanding request is answered the task is working again. True when anything was taken.
   */
  answerInput(owner: string, taskId: unknown, responses: Readonly<Record<string, unknown>>): boolean {
    const entry = this.entry(owner, taskId);
    const input = entry.input;
    if (!input || entry.snapshot.status !== 'input_required') return false;
    let taken = false;
    for (const [key, answer] of Object.entries(responses)) {
      if (!input.outstanding.delete(key)) continue;
      input.answers[key] = answer;
      taken = true;
    }
    if (input.outstanding.size > 0) {
      if (taken) {
        const left = entry.snapshot.inputRequests?.filter(([key]) => input.outstanding.has(key));
        this.transition(entry.snapshot.taskId, (snapshot) =>
          snapshot.next({ status: 'input_required', inputRequests: left }, this.at(snapshot.taskId)),
        );
      }
      return taken;
    }
    entry.input = undefined;
    this.transition(entry.snapshot.taskId, (snapshot) =>
      snapshot.next({ status: 'working' }, this.at(snapshot.taskId)),
    );
    input.resolve(input.answers);
    return true;
  }

  /** Resolves with the owner's task once it has ended (at once when it has). */
  whenEnded(owner: string, taskId: unknown): Promise<TaskSnapshot> {
    const entry = this.entry(owner, taskId);
    if (entry.snapshot.terminal) return Promise.resolve(entry.snapshot);
    return new Promise((resolve) => entry.endWaiters.push(resolve));
  }

  /** Tasks held now (expired ones dropped first). */
  get size(): number {
    this.purge();
    return this.tasks.size;
  }

  private entry(owner: string, taskId: unknown): Entry {
    this.purge();
    const entry = typeof taskId === 'string' ? this.tasks.get(taskId) : undefined;
    if (!entry || entry.snapshot.origin.owner !== owner) throw unknownTask();
    return entry;
  }

  /** The wall time of a transition, derived from the monotonic clock so that it never goes back. */
  private at(taskId: string): number {
    const entry = this.tasks.get(taskId);
    if (!entry) return this.clock.wallNow();
    return entry.snapshot.createdAt + Math.max(0, this.clock.now() - entry.bornAt);
  }

  /** One synchronous step: a task that has ended never changes again. */
  private transition(taskId: string, step: (snapshot: TaskSnapshot) => TaskSnapshot): boolean {
    const entry = this.tasks.get(taskId);
    if (!entry || entry.snapshot.terminal) return false;
    const snapshot = step(entry.snapshot);
    entry.snapshot = snapshot;
    if (snapshot.terminal) {
      entry.input = undefined;
      for (const resolve of entry.endWaiters.splice(0)) resolve(snapshot);
    }
    for (const listener of [...this.listeners]) listener(snapshot);
    for (const old of this.budget?.changed(snapshot, this.tasks.values()) ?? []) this.drop(old);
    return true;
  }

  private drop(entry: Entry | undefined): void {
    if (!entry) return;
    this.budget?.forget(entry.snapshot.taskId);
    this.tasks.delete(entry.snapshot.taskId);
  }

  /** Drops ended tasks whose ttl has passed since creation; a live task is never dropped. */
  private purge(): void {
    const now = this.clock.now();
    for (const entry of this.tasks.values()) {
      const { ttl } = entry.snapshot;
      if (entry.snapshot.terminal && ttl !== undefined && now - entry.bornAt >= ttl) this.drop(entry);
    }
  }
}
