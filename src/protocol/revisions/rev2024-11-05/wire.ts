// The results the 2024-11-05 adapter emits, typed as that revision's schema names them
// (src/client/schemas/2024-11-05.json): only the members this server writes. Every later revision
// extends these, so they are also what the session sees of any revision's result.
import type { CompletionTrace, META_COMPLETION_TRACE } from '../../completion/completionTrace';
import type { JsonObject } from '../../neutral';

/**
 * `Result` (and `EmptyResult`): any object (later revisions add `resultType`, `_meta`). `object`
 * rather than JsonObject, since an interface is not assignable to an index signature.
 */
export type Result = object;

export interface Implementation {
  name: string;
  version: string;
}

/** Empty objects: this server declares the features without sub-capabilities. */
export interface ServerCapabilities {
  tools: Record<string, never>;
  resources: Record<string, never>;
  prompts: Record<string, never>;
}

export interface InitializeResult {
  protocolVersion: string;
  capabilities: ServerCapabilities;
  serverInfo: Implementation;
  instructions: string;
}

export interface Tool {
  name: string;
  description: string;
  inputSchema: JsonObject;
}

export interface ListToolsResult {
  tools: Tool[];
}

export interface TextContent {
  type: 'text';
  text: string;
}

export interface CallToolResult {
  content: TextContent[];
  isError: boolean;
}

export interface Resource {
  uri: string;
  name: string;
  description: string;
  mimeType: string;
}

export interface ListResourcesResult {
  resources: Resource[];
}

/** This server has no resource templates. */
export interface ListResourceTemplatesResult {
  resourceTemplates: never[];
}

export interface TextResourceContents {
  uri: string;
  mimeType: string;
  text: string;
}

export interface ReadResourceResult {
  contents: TextResourceContents[];
}

export interface PromptArgument {
  name: string;
  description: string;
  required: boolean;
}

export interface Prompt {
  name: string;
  description: string;
  arguments: PromptArgument[];
}

export interface ListPromptsResult {
  prompts: Prompt[];
}

export interface EmbeddedResource {
  type: 'resource';
  resource: TextResourceContents;
}

export interface PromptMessage {
  role: 'user' | 'assistant';
  content: TextContent | EmbeddedResource;
}

export interface GetPromptResult {
  description: string;
  messages: PromptMessage[];
}

export interface CompleteResult {
  completion: { values: string[]; total?: number; hasMore?: boolean };
  /** What normalization did (docs/completion.md, "The trace in `_meta`"). */
  _meta: { [META_COMPLETION_TRACE]: CompletionTrace };
}
