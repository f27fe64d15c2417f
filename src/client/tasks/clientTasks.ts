// The client's tasks, a feature of the client core (docs/tasks.md, "What the playground shows"). What a
// session needs before its first task stays here and is cheap: the list, whether a tool may run as
// a task, and whether a reply is one. The machinery that follows a task (taskTracker.ts, with its
// shape checks) loads on the first task, so a session that runs none never fetches it.
import type { Reply } from '../connection/handshake';
import type { TasksHost } from './tasksHost';
import { revisionProfile } from '../connection/revisions';
import type { Outcome } from '../clientError';
import { ValueStore } from '../observable';
import type { Call } from '../callResult';
import type { CallToolResult } from '../serverTypes';
import type { ClientTask } from './clientTask';
import type { TaskStart, TaskTracker } from './taskTracker';
import type { TaskStyle } from './taskWire';

const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Whether a tools/call result announces a task (its shape is the tracker's to check). */
function announcesTask(style: TaskStyle, result: unknown): boolean {
  if (!isObject(result)) return false;
  return style === 'experimental' ? 'task' in result : result.resultType === 'task';
}

export class ClientTasks {
  /** Every task of this page's sessions, newest last. */
  readonly list = new ValueStore<readonly ClientTask[]>([]);
  private tracker: Promise<TaskTracker> | undefined;

  constructor(private readonly client: TasksHost) {}

  /** Whether the tracker has been loaded (the first task, or the first call asked to be one). */
  get loaded(): boolean {
    return this.tracker !== undefined;
  }

  /**
   * Whether a call of this tool may run as a task in the connected session: 2025-11-25 when the
   * server offers task calls and the tool's `execution.taskSupport` allows it; 2026-07-28 when this
   * client declared the tasks extension (the server then decides, per call).
   */
  canRunAsTask(tool: Readonly<Record<string, unknown>>): boolean {
    const style = this.style();
    if (style === 'experimental') {
      const status = this.client.status.get();
      const tasks = status.state === 'connected' ? status.serverCapabilities.tasks : undefined;
      const offered = (tasks as { requests?: { tools?: { call?: unknown } } } | undefined)?.requests?.tools
        ?.call;
      const support = (tool.execution as { taskSupport?: unknown } | undefined)?.taskSupport;
      return offered !== undefined && (support === 'optional' || support === 'required');
    }
    if (style === 'extension') {
      const extensions = this.client.capabilities?.extensions as Record<string, unknown> | undefined;
      return extensions?.[TASKS_EXTENSION] !== undefined;
    }
    return false;
  }

  /** Calls the tool asking for a task; a call the server answered plainly comes back as its result. */
  async callAsTask(name: string, args: Record<string, unknown>): Promise<TaskStart> {
    return (await this.load()).callAsTask(name, args);
  }

  /**
   * A plain `tools/call` the server chose to run as a task is followed to its end (taskTracker.ts);
   * undefined, without loading anything, for a reply that announces no task.
   */
  async followIfTask(
    name: string,
    reply: Reply,
    signal?: AbortSignal,
  ): Promise<Call<CallToolResult> | undefined> {
    const style = this.style();
    if (!style || !reply.outcome.ok || !announcesTask(style, reply.outcome.value)) return undefined;
    return (await this.load()).followIfTask(name, reply, signal);
  }

  /** Asks the server to cancel; the poll that follows shows what became of it. */
  async cancel(task: ClientTask): Promise<Outcome<unknown>> {
    return (await this.load()).cancel(task);
  }

  /** 2026-07-28: answers an input_required task's requests (`tasks/update`). */
  async answer(task: ClientTask, inputResponses: Record<string, unknown>): Promise<Outcome<unknown>> {
    return (await this.load()).answer(task, inputResponses);
  }

  private style(): TaskStyle | undefined {
    const revision = this.client.revision;
    return revision ? revisionProfile(revision).taskStyle : undefined;
  }

  /** Loads the tracker's code ahead (when the page is idle), so that a backend stopped later cannot stop a task. */
  preload(): Promise<void> {
    return this.load().then(
      () => undefined,
      () => undefined,
    );
  }

  private load(): Promise<TaskTracker> {
    // A failed load is forgotten, so the next use loads again (the backend may be back).
    this.tracker ??= import('./taskTracker')
      .then((module) => new module.TaskTracker(this.client, this.list))
      .catch((cause: unknown) => {
        this.tracker = undefined;
        throw cause;
      });
    return this.tracker;
  }
}
