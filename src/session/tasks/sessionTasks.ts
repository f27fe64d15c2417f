// One session's side of tasks (docs/tasks.md): decides through the request's adapter whether a
// `tools/call` becomes a task, starts its work in the background (the call is answered at once and
// the queue goes on), records the outcome in the manager, and writes a status notification on
// every change where the revision has one. The tasks/ methods are in taskHandlers.ts.
import { isPlainObject } from '../../contracts';
import {
  ProtocolError,
  type JsonObject,
  type NeutralTaskError,
  type NeutralToolResult,
  type Params,
  type RevisionAdapter,
  type ServerResults,
} from '../../protocol';
import type { Elicitor } from '../elicitation/elicitor';
import type { CallContext } from '../parkedCalls';
import type { Route } from '../router';
import type { BufferStore } from '../sources/bufferStore';
import { TASK_TOOLS, TOOLS_BY_NAME } from '../tools/toolCatalog';
import { digestOf } from './argumentsDigest';
import { taskElicitor } from './taskElicitor';
import { TaskCapacityError, type TaskManager } from './taskManager';
import type { TaskSnapshot } from './taskSnapshot';

export interface SessionTasksDeps {
  manager: TaskManager;
  /** This session's identity in the manager. */
  owner: string;
  /** The tasks outlive the session: its end does not cancel them (SessionOptions.taskOwner). */
  outliveSession?: boolean;
  buffers: BufferStore;
  notify: (method: string, params: JsonObject) => void;
  /** Maps a failure of the work to the task's JSON-RPC error (and logs what the client never sees). */
  toTaskError: (error: unknown) => NeutralTaskError;
}

export const TASK_STATUS_NOTIFICATION = 'notifications/tasks/status';

export class SessionTasks {
  /** The revision each live task of this session was created under, for its notifications. */
  private readonly adapters = new Map<string, RevisionAdapter>();
  private readonly unsubscribe: () => void;

  constructor(private readonly deps: SessionTasksDeps) {
    this.unsubscribe = deps.manager.onChange((snapshot) => this.changed(snapshot));
  }

  get manager(): TaskManager {
    return this.deps.manager;
  }

  get owner(): string {
    return this.deps.owner;
  }

  /**
   * Starts `run` as a task when the request's revision plans one, and returns the creation result;
   * undefined for a plain call (an unknown tool or malformed params are the plain call's to answer).
   * `run` gets the task's elicitor (taskElicitor.ts) when the client may be asked.
   */
  startIfTask(
    params: Params,
    route: Route,
    call: CallContext,
    run: (elicitor: Elicitor | undefined) => Promise<NeutralToolResult>,
  ): ServerResults['tools/call'] | undefined {
    const tool = typeof params.name === 'string' ? TOOLS_BY_NAME.get(params.name) : undefined;
    if (!tool || (params.arguments !== undefined && !isPlainObject(params.arguments))) return undefined;
    const plan = route.adapter.taskPlan(params, route.clientCapabilities, {
      taskSupport: TASK_TOOLS.has(tool.name) ? 'optional' : 'forbidden',
      sourceChars: this.sourceChars(params.arguments),
    });
    if (!plan) return undefined;
    const snapshot = this.create(tool.name, params.arguments ?? {}, plan.ttl);
    const { taskId } = snapshot;
    this.adapters.set(taskId, route.adapter);
    // A cancelled task's work is not interrupted: its answer, when it comes, is dropped (terminal
    // states are final).
    const { manager, owner } = this.deps;
    run(taskElicitor({ manager, owner, taskId }, route, call)).then(
      (result) => this.deps.manager.complete(taskId, result),
      (error: unknown) => this.deps.manager.fail(taskId, this.deps.toTaskError(error)),
    );
    return route.adapter.taskCreated(snapshot.toNeutral());
  }

  /**
   * The session ends: its live tasks are cancelled (unless they outlive it, their work going on
   * and their outcome recorded in the manager) and it hears no more changes.
   */
  dispose(): void {
    if (!this.deps.outliveSession) this.deps.manager.cancelAll(this.deps.owner, 'the session ended');
    this.unsubscribe();
    this.adapters.clear();
  }

  private create(tool: string, args: unknown, ttl: number | undefined): TaskSnapshot {
    const origin = { tool, argumentsDigest: digestOf(args), owner: this.deps.owner };
    try {
      return this.deps.manager.create(origin, ttl);
    } catch (error) {
      if (error instanceof TaskCapacityError)
        throw new ProtocolError('invalidRequest', `Invalid Request: ${error.message}`);
      throw error;
    }
  }

  /** The source's length when known before resolving it: `text`, or an open buffer's `uri`. */
  private sourceChars(args: unknown): number {
    if (!isPlainObject(args)) return 0;
    if (typeof args.text === 'string') return args.text.length;
    if (typeof args.uri === 'string') return this.deps.buffers.get(args.uri)?.length ?? 0;
    return 0;
  }

  private changed(snapshot: TaskSnapshot): void {
    const adapter = this.adapters.get(snapshot.taskId);
    if (!adapter) return; // another session's task
    if (snapshot.terminal) this.adapters.delete(snapshot.taskId);
    const params = adapter.taskStatusParams(snapshot.toNeutral());
    if (params) this.deps.notify(TASK_STATUS_NOTIFICATION, params);
  }
}
