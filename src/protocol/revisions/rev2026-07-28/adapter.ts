// MCP 2026-07-28: no handshake (`server/discover`), no `ping`; every result carries `resultType`;
// lists and `resources/read` carry the caching hints `ttlMs` and `cacheScope`; server identity
// travels in result `_meta` (docs/revisions.md §1). A call that needs input answers
// `input_required` (MRTR, docs/elicitation.md). Tasks are the extension
// `io.modelcontextprotocol/tasks` (docs/tasks.md, docs/revisions.md §3.4 and §4 rule 20).
import { isPlainObject } from '../../../contracts';
import { ProtocolError } from '../../errors';
import type { Params } from '../../jsonRpc';
import type {
  JsonObject,
  NeutralDiscovery,
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
} from '../../neutral';
import { META_PREFER_TASK, META_SERVER_INFO, TASKS_EXTENSION } from '../../metaKeys';
import type { ElicitationStyle, ProtocolVersion } from '../adapter';
import { SERVER_METHODS, type ServerMethod } from '../methods';
import { Rev20251125 } from '../rev2025-11-25/adapter';
import type * as Wire from './wire';

/** No handshake and no ping in this revision, and the tasks extension has no tasks/result or tasks/list. */
const MODERN_METHODS: readonly ServerMethod[] = SERVER_METHODS.filter(
  (m) => m !== 'initialize' && m !== 'ping' && m !== 'tasks/result' && m !== 'tasks/list',
);

/** A source over 64 Ki characters runs as a task when the request allows it (docs/tasks.md). */
export const TASK_SOURCE_CHARS = 64 * 1024;

const declaresTasks = (capabilities: JsonObject): boolean => {
  const extensions = capabilities.extensions;
  return isPlainObject(extensions) && isPlainObject(extensions[TASKS_EXTENSION]);
};

/** The server's lists and resources are fixed for the life of the process. */
const CACHE_HINTS: Wire.CacheHints = { ttlMs: 3_600_000, cacheScope: 'public' };

export class Rev20260728 extends Rev20251125 {
  override readonly version: ProtocolVersion = '2026-07-28';
  override readonly stateless: boolean = true;
  /** The server never sends requests of its own here: it answers `input_required` (MRTR). */
  override readonly elicitation: ElicitationStyle = 'mrtr';
  protected override readonly methods: ReadonlySet<string> = new Set(MODERN_METHODS);
  private readonly serverMeta: Pick<Wire.Complete, '_meta'>;

  /** `serverInfo` SHOULD be on every response's `_meta` (ResultMetaObject). */
  constructor(server: ServerIdentity) {
    super();
    this.serverMeta = { _meta: { [META_SERVER_INFO]: this.implementation(server) } };
  }

  private meta(): Pick<Wire.Complete, '_meta'> {
    return this.serverMeta;
  }

  private complete<T extends object>(result: T): T & Wire.Complete {
    return { resultType: 'complete', ...result, ...this.meta() };
  }

  private cacheable<T extends object>(result: T): T & Wire.Cacheable {
    return this.complete({ ...result, ...CACHE_HINTS });
  }

  // No `handshake` of its own: this revision has no `initialize`, and the registry negotiates only
  // legacy versions, so the inherited one is never reached.

  protected override capabilities(): Wire.ServerCapabilities {
    const { tasks: _experimental, ...rest } = super.capabilities();
    return { ...rest, extensions: { [TASKS_EXTENSION]: {} } };
  }

  /** No `execution` in this revision: the server decides which calls become tasks. */
  protected override tool(tool: NeutralTool): Wire.Tool {
    const { execution: _execution, ...rest } = super.tool(tool);
    return rest;
  }

  override discovery(value: NeutralDiscovery): Wire.DiscoverResult {
    return this.cacheable({
      supportedVersions: [...value.supportedVersions],
      capabilities: this.capabilities(),
      instructions: value.instructions,
    });
  }

  override empty(): Wire.EmptyResult {
    return this.complete({});
  }

  override toolsList(tools: readonly NeutralTool[]): Wire.ListToolsResult {
    return this.cacheable(super.toolsList(tools));
  }

  override toolResult(result: NeutralToolResult): Wire.CallToolResult {
    return this.complete(super.toolResult(result));
  }

  override resourcesList(resources: readonly NeutralResource[]): Wire.ListResourcesResult {
    return this.cacheable(super.resourcesList(resources));
  }

  override resourceTemplatesList(): Wire.ListResourceTemplatesResult {
    return this.cacheable(super.resourceTemplatesList());
  }

  override resourceRead(contents: NeutralResourceContents): Wire.ReadResourceResult {
    return this.cacheable(super.resourceRead(contents));
  }

  override promptsList(prompts: readonly NeutralPrompt[]): Wire.ListPromptsResult {
    return this.cacheable(super.promptsList(prompts));
  }

  override promptGet(result: NeutralPromptResult): Wire.GetPromptResult {
    return this.complete(super.promptGet(result));
  }

  /** Both keys in one `_meta`: the server's identity and the normalization trace. */
  override completion(value: NeutralCompletion): Wire.CompleteResult {
    const result = super.completion(value);
    return { ...this.complete(result), _meta: { ...result._meta, ...this.meta()._meta } };
  }

  /** Only a request that declared the extension gets a task (docs/revisions.md §4 rule 20). */
  override taskPlan(params: Params, clientCapabilities: JsonObject, ask: TaskAsk): TaskPlan {
    if (ask.taskSupport !== 'optional' || !declaresTasks(clientCapabilities)) return undefined;
    const meta = params._meta;
    const preferred = isPlainObject(meta) && meta[META_PREFER_TASK] === true;
    return preferred || ask.sourceChars > TASK_SOURCE_CHARS ? {} : undefined;
  }

  override checkTaskAccess(clientCapabilities: JsonObject): void {
    if (declaresTasks(clientCapabilities)) return;
    throw new ProtocolError(
      'missingCapability',
      `Missing required client capability: extensions["${TASKS_EXTENSION}"]`,
      {
        requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } },
      },
    );
  }

  /** Flat, with `ttlMs` and `pollIntervalMs` (docs/revisions.md §3.4); `isError` stays `completed`. */
  private wireTaskFields(task: NeutralTask): Wire.TaskFields {
    return {
      taskId: task.taskId,
      status: task.status,
      ...(task.statusMessage !== undefined ? { statusMessage: task.statusMessage } : {}),
      createdAt: task.createdAt,
      lastUpdatedAt: task.lastUpdatedAt,
      ...(task.ttl !== undefined ? { ttlMs: task.ttl } : {}),
      pollIntervalMs: task.pollInterval,
    };
  }

  override taskCreated(task: NeutralTask): Wire.CreateTaskResult {
    return { resultType: 'task', ...this.wireTaskFields(task), ...this.meta() };
  }

  override taskGet(task: NeutralTask): Wire.GetTaskResult {
    const payload: Wire.TaskPayload = {};
    // The result is a CallToolResult of this revision, which MUST carry `resultType` (without the
    // server's `_meta`, which the envelope already has): docs/revisions.md §3.4.
    if (task.status === 'completed' && task.result)
      payload.result = { resultType: 'complete', ...super.toolResult(task.result) };
    if (task.status === 'failed' && task.error) {
      const { kind, message, data } = task.error;
      payload.error = { code: this.errorCode(kind), message, ...(data !== undefined ? { data } : {}) };
    }
    if (task.status === 'input_required' && task.inputRequests)
      payload.inputRequests = { ...task.inputRequests };
    return this.complete({ ...this.wireTaskFields(task), ...payload });
  }

  /** Records the intent; a task that already ended stays as it was (docs/tasks.md, "Methods"). */
  override taskCancel(_task: NeutralTask, _wasFinished: boolean): Wire.EmptyResult {
    return this.complete({});
  }

  override taskUpdated(): Wire.EmptyResult {
    return this.complete({});
  }

  /** The extension defines no status notification the core schema knows: the client polls. */
  override taskStatusParams(_task: NeutralTask): JsonObject | undefined {
    return undefined;
  }

  override inputRequired(value: NeutralInputRequired): Wire.InputRequiredResult {
    const inputRequests: Record<string, Wire.InputRequest> = {};
    for (const question of value.questions) {
      inputRequests[question.key] = {
        method: 'elicitation/create',
        params: this.elicitationParams(question),
      };
    }
    return { resultType: 'input_required', inputRequests, requestState: value.requestState, ...this.meta() };
  }
}
