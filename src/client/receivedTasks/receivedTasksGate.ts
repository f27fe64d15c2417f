// What McpClient needs before the first task-augmented request (docs/any-server.md, "Task-augmented
// requests"): whether a server request is one this client runs as a task, and the list the Tasks
// panel shows. The store itself (receivedTasks.ts) loads with the first task or poll, so a session
// that gets none never fetches it.
import { isPlainObject } from '../../contracts/isPlainObject';
import { ValueStore } from '../observable';
import type { ServerRequestAnswer } from '../serverRequests/serverRequests';
import type { ReceivedTasks } from './receivedTasks';
import type { ReceivedTask, ReceivedTaskWire } from './receivedTaskTypes';

type Declared = Record<string, unknown> | undefined;

const objectAt = (value: unknown, ...path: string[]): Record<string, unknown> | undefined => {
  let at: unknown = value;
  for (const key of path) at = isPlainObject(at) ? at[key] : undefined;
  return isPlainObject(at) ? at : undefined;
};

/** The capability paths (2025-11-25 `ClientCapabilities.tasks.requests`) of each request a task may run. */
const TASK_REQUESTS: Readonly<Record<string, readonly [string, string, string]>> = {
  'sampling/createMessage': ['sampling', 'sampling', 'createMessage'],
  'elicitation/create': ['elicitation', 'elicitation', 'create'],
};

/** Which capability each task method needs: list and cancel their own, get and result any tasks. */
const METHOD_NEEDS: Readonly<Record<string, string | undefined>> = {
  'tasks/get': undefined,
  'tasks/result': undefined,
  'tasks/list': 'list',
  'tasks/cancel': 'cancel',
};

export interface ReceivedTasksGateOptions {
  notify(task: ReceivedTaskWire): void;
}

export class ReceivedTasksGate {
  /** Every task this client ran for a server on this page, newest last. */
  readonly list = new ValueStore<readonly ReceivedTask[]>([]);
  private store: Promise<ReceivedTasks> | undefined;

  constructor(private readonly options: ReceivedTasksGateOptions) {}

  /**
   * Whether a server request asks to run as a task this client declared it runs: a request with
   * `task` for a kind not declared is answered as a plain request (spec: "Task-augmented requests").
   */
  takes(method: string, params: unknown, declared: Declared): boolean {
    const path = TASK_REQUESTS[method];
    if (!path || !isPlainObject(params) || !isPlainObject(params.task)) return false;
    const [feature, kind, request] = path;
    return (
      objectAt(declared, feature) !== undefined &&
      objectAt(declared, 'tasks', 'requests', kind, request) !== undefined
    );
  }

  /** Whether a server request is a task method this client declared it answers. */
  answers(method: string, declared: Declared): boolean {
    if (!(method in METHOD_NEEDS)) return false;
    const needs = METHOD_NEEDS[method];
    const tasks = objectAt(declared, 'tasks');
    return needs === undefined
      ? objectAt(tasks, 'requests') !== undefined
      : objectAt(tasks, needs) !== undefined;
  }

  /** Creates the task: the CreateTaskResult to answer the request with, and `begin` to start `work` after it. */
  async start(
    method: string,
    requestId: string | number,
    params: Record<string, unknown>,
    work: () => Promise<ServerRequestAnswer>,
  ): Promise<{ answer: ServerRequestAnswer; begin: () => void }> {
    const { task, begin } = (await this.load()).start(method, requestId, params.task, work);
    return { answer: { result: { task: { ...task } } }, begin };
  }

  async answer(method: string, params: unknown): Promise<ServerRequestAnswer> {
    return (await this.load()).answer(method, params);
  }

  /** The Tasks panel's Cancel: the task ends cancelled and the server is told. */
  async cancel(taskId: string): Promise<ServerRequestAnswer> {
    return (await this.load()).cancel(taskId, 'Cancelled by the person');
  }

  async sessionEnded(): Promise<void> {
    if (this.store) (await this.store).sessionEnded();
  }

  private load(): Promise<ReceivedTasks> {
    this.store ??= import('./receivedTasks').then(
      ({ ReceivedTasks }) =>
        new ReceivedTasks({ list: this.list, notify: (task) => this.options.notify(task) }),
    );
    // A chunk that failed to load may load on the next try (a redeploy, a network blip).
    this.store.catch(() => (this.store = undefined));
    return this.store;
  }
}
