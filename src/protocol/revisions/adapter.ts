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
  NeutralTool,
  NeutralToolResult,
  NormalizedCompletion,
  ServerIdentity,
} from '../neutral';
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
  'tools/call': Wire.CallToolResult | Modern.InputRequiredResult;
  'resources/list': Wire.ListResourcesResult;
  'resources/read': Wire.ReadResourceResult | Modern.InputRequiredResult;
  'resources/templates/list': Wire.ListResourceTemplatesResult;
  'prompts/list': Wire.ListPromptsResult;
  'prompts/get': Wire.GetPromptResult | Modern.InputRequiredResult;
  'completion/complete': Wire.CompleteResult;
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
  completion(value: NormalizedCompletion): ServerResults['completion/complete'];
  /** The params of an `elicitation/create` request (classic) or of an MRTR input request. */
  elicitationParams(question: NeutralElicitation): JsonObject;
  /** The `input_required` answer of an MRTR revision; only reached when `elicitation` is 'mrtr'. */
  inputRequired(value: NeutralInputRequired): Modern.InputRequiredResult;
}

export type { ServerIdentity };
