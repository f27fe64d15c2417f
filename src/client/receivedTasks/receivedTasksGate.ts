// What McpClient needs before the first task-augmented request (docs/any-server.md, "Task-augmented
// requests"): a cheap look at whether a server request may concern tasks at all, and the list the
// Tasks panel shows. The store and its routing (receivedTasks.ts, taskRouting.ts) load with the
// first such request, so a session with a server that never sends one never fetches them.
import type { ClientCore } from '../connection/clientCore';
import type { ServerRequestAnswer } from '../connection/serverRequests';
import { ValueStore } from '../observable';
import type { ReceivedTasks } from './receivedTasks';
import type * as Routing from './taskRouting';
import type { ReceivedTask, ReceivedTaskWire } from './receivedTaskTypes';

export interface ReceivedTasksGateOptions {
  notify(task: ReceivedTaskWire): void;
}

/** How the store answered: at once, and (a new task) what to start once that answer is sent. */
export interface Routed {
  readonly answer: ServerRequestAnswer;
  readonly begin?: () => void;
}

type Store = { store: ReceivedTasks } & typeof Routing;

export class ReceivedTasksGate {
  /** Every task this client ran for a server on this page, newest last. */
  readonly list = new ValueStore<readonly ReceivedTask[]>([]);
  private loading: Promise<Store> | undefined;

  constructor(private readonly options: ReceivedTasksGateOptions) {}

  /**
   * Answers a server request that is the store's: a task-augmented request this client declared
   * it runs (the CreateTaskResult, `begin` starting `work`, the dialog), or a declared task method;
   * undefined for any other, to be answered as usual.
   */
  async route(
    method: string,
    id: string | number,
    params: unknown,
    declared: Record<string, unknown> | undefined,
    work: (signal?: AbortSignal) => Promise<ServerRequestAnswer>,
    requestSeq?: number,
  ): Promise<Routed | undefined> {
    const task = typeof params === 'object' && params !== null && 'task' in params;
    if (!task && !method.startsWith('tasks/')) return undefined;
    const { store, runsAsTask, answersTaskMethod } = await this.load();
    if (runsAsTask(method, params, declared)) {
      const created = store.start(method, id, (params as { task: unknown }).task, work, requestSeq);
      return { answer: { result: { task: { ...created.task } } }, begin: created.begin };
    }
    if (answersTaskMethod(method, declared)) return { answer: await store.answer(method, params) };
    return undefined;
  }

  /** The Tasks panel's Cancel: the task ends cancelled and the server is told. */
  async cancel(taskId: string): Promise<ServerRequestAnswer> {
    return (await this.load()).store.cancel(taskId, 'Cancelled by the person');
  }

  async sessionEnded(): Promise<void> {
    if (this.loading) (await this.loading).store.sessionEnded();
  }

  private load(): Promise<Store> {
    this.loading ??= Promise.all([import('./receivedTasks'), import('./taskRouting')]).then(
      ([{ ReceivedTasks }, routing]) => ({
        ...routing,
        store: new ReceivedTasks({ list: this.list, notify: (task) => this.options.notify(task) }),
      }),
    );
    // A chunk that failed to load may load on the next try (a redeploy, a network blip).
    this.loading.catch(() => (this.loading = undefined));
    return this.loading;
  }
}

/**
 * The received tasks as a feature of the client core: a middleware answers a task-augmented
 * request at once with its task, whose work (the handlers: the dialog) goes on after that answer
 * is sent, and the declared task methods from the store; a session's end ends its tasks.
 */
export function installReceivedTasks(
  host: Pick<ClientCore, 'notify' | 'capabilities' | 'useServerRequestMiddleware' | 'onSessionEnd'>,
): ReceivedTasksGate {
  const gate = new ReceivedTasksGate({
    notify: (task) => void host.notify('notifications/tasks/status', { ...task }),
  });
  host.useServerRequestMiddleware(async ({ method, id, params, ref }, handle) => {
    const routed = await gate.route(method, id, params, host.capabilities, handle, ref);
    return routed && { answer: routed.answer, after: routed.begin };
  });
  host.onSessionEnd(() => gate.sessionEnded());
  return gate;
}
