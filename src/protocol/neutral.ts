// Revision-neutral values: what handlers produce. Each revision adapter maps them to its wire shape.
import type { ErrorKind } from './errors';

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
  taskSupport: TaskSupport;
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

/** Whether a tool may run as a task (docs/tasks.md, "Which calls become tasks"). */
export type TaskSupport = 'optional' | 'forbidden';

export type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

/** A JSON-RPC error a failed task carries: an error kind the adapter maps to its code. */
export interface NeutralTaskError {
  kind: ErrorKind;
  message: string;
  data?: unknown;
}

/**
 * A task as the wire may show it (docs/tasks.md, "The task snapshot"): never its origin. Times are
 * ISO 8601; `ttl` absent means unlimited. At most one payload, the one its status allows.
 */
export interface NeutralTask {
  taskId: string;
  status: TaskStatus;
  statusMessage?: string;
  createdAt: string;
  lastUpdatedAt: string;
  ttl?: number;
  pollInterval: number;
  inputRequests?: Readonly<Record<string, JsonObject>>;
  result?: NeutralToolResult;
  error?: NeutralTaskError;
}

/** What a `tools/call` asked of tasks, read by the revision's adapter (docs/tasks.md, "Which calls become tasks"). */
export interface TaskAsk {
  /** The tool's task support (forbidden for an unknown tool). */
  taskSupport: TaskSupport;
  /** Characters of the source when known before resolving it (`text`, an open buffer's `uri`). */
  sourceChars: number;
}

/** The adapter's decision: run as a task (with the client's requested ttl, if any), or not. */
export type TaskPlan = { ttl?: number } | undefined;

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
