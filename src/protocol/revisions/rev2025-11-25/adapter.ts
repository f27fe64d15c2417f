// MCP 2025-11-25: tool schemas may declare `$schema` (2020-12 is the default dialect);
// `Implementation` gains `description`; elicitation requests name their `mode`; experimental tasks
// (docs/tasks.md, docs/revisions.md §3.4 and §4 rule 19): the client asks with `task`, tools say
// `execution.taskSupport`.
import { isPlainObject } from '../../../contracts';
import { ProtocolError } from '../../errors';
import type { Params } from '../../jsonRpc';
import { META_RELATED_TASK } from '../../metaKeys';
import type {
  JsonObject,
  NeutralElicitation,
  NeutralTask,
  NeutralTool,
  ServerIdentity,
  TaskAsk,
  TaskPlan,
} from '../../neutral';
import type { ProtocolVersion } from '../adapter';
import { LEGACY_METHODS } from '../rev2024-11-05/adapter';
import type * as Base from '../rev2024-11-05/wire';
import type * as Prev from '../rev2025-06-18/wire';
import { Rev20250618 } from '../rev2025-06-18/adapter';
import type * as Wire from './wire';

/** The legacy methods and the experimental tasks methods; `tasks/update` is 2026-07-28's. */
const METHODS_WITH_TASKS = [...LEGACY_METHODS, 'tasks/get', 'tasks/result', 'tasks/list', 'tasks/cancel'];

export class Rev20251125 extends Rev20250618 {
  override readonly version: ProtocolVersion = '2025-11-25';
  protected override readonly methods: ReadonlySet<string> = new Set(METHODS_WITH_TASKS);

  protected override implementation(server: ServerIdentity): Wire.Implementation {
    return { ...super.implementation(server), description: server.description };
  }

  protected override capabilities(): Wire.ServerCapabilities {
    return { ...super.capabilities(), tasks: { list: {}, cancel: {}, requests: { tools: { call: {} } } } };
  }

  protected override tool(tool: NeutralTool): Prev.Tool & { execution?: Wire.ToolExecution } {
    return {
      ...super.tool(tool),
      inputSchema: tool.inputSchema,
      execution: { taskSupport: tool.taskSupport },
    };
  }

  protected override outputSchema(tool: NeutralTool): JsonObject {
    return tool.outputSchema;
  }

  /** The client asks; a tool that cannot run as a task is -32601 (docs/revisions.md §4 rule 19). */
  override taskPlan(params: Params, _clientCapabilities: JsonObject, ask: TaskAsk): TaskPlan {
    const { task } = params;
    if (task === undefined) return undefined;
    if (!isPlainObject(task))
      throw new ProtocolError('invalidParams', 'Invalid params: task must be an object');
    if (ask.taskSupport !== 'optional')
      throw new ProtocolError('unknownMethod', 'Method not found: this tool does not run as a task');
    const { ttl } = task;
    if (ttl === undefined) return {};
    if (typeof ttl !== 'number' || !Number.isSafeInteger(ttl) || ttl <= 0) {
      throw new ProtocolError('invalidParams', 'Invalid params: task.ttl must be a positive whole number');
    }
    return { ttl };
  }

  override checkTaskAccess(_clientCapabilities: JsonObject): void {}

  /** A tool result with `isError: true` is `failed` on this wire only (docs/tasks.md, "The task snapshot"). */
  protected wireTask(task: NeutralTask): Wire.Task {
    const toolError = task.status === 'completed' && task.result?.isError === true;
    return {
      taskId: task.taskId,
      status: toolError ? 'failed' : task.status,
      ...(task.statusMessage !== undefined ? { statusMessage: task.statusMessage } : {}),
      createdAt: task.createdAt,
      lastUpdatedAt: task.lastUpdatedAt,
      ttl: task.ttl ?? null,
      pollInterval: task.pollInterval,
    };
  }

  // The task results are typed `Base.Result` so that 2026-07-28 can give its own shapes; each
  // value here `satisfies` this revision's type.
  override taskCreated(task: NeutralTask): Base.Result {
    return { task: this.wireTask(task) } satisfies Wire.CreateTaskResult;
  }

  override taskGet(task: NeutralTask): Base.Result {
    return this.wireTask(task) satisfies Wire.GetTaskResult;
  }

  override taskResult(task: NeutralTask): Base.Result {
    if (task.status === 'completed' && task.result) {
      const related = { [META_RELATED_TASK]: { taskId: task.taskId } };
      return { ...this.toolResult(task.result), _meta: related } satisfies Wire.TaskPayloadResult;
    }
    if (task.status === 'failed' && task.error) {
      throw new ProtocolError(task.error.kind, task.error.message, task.error.data);
    }
    // Only an ended task is asked for its payload; what is left is a cancelled one.
    throw new ProtocolError('invalidParams', 'Invalid params: the task was cancelled');
  }

  override taskList(tasks: readonly NeutralTask[], nextCursor: string | undefined): Base.Result {
    const page = { tasks: tasks.map((task) => this.wireTask(task)) };
    return (nextCursor === undefined ? page : { ...page, nextCursor }) satisfies Wire.ListTasksResult;
  }

  /** Cancelling a finished task is -32602 here (docs/revisions.md §4 rule 19). */
  override taskCancel(task: NeutralTask, wasFinished: boolean): Base.Result {
    if (wasFinished) throw new ProtocolError('invalidParams', 'Invalid params: the task has already ended');
    return this.wireTask(task) satisfies Wire.CancelTaskResult;
  }

  override taskStatusParams(task: NeutralTask): JsonObject | undefined {
    return { ...this.wireTask(task) };
  }

  /** Form mode is named from this revision on (URL mode came with it). */
  override elicitationParams(question: NeutralElicitation): JsonObject {
    return { mode: 'form', ...super.elicitationParams(question) };
  }
}
