// Revision-neutral values: what handlers produce. Each revision adapter maps them to its wire shape.

import type { CompletionTrace } from './completion/completionTrace';

export type JsonObject = Record<string, unknown>;

export interface ServerIdentity {
  name: string;
  title: string;
  version: string;
  description: string;
}

export interface NeutralTool {
  name: string;
  title: string;
  description: string;
  /** JSON Schema 2020-12 documents, `$schema` included; adapters drop what their revision lacks. */
  inputSchema: JsonObject;
  outputSchema: JsonObject;
  readOnly: boolean;
}

export type NeutralToolResult =
  { isError: false; structured: JsonObject; text: string } | { isError: true; message: string };

export interface NeutralResource {
  uri: string;
  name: string;
  title: string;
  description: string;
  mimeType: string;
}

export interface NeutralResourceContents {
  uri: string;
  mimeType: string;
  text: string;
}

export interface NeutralPromptArgument {
  name: string;
  description: string;
  required: boolean;
}

export interface NeutralPrompt {
  name: string;
  title: string;
  description: string;
  arguments: readonly NeutralPromptArgument[];
}

export type NeutralPromptContent =
  { type: 'text'; text: string } | { type: 'resource'; resource: NeutralResourceContents };

export interface NeutralPromptResult {
  description: string;
  messages: readonly { role: 'user' | 'assistant'; content: NeutralPromptContent }[];
}

/** The output of `normalizeCompletion` (docs/completion.md); the only thing adapters map. */
export interface NormalizedCompletion {
  readonly values: readonly string[];
  readonly total?: number;
  readonly hasMore?: boolean;
}

/** A completion answer and the trace of its normalization, which every revision carries in `_meta`. */
export interface NeutralCompletion {
  readonly completion: NormalizedCompletion;
  readonly trace: CompletionTrace;
}

export interface NeutralHandshake {
  protocolVersion: string;
  server: ServerIdentity;
  instructions: string;
}

export interface NeutralDiscovery {
  supportedVersions: readonly string[];
  server: ServerIdentity;
  instructions: string;
}
