// MCP 2024-11-05: the first dated revision; every later legacy adapter extends this one.
import { internalError, ProtocolError, type ErrorKind } from '../../errors';
import type { Params } from '../../jsonRpc';
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
} from '../../neutral';
import { META_COMPLETION_TRACE } from '../../completion/completionTrace';
import type { ElicitationStyle, ProtocolVersion, RevisionAdapter } from '../adapter';
import type { InputRequiredResult } from '../rev2026-07-28/wire';
import { SERVER_METHODS, TASK_METHODS, type ServerMethod } from '../methods';
import { ERROR_CODES } from '../errorCodes';
import { withoutSchemaKeyword } from '../schemaKeywords';
import type * as Wire from './wire';

/** Every server method but `server/discover`, which came with 2026-07-28, and the tasks methods. */
export const LEGACY_METHODS: readonly ServerMethod[] = SERVER_METHODS.filter(
  (m) => m !== 'server/discover' && !TASK_METHODS.includes(m),
);

export class Rev20241105 implements RevisionAdapter {
  readonly version: ProtocolVersion = '2024-11-05';
  readonly stateless: boolean = false;
  /** Elicitation came with 2025-06-18. */
  readonly elicitation: ElicitationStyle = 'none';
  protected readonly methods: ReadonlySet<string> = new Set(LEGACY_METHODS);

  hasMethod(method: string): method is ServerMethod {
    return this.methods.has(method);
  }

  errorCode(kind: ErrorKind): number {
    return ERROR_CODES[kind];
  }

  handshake(value: NeutralHandshake): Wire.InitializeResult {
    return {
      protocolVersion: value.protocolVersion,
      capabilities: this.capabilities(),
      serverInfo: this.implementation(value.server),
      instructions: value.instructions,
    };
  }

  /** Only 2026-07-28 has `server/discover`; `hasMethod` keeps it from being reached here. */
  discovery(_value: NeutralDiscovery): Wire.Result {
    return {};
  }

  empty(): Wire.Result {
    return {};
  }

  protected capabilities(): Wire.ServerCapabilities {
    return { tools: {}, resources: {}, prompts: {} };
  }

  protected implementation(server: ServerIdentity): Wire.Implementation {
    return { name: server.name, version: server.version };
  }

  toolsList(tools: readonly NeutralTool[]): Wire.ListToolsResult {
    return { tools: tools.map((tool) => this.tool(tool)) };
  }

  protected tool(tool: NeutralTool): Wire.Tool {
    return {
      name: tool.name,
      description: tool.description,
      inputSchema: withoutSchemaKeyword(tool.inputSchema),
    };
  }

  toolResult(result: NeutralToolResult): Wire.CallToolResult {
    return result.isError
      ? { content: [{ type: 'text', text: result.message }], isError: true }
      : { content: [{ type: 'text', text: result.text }], isError: false };
  }

  resourcesList(resources: readonly NeutralResource[]): Wire.ListResourcesResult {
    return { resources: resources.map((resource) => this.resource(resource)) };
  }

  protected resource(resource: NeutralResource): Wire.Resource {
    return {
      uri: resource.uri,
      name: resource.name,
      description: resource.description,
      mimeType: resource.mimeType,
    };
  }

  resourceTemplatesList(): Wire.ListResourceTemplatesResult {
    return { resourceTemplates: [] };
  }

  resourceRead(contents: NeutralResourceContents): Wire.ReadResourceResult {
    return { contents: [{ uri: contents.uri, mimeType: contents.mimeType, text: contents.text }] };
  }

  promptsList(prompts: readonly NeutralPrompt[]): Wire.ListPromptsResult {
    return { prompts: prompts.map((prompt) => this.prompt(prompt)) };
  }

  protected prompt(prompt: NeutralPrompt): Wire.Prompt {
    return {
      name: prompt.name,
      description: prompt.description,
      arguments: prompt.arguments.map((arg) => ({ ...arg })),
    };
  }

  promptGet(result: NeutralPromptResult): Wire.GetPromptResult {
    return {
      description: result.description,
      messages: result.messages.map((message) => ({ role: message.role, content: { ...message.content } })),
    };
  }

  /** The trace goes in `_meta` under a `groovymcp/` key, which every revision allows (docs/completion.md). */
  completion({ completion: value, trace }: NeutralCompletion): Wire.CompleteResult {
    const completion: Wire.CompleteResult['completion'] = { values: [...value.values] };
    if (value.total !== undefined) completion.total = value.total;
    if (value.hasMore !== undefined) completion.hasMore = value.hasMore;
    return { completion, _meta: { [META_COMPLETION_TRACE]: trace } };
  }

  // No tasks before 2025-11-25: `task` is ignored (docs/revisions.md §4 rule 19, a receiver that
  // did not declare support), and `hasMethod` keeps the tasks methods from being reached.
  taskPlan(_params: Params, _clientCapabilities: JsonObject, _ask: TaskAsk): TaskPlan {
    return undefined;
  }

  checkTaskAccess(_clientCapabilities: JsonObject): void {
    throw new ProtocolError('unknownMethod');
  }

  taskCreated(_task: NeutralTask): Wire.Result {
    throw new ProtocolError('unknownMethod');
  }

  taskGet(_task: NeutralTask): Wire.Result {
    throw new ProtocolError('unknownMethod');
  }

  taskResult(_task: NeutralTask): Wire.Result {
    throw new ProtocolError('unknownMethod');
  }

  taskList(_tasks: readonly NeutralTask[], _nextCursor: string | undefined): Wire.Result {
    throw new ProtocolError('unknownMethod');
  }

  taskCancel(_task: NeutralTask, _wasFinished: boolean): Wire.Result {
    throw new ProtocolError('unknownMethod');
  }

  taskUpdated(): Wire.Result {
    throw new ProtocolError('unknownMethod');
  }

  taskStatusParams(_task: NeutralTask): JsonObject | undefined {
    return undefined;
  }

  elicitationParams(question: NeutralElicitation): JsonObject {
    return { message: question.message, requestedSchema: question.requestedSchema };
  }

  /** Only an 'mrtr' revision answers `input_required`; the session never asks this one for it. */
  inputRequired(_value: NeutralInputRequired): InputRequiredResult {
    throw internalError();
  }
}
