// The contract every dated adapter fulfils (docs/ARCHITECTURE.md, "Revisions: one neutral core, dated adapters").
// Handlers never look at the version: they produce neutral values and throw error kinds; the adapter
// of the request's revision decides which methods exist, which codes errors get and the wire shape.
import type { ErrorKind } from '../errors';
import type {
  JsonObject,
  NeutralDiscovery,
  NeutralElicitation,
  NeutralHandshake,
  NeutralInputRequired,
  NeutralPrompt,
  NeutralPromptResult,
  NeutralResource,
  NeutralResourceContents,
  NeutralTask,
  NeutralTool,
  NeutralToolResult,
  NeutralCompletion,
  ServerIdentity,
  TaskAsk,
  TaskPlan,
} from '../neutral';
import type { Params } from '../jsonRpc';
import type { ServerMethod } from './methods';
import type * as Wire from './rev2024-11-05/wire';
import type * as Modern from './rev2026-07-28/wire';
import type { ProtocolVersion } from './versions';

export type { ProtocolVersion };

/**
 * The result of each method as the session sees it: the 2024-11-05 shapes, which every later
 * revision's results extend (each adapter declares its own in its `wire.ts`). `ping` and
 * `server/discover` are `Result` here: only 2026-07-28 has the discovery result. Extending the Record
 * makes a method of the union without its result a compile error.
 */
export interface ServerResults extends Record<ServerMethod, Wire.Result> {
  initialize: Wire.InitializeResult;
  ping: Wire.Result;
  'server/discover': Wire.Result;
  'tools/list': Wire.ListToolsResult;
  /** A plain result, `input_required` (MRTR), or a task's creation (typed by the revisions that have tasks, in their wire.ts). */
  'tools/call': Wire.CallToolResult | Modern.InputRequiredResult | Wire.Result;
  'resources/list': Wire.ListResourcesResult;
  'resources/read': Wire.ReadResourceResult | Modern.InputRequiredResult;
  'resources/templates/list': Wire.ListResourceTemplatesResult;
  'prompts/list': Wire.ListPromptsResult;
  'prompts/get': Wire.GetPromptResult | Modern.InputRequiredResult;
  'completion/complete': Wire.CompleteResult;
  'tasks/get': Wire.Result;
  'tasks/result': Wire.Result;
  'tasks/list': Wire.Result;
  'tasks/cancel': Wire.Result;
  'tasks/update': Wire.Result;
}

/**
 * How a revision lets the server ask the client for input (docs/elicitation.md): not at all, with
 * its own `elicitation/create` request while the call waits, or with an `input_required` result.
 */
export type ElicitationStyle = 'none' | 'classic' | 'mrtr';

export interface RevisionAdapter {
  readonly version: ProtocolVersion;
  /** True for 2026-07-28: no handshake, every request carries its version in `_meta`. */
  readonly stateless: boolean;
  readonly elicitation: ElicitationStyle;
  hasMethod(method: string): method is ServerMethod;
  errorCode(kind: ErrorKind): number;
  handshake(value: NeutralHandshake): ServerResults['initialize'];
  discovery(value: NeutralDiscovery): ServerResults['server/discover'];
  empty(): ServerResults['ping'];
  toolsList(tools: readonly NeutralTool[]): ServerResults['tools/list'];
  toolResult(result: NeutralToolResult): ServerResults['tools/call'];
  resourcesList(resources: readonly NeutralResource[]): ServerResults['resources/list'];
  resourceTemplatesList(): ServerResults['resources/templates/list'];
  resourceRead(contents: NeutralResourceContents): ServerResults['resources/read'];
  promptsList(prompts: readonly NeutralPrompt[]): ServerResults['prompts/list'];
  promptGet(result: NeutralPromptResult): ServerResults['prompts/get'];
  completion(value: NeutralCompletion): ServerResults['completion/complete'];
  /** The params of an `elicitation/create` request (classic) or of an MRTR input request. */
  elicitationParams(question: NeutralElicitation): JsonObject;
  /** The `input_required` answer of an MRTR revision; only reached when `elicitation` is 'mrtr'. */
  inputRequired(value: NeutralInputRequired): Modern.InputRequiredResult;

  // Tasks (docs/tasks.md). A revision without tasks lists none of the tasks/ methods, plans no
  // task and ignores a `task` parameter, so the task shapes below are reached only where they exist.
  /** Whether this `tools/call` runs as a task; throws the revision's error for an ask it refuses. */
  taskPlan(params: Params, clientCapabilities: JsonObject, ask: TaskAsk): TaskPlan;
  /** Throws when this request may not use the tasks methods (2026-07-28: the extension undeclared). */
  checkTaskAccess(clientCapabilities: JsonObject): void;
  taskCreated(task: NeutralTask): ServerResults['tools/call'];
  taskGet(task: NeutralTask): ServerResults['tasks/get'];
  /** The ended task's payload (2025-11-25 `tasks/result`); throws the task's error when it failed. */
  taskResult(task: NeutralTask): ServerResults['tasks/result'];
  taskList(tasks: readonly NeutralTask[], nextCursor: string | undefined): ServerResults['tasks/list'];
  /** The answer to `tasks/cancel`; `wasFinished` when the task had ended before the cancel came. */
  taskCancel(task: NeutralTask, wasFinished: boolean): ServerResults['tasks/cancel'];
  taskUpdated(): ServerResults['tasks/update'];
  /** The `notifications/tasks/status` line's params for a change, or undefined where none is sent. */
  taskStatusParams(task: NeutralTask): JsonObject | undefined;
}

export type { ServerIdentity };
