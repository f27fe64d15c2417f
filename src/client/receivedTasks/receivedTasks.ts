// The tasks this client runs for the server (docs/any-server.md, "Task-augmented requests"): a
// 2025-11-25 server sends `sampling/createMessage` or `elicitation/create` with `task`, the client
// answers at once with a CreateTaskResult, the person answers in the usual dialog meanwhile, and the
// server polls with `tasks/get`, `tasks/result`, `tasks/list` and `tasks/cancel`. The rules follow
// the built-in server's own task manager (docs/tasks.md, "The task manager"), seen from the other
// side: terminal states are final, an unknown task is `-32602`, cancelling a finished one is
// `-32602`, a status notification goes out on every transition but never for the creation.
import { isPlainObject } from '../../contracts/isPlainObject';
import { META_RELATED_TASK } from '../../protocol/metaKeys';
import type { ValueStore } from '../observable';
import type { ServerRequestAnswer } from '../connection/serverRequests';
import {
  isTerminal,
  type ReceivedTask,
  type ReceivedTaskStatus,
  type ReceivedTaskWire,
} from './receivedTaskTypes';

/** The methods a server may send to a client that runs its tasks. */
export const RECEIVED_TASK_METHODS = ['tasks/get', 'tasks/result', 'tasks/list', 'tasks/cancel'] as const;

export const MAX_TTL_MS = 60 * 60_000;
export const DEFAULT_TTL_MS = 10 * 60_000;
/** A person answers in seconds, not milliseconds: polling faster only fills Traffic. */
export const POLL_INTERVAL_MS = 1_000;
/** How many tasks one tasks/list page holds. */
export const LIST_PAGE_SIZE = 50;

export interface ReceivedTasksOptions {
  /** Every task of this page, newest last: what the Tasks panel shows (kept after a session ends). */
  readonly list: ValueStore<readonly ReceivedTask[]>;
  /** Sends `notifications/tasks/status` with the task as it is now. */
  notify(task: ReceivedTaskWire): void;
  now?: () => number;
  newId?: () => string;
}

interface Entry {
  task: ReceivedTask;
  /** Aborted when the task is cancelled or its session ends: the dialog asking the person closes. */
  readonly stop: AbortController;
  /** The answer of the request the task runs, once it ended (what tasks/result returns). */
  answer?: ServerRequestAnswer;
  readonly waiters: ((answer: ServerRequestAnswer) => void)[];
}

const invalid = (message: string): ServerRequestAnswer => ({ error: { code: -32602, message } });
const unknownTask = (): ServerRequestAnswer => invalid('Invalid params: no such task');

/** The requested `ttl` as this client keeps it: the server's, at most an hour; ten minutes when none. */
export function grantedTtl(requested: unknown): number {
  if (typeof requested !== 'number' || !Number.isInteger(requested) || requested <= 0) return DEFAULT_TTL_MS;
  return Math.min(requested, MAX_TTL_MS);
}

const wireOf = ({
  method: _method,
  requestId: _id,
  requestSeq: _seq,
  ...wire
}: ReceivedTask): ReceivedTaskWire => wire;

export class ReceivedTasks {
  /** The current session's tasks; a task of an ended session is unknown to the next one. */
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  private readonly newId: () => string;

  constructor(private readonly options: ReceivedTasksOptions) {
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? (() => crypto.randomUUID());
  }

  /**
   * Creates the task for a task-augmented request: what the CreateTaskResult carries, and `begin`,
   * which starts `work` (the dialog) once that answer is on its way, so no status notification can
   * overtake it. The work's answer, whatever it is, ends the task.
   */
  start(
    method: string,
    requestId: string | number,
    taskParams: unknown,
    work: (signal: AbortSignal) => Promise<ServerRequestAnswer>,
    requestSeq?: number,
  ): { task: ReceivedTaskWire; begin: () => void } {
    const at = new Date(this.now()).toISOString();
    const requested = isPlainObject(taskParams) ? taskParams.ttl : undefined;
    const task: ReceivedTask = {
      taskId: this.newId(),
      status: 'working',
      statusMessage: `Waiting for the person to answer ${method}`,
      createdAt: at,
      lastUpdatedAt: at,
      ttl: grantedTtl(requested),
      pollInterval: POLL_INTERVAL_MS,
      method,
      requestId,
      ...(requestSeq !== undefined ? { requestSeq } : {}),
    };
    const stop = new AbortController();
    this.entries.set(task.taskId, { task, stop, waiters: [] });
    this.publish();
    const begin = () =>
      void work(stop.signal).then(
        (answer) => this.finish(task.taskId, answer),
        (error: unknown) =>
          this.finish(task.taskId, {
            error: { code: -32603, message: error instanceof Error ? error.message : String(error) },
          }),
      );
    return { task: wireOf(task), begin };
  }

  /** The task as the server may see it now, or undefined (unknown, or gone after its ttl). */
  get(taskId: string): ReceivedTask | undefined {
    this.expire();
    return this.entries.get(taskId)?.task;
  }

  /**
   * Moves a live task to `status`; false when the task is unknown or already ended (terminal states
   * are final) or the status would not change.
   */
  transition(taskId: string, status: ReceivedTaskStatus, statusMessage?: string): boolean {
    const entry = this.entries.get(taskId);
    if (!entry || isTerminal(entry.task.status) || entry.task.status === status) return false;
    const at = Math.max(this.now(), Date.parse(entry.task.lastUpdatedAt));
    const { statusMessage: _old, ...rest } = entry.task;
    entry.task = {
      ...rest,
      status,
      ...(statusMessage !== undefined ? { statusMessage } : {}),
      lastUpdatedAt: new Date(at).toISOString(),
    };
    this.publish();
    this.options.notify(wireOf(entry.task));
    return true;
  }

  /** Cancels a live task (the server's tasks/cancel, or the Cancel button); a finished one is `-32602`. */
  cancel(taskId: string, statusMessage = 'Cancelled by the server'): ServerRequestAnswer {
    const entry = this.get(taskId) && this.entries.get(taskId);
    if (!entry) return unknownTask();
    if (isTerminal(entry.task.status))
      return invalid(`Invalid params: the task is already ${entry.task.status} and cannot be cancelled`);
    this.settle(entry, invalid('Invalid params: the task was cancelled'));
    this.transition(taskId, 'cancelled', statusMessage);
    entry.stop.abort();
    return { result: { ...wireOf(entry.task) } };
  }

  /** Answers one of RECEIVED_TASK_METHODS from the server. */
  async answer(method: string, params: unknown): Promise<ServerRequestAnswer> {
    const p = isPlainObject(params) ? params : {};
    if (method === 'tasks/list') return this.page(p.cursor);
    if (typeof p.taskId !== 'string') return invalid('Invalid params: taskId must be a string');
    const task = this.get(p.taskId);
    if (!task) return unknownTask();
    if (method === 'tasks/get') return { result: { ...wireOf(task) } };
    if (method === 'tasks/cancel') return this.cancel(p.taskId);
    if (method === 'tasks/result') return this.result(p.taskId);
    return { error: { code: -32601, message: `Method not found: ${method}` } };
  }

  /** The session ended: its live tasks are cancelled (nobody is left to tell) and forgotten. */
  sessionEnded(): void {
    for (const entry of this.entries.values()) {
      if (isTerminal(entry.task.status)) continue;
      this.settle(entry, invalid('Invalid params: the session ended'));
      entry.task = {
        ...entry.task,
        status: 'cancelled',
        statusMessage: 'The session ended',
        lastUpdatedAt: new Date(Math.max(this.now(), Date.parse(entry.task.lastUpdatedAt))).toISOString(),
      };
      entry.stop.abort();
    }
    this.publish();
    this.entries.clear();
  }

  /** Waits for the task to end, then its request's answer, tied to the task by `_meta` (spec: tasks/result). */
  private async result(taskId: string): Promise<ServerRequestAnswer> {
    const entry = this.entries.get(taskId) as Entry;
    const answer = entry.answer ?? (await new Promise<ServerRequestAnswer>((r) => entry.waiters.push(r)));
    if ('error' in answer) return answer;
    const meta = isPlainObject(answer.result._meta) ? answer.result._meta : {};
    return { result: { ...answer.result, _meta: { ...meta, [META_RELATED_TASK]: { taskId } } } };
  }

  private page(cursor: unknown): ServerRequestAnswer {
    this.expire();
    const all = [...this.entries.values()].map((entry) => wireOf(entry.task));
    const start = cursor === undefined ? 0 : typeof cursor === 'string' ? Number(cursor) : NaN;
    if (!Number.isInteger(start) || start < 0 || start > all.length)
      return invalid('Invalid params: unknown cursor');
    const end = start + LIST_PAGE_SIZE;
    return {
      result: { tasks: all.slice(start, end), ...(end < all.length ? { nextCursor: String(end) } : {}) },
    };
  }

  /** The request's answer came: the task ends completed, or failed with the error (a rejection too). */
  private finish(taskId: string, answer: ServerRequestAnswer): void {
    const entry = this.entries.get(taskId);
    if (!entry || isTerminal(entry.task.status)) return; // cancelled meanwhile: the answer is dropped
    this.settle(entry, answer);
    if ('error' in answer) this.transition(taskId, 'failed', answer.error.message);
    else this.transition(taskId, 'completed', 'Answered');
  }

  private settle(entry: Entry, answer: ServerRequestAnswer): void {
    entry.answer = answer;
    for (const waiter of entry.waiters.splice(0)) waiter(answer);
  }

  /** An ended task is gone once its ttl has passed since creation; a live one stays until it ends. */
  private expire(): void {
    const now = this.now();
    for (const [id, entry] of this.entries) {
      const { ttl, createdAt, status } = entry.task;
      if (ttl !== null && isTerminal(status) && now >= Date.parse(createdAt) + ttl) this.entries.delete(id);
    }
  }

  /** The panel's list: every task shown so far, with the current ones as they are now. */
  private publish(): void {
    const shown = new Map(this.options.list.get().map((task) => [task.taskId, task]));
    for (const entry of this.entries.values()) shown.set(entry.task.taskId, entry.task);
    this.options.list.set([...shown.values()]);
  }
}
