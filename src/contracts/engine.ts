// The engine contract (docs/engine-protocol.md): what the session machine sends the Groovy engine,
// what comes back, the error kinds, and the engine state the backend reports. One home for every
// runtime: the session machine (browser and Node), the worker's HTTP client, the backend's route and
// supervisor, the engine tests and benches. Types and constants only.

import { ENGINE_TOOL_OPS, type EngineToolOp } from './tools';

/** The tool ops plus `info` (the compiler's facts) and `ping`. */
export type EngineOp = EngineToolOp | 'info' | 'ping';
/** Every op the engine answers outside its `--dev-ops` (engine/test/opTable.test.ts holds Java to it). */
export const ENGINE_OPS: readonly EngineOp[] = [...ENGINE_TOOL_OPS, 'info', 'ping'];

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
 * docs/engine-protocol.md, "Response". `busy`: the supervisor's queue is full and the request was
 * not sent (try again); the backend answers it 503 with Retry-After, the session as a tool error.
 */
export const ENGINE_ERROR_KINDS = ['invalid', 'timeout', 'tooLarge', 'busy', 'internal'] as const;
export type EngineErrorKind = (typeof ENGINE_ERROR_KINDS)[number];

/** The tool error text of a `busy` answer, whatever layer produced it. */
export const ENGINE_BUSY_MESSAGE = 'engine busy, try again';

export interface EngineError {
  kind: EngineErrorKind;
  message: string;
}

/** Exactly one of `result` (the tool's structuredContent) or `error`. */
export type EngineResponse =
  { result: unknown; error?: undefined } | { error: EngineError; result?: undefined };

/** Whether the engine's least-privilege layer is in force (engine/README.md, "Compile, never run"). */
export type EngineSandbox = 'enforced' | 'unavailable';

/** The `info` result: facts read from the compiler (and the sandbox) when the engine starts. */
export interface EngineInfo {
  groovyVersion: string;
  keywords: string[];
  defaultImports: { packages: string[]; classes: string[] };
  sandbox?: EngineSandbox;
  sandboxLayers?: Record<string, boolean>;
}

export interface EngineClient {
  /**
   * Sends one request. Never rejects for engine-level failures: a dead process, a broken link or
   * an HTTP failure resolves to `{error: {kind: 'internal', ...}}`, so callers have one error path.
   */
  request(req: EngineRequest, options?: EngineRequestOptions): Promise<EngineResponse>;
}

export interface EngineRequestOptions {
  /**
   * Aborted when no one waits for the answer any more (the MCP request was cancelled,
   * docs/server.md §3): a client that can drop the request does, and resolves `internal`.
   */
  signal?: AbortSignal;
}

/** The supervised engine's state: starting, ready, or being replaced after a crash or a stuck compile. */
export type EngineHealth = 'starting' | 'ready' | 'restarting';

/** The body of `GET /api/health` (docs/engine-protocol.md, "HTTP (backend)"). */
export interface EngineHealthReport {
  engine: EngineHealth;
  groovyVersion: string | null;
  /** Null until the engine is ready. */
  sandbox: EngineSandbox | null;
  /** Why an engine that cannot start at all (no Java, not built) stays `starting`. */
  problem?: string;
}
