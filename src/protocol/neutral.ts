// Revision-neutral values: what handlers produce. Each revision adapter maps them to its wire shape.

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

/**
 * The restricted flat schema of an elicitation form (docs/elicitation.md, "Classic"): top-level
 * string, number, integer, boolean and enum properties only.
 */
export interface RequestedSchema {
  type: 'object';
  properties: Record<string, JsonObject>;
  required?: string[];
}

/** One question the server asks the person behind the client (docs/elicitation.md). */
export interface NeutralElicitation {
  /** The key of the question in an MRTR round (`inputRequests`); also names the answer field. */
  key: string;
  message: string;
  requestedSchema: RequestedSchema;
}

/** A 2026-07-28 call that needs input before it can complete (docs/elicitation.md, "MRTR"). */
export interface NeutralInputRequired {
  questions: readonly NeutralElicitation[];
  requestState: string;
}
