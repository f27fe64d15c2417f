// The client's side of tasks (docs/tasks.md): runs a tool call as a task where the revision allows
// it, follows each task by polling `tasks/get` at the server's pollInterval (never faster than
// MIN_POLL_MS) and by its status notifications, fetches the result once it ends, and cancels. Each
// poll's Traffic row carries the creating `tools/call` row as its parent, so Traffic can group them.
// It loads with the first task (clientTasks.ts is what the client offers before that).
import { describeError, failure, success, type ClientError, type Outcome } from '../clientError';
import type { Reply } from '../connection/handshake';
import type { TasksHost } from './tasksHost';
import { revisionProfile } from '../connection/revisions';
import type { ValueStore } from '../observable';
import { toolCallFromReply, type Call } from '../callResult';
import { CallToolResultSchema, type CallToolResult } from '../serverTypes';
import { ClientTask } from './clientTask';
import { createdTask, polledTask, type TaskStyle, type WireTask } from './taskWire';
import { META_PREFER_TASK } from '../../protocol/metaKeys';

/** The fastest the client polls, whatever the server suggests. */
export const MIN_POLL_MS = 100;
/** The interval used when the server suggests none. */
export const DEFAULT_POLL_MS = 1_000;
const STATUS_NOTIFICATION = 'notifications/tasks/status';

export type TaskStart = { readonly task: ClientTask } | { readonly call: Call<CallToolResult> };

interface Following {
  readonly task: ClientTask;
  readonly style: TaskStyle;
  /** Wakes the poll loop early (a notification said something changed). */
  wake: () => void;
}

export class TaskTracker {
  private readonly following = new Map<string, Following>();

  /** `list`: every task of this page's sessions, newest last (ClientTasks' store). */
  constructor(
    private readonly client: TasksHost,
    readonly list: ValueStore<readonly ClientTask[]>,
  ) {
    client.onNotification((method, params) => {
      if (method === STATUS_NOTIFICATION) this.notified(params);
    });
    client.status.subscribe(() => {
      if (client.status.get().state !== 'connected') this.stopAll('the session ended');
    });
  }

  /** Calls the tool asking for a task; a call the server answered plainly comes back as its result. */
  async callAsTask(name: string, args: Record<string, unknown>): Promise<TaskStart> {
    const style = this.style();
    const params: Record<string, unknown> = { name, arguments: args };
    if (style === 'experimental') params.task = {};
    if (style === 'extension') params._meta = { [META_PREFER_TASK]: true };
    const reply = await this.client.request('tools/call', params);
    const wire = style && reply.outcome.ok ? createdTask(style, reply.outcome.value) : undefined;
    if (!style || !wire) return { call: toolCallFromReply(reply) };
    const task = new ClientTask(wire, name, reply.requestSeq);
    this.list.set([...this.list.get(), task]);
    void this.follow(task, style);
    return { task };
  }

  /**
   * A plain `tools/call` the server chose to run as a task (2026-07-28: a source over 64 Ki
   * characters from a client that declared the extension): followed like any task, and the call
   * ends when the task does, so callers that asked for no task still get the tool's result.
   */
  async followIfTask(
    name: string,
    reply: Reply,
    signal?: AbortSignal,
  ): Promise<Call<CallToolResult> | undefined> {
    const style = this.style();
    const wire = style && reply.outcome.ok ? createdTask(style, reply.outcome.value) : undefined;
    if (!style || !wire) return undefined;
    const task = new ClientTask(wire, name, reply.requestSeq);
    this.list.set([...this.list.get(), task]);
    void this.follow(task, style);
    const onAbort = () => void this.cancel(task);
    signal?.addEventListener('abort', onAbort, { once: true });
    const outcome = await this.settled(task);
    signal?.removeEventListener('abort', onAbort);
    return { outcome, requestSeq: reply.requestSeq };
  }

  /** The task's final payload as the outcome of the call that started it. */
  private settled(task: ClientTask): Promise<Outcome<CallToolResult>> {
    return new Promise((resolve) => {
      const check = (): boolean => {
        const view = task.get();
        if (view.result) resolve(success(view.result));
        else if (view.error) resolve(failure({ kind: 'rpc', ...view.error }));
        else if (view.status === 'cancelled') resolve(failure({ kind: 'cancelled', method: 'tools/call' }));
        else if (view.stopped !== undefined)
          resolve(failure({ kind: 'badResult', method: 'tools/call', message: `its task: ${view.stopped}` }));
        else return false;
        return true;
      };
      if (check()) return;
      const stop = task.subscribe(() => check() && stop());
    });
  }

  /** Asks the server to cancel; the poll that follows shows what became of it. */
  async cancel(task: ClientTask): Promise<Outcome<unknown>> {
    const reply = await this.client.request(
      'tasks/cancel',
      { taskId: task.taskId },
      { parentSeq: task.get().requestSeq },
    );
    const following = this.following.get(task.taskId);
    if (reply.outcome.ok && following) {
      const wire = polledTask(following.style, reply.outcome.value);
      if (wire) task.apply(wire);
      following.wake();
    }
    return reply.outcome;
  }

  /** 2026-07-28: answers an input_required task's requests (`tasks/update`). */
  async answer(task: ClientTask, inputResponses: Record<string, unknown>): Promise<Outcome<unknown>> {
    const reply = await this.client.request(
      'tasks/update',
      { taskId: task.taskId, inputResponses },
      { parentSeq: task.get().requestSeq },
    );
    this.following.get(task.taskId)?.wake();
    return reply.outcome;
  }

  private style(): TaskStyle | undefined {
    const revision = this.client.revision;
    return revision ? revisionProfile(revision).taskStyle : undefined;
  }

  private async follow(task: ClientTask, style: TaskStyle): Promise<void> {
    const following: Following = { task, style, wake: () => {} };
    this.following.set(task.taskId, following);
    const parentSeq = task.get().requestSeq;
    while (!task.ended && task.get().stopped === undefined) {
      const interval = Math.max(MIN_POLL_MS, task.get().pollInterval ?? DEFAULT_POLL_MS);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, interval);
        following.wake = () => {
          clearTimeout(timer);
          // Woken early, the loop still keeps to the minimum interval between polls.
          setTimeout(resolve, MIN_POLL_MS);
        };
      });
      if (task.ended || task.get().stopped !== undefined) break;
      const reply = await this.client.request('tasks/get', { taskId: task.taskId }, { parentSeq });
      const wire = reply.outcome.ok ? polledTask(style, reply.outcome.value) : undefined;
      if (!wire) {
        task.stop(
          reply.outcome.ok ? 'tasks/get answered an unexpected shape' : describeError(reply.outcome.error),
        );
        break;
      }
      task.apply(wire);
    }
    this.following.delete(task.taskId);
    if (style === 'experimental' && task.ended && task.get().status !== 'cancelled')
      await this.fetchResult(task, parentSeq);
  }

  /** 2025-11-25: the payload of an ended task comes from `tasks/result`. */
  private async fetchResult(task: ClientTask, parentSeq: number | undefined): Promise<void> {
    const reply = await this.client.request('tasks/result', { taskId: task.taskId }, { parentSeq });
    if (!reply.outcome.ok) {
      const error: ClientError = reply.outcome.error;
      if (error.kind === 'rpc') task.settle({ error: { code: error.code, message: error.message } });
      else task.stop(describeError(error));
      return;
    }
    const parsed = CallToolResultSchema.safeParse(reply.outcome.value);
    if (parsed.success) task.settle({ result: parsed.data });
    else task.stop('tasks/result answered an unexpected shape');
  }

  private notified(params: unknown): void {
    for (const { task, style, wake } of this.following.values()) {
      const wire: WireTask | undefined = polledTask(style, params);
      if (wire?.taskId !== task.taskId) continue;
      task.apply(wire);
      if (task.ended) wake();
    }
  }

  private stopAll(reason: string): void {
    for (const { task, wake } of this.following.values()) {
      task.stop(reason);
      wake();
    }
  }
}
