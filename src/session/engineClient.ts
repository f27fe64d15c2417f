// The one interface through which the session machine reaches the Groovy engine
// (docs/engine-protocol.md). Two implementations: direct JSON lines to the JVM process
// (backend/, Node) and HTTP POST /api/engine (src/worker/, browser).

/** The thirteen tools of docs/server.md §6 minus `close` (buffers belong to the session), plus `info` and `ping`. */
export const ENGINE_TOOL_OPS = [
  'diagnostics',
  'describe',
  'definition',
  'implementations',
  'references',
  'symbols',
  'complete',
  'signatures',
  'tokens',
  'format',
  'organize-imports',
  'rename',
] as const;
export type EngineToolOp = (typeof ENGINE_TOOL_OPS)[number];
export type EngineOp = EngineToolOp | 'info' | 'ping';

export interface EngineBuffer {
  uri: string;
  text: string;
}

/** One engine request; the JSON-lines link adds an `id`, the HTTP body has none. */
export interface EngineRequest {
  op: EngineOp;
  /** The buffer the position refers to (absent for `info` and `ping`). */
  uri?: string;
  text?: string;
  /** Other open buffers compiled in the same unit (cross-buffer navigation and rename). */
  related?: EngineBuffer[];
  /** The tool's arguments other than the source selector. */
  args?: Record<string, unknown>;
}

/**
 * `busy`: the supervisor's queue is full and the request was not sent (try again); the backend
 * answers it 503 with Retry-After, the session as a tool error.
 */
export type EngineErrorKind = 'invalid' | 'timeout' | 'tooLarge' | 'busy' | 'internal';

/** The tool error text of a `busy` answer, whatever layer produced it. */
export const ENGINE_BUSY_MESSAGE = 'engine busy, try again';

export interface EngineError {
  kind: EngineErrorKind;
  message: string;
}

/** Exactly one of `result` (the tool's structuredContent) or `error`. */
export type EngineResponse =
  { result: unknown; error?: undefined } | { error: EngineError; result?: undefined };

export interface EngineInfo {
  groovyVersion: string;
  keywords: string[];
  defaultImports: { packages: string[]; classes: string[] };
}

export interface EngineClient {
  /**
   * Sends one request. Never rejects for engine-level failures: a dead process, a broken link or
   * an HTTP failure resolves to `{error: {kind: 'internal', ...}}`, so callers have one error path.
   */
  request(req: EngineRequest): Promise<EngineResponse>;
}
