// The one place that wraps workers with Comlink (DESIGN.md, "Data flow": components never call
// Comlink.wrap). Two workers: the session worker (the MCP server) and the schema lint worker.
import { proxy, releaseProxy, wrap, type Remote } from 'comlink';
import { McpClient, type LineTransport } from './mcpClient';
import type { LintWorkerApi } from './schemaLint.worker';
import type { LintBackend } from './trafficLint';

/**
 * The session worker's API as the client sees it. It mirrors SessionWorkerApi of
 * src/worker/bridgeContract.ts (the client layer may not import the worker layer; the composition
 * root, src/main.tsx, checks that the two stay assignable).
 */
export interface SessionEndpointApi {
  start(options: { engineUrl: string; token: string }, onLine: (line: string) => void): Promise<void>;
  send(line: string): Promise<void>;
  reset(): Promise<void>;
}

export interface EngineAccess {
  engineUrl: string;
  token: string;
}

/** The single Comlink.wrap of the app. */
function remote<T>(worker: Worker): Remote<T> {
  return wrap<T>(worker);
}

/** A LineTransport over the session worker. */
export function sessionTransport(worker: Worker, access: EngineAccess): LineTransport {
  const api = remote<SessionEndpointApi>(worker);
  return {
    open: (onLine) => api.start(access, proxy(onLine)),
    send: (line) => api.send(line),
    reset: () => api.reset(),
  };
}

export interface LintService extends LintBackend {
  clientMethods(revision: string): Promise<string[]>;
  validateValue: LintWorkerApi['validateValue'] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
  dispose(): void;
}

/** The schema lint worker's API for the client and the UI (off the UI thread). */
export function lintService(worker: Worker): LintService {
  const api = remote<LintWorkerApi>(worker);
  return {
    lintMessages: (items) => api.lintMessages(items),
    clientMethods: (revision) => api.clientMethods(revision),
    validateValue: (schema, value) => api.validateValue(schema, value),
    dispose: () => {
      api[releaseProxy]();
      worker.terminate();
    },
  };
}

/** Starts the lint worker (a client-internal worker, bundled by Vite from this `new URL`). */
export function startLintWorker(): Worker {
  return new Worker(new URL('./schemaLint.worker.ts', import.meta.url), {
    type: 'module',
    name: 'schema-lint',
  });
}

export interface PlaygroundClient {
  readonly client: McpClient;
  readonly lint: LintService;
}

/** The client over the session worker, with the schema lint in its own worker. */
export function createPlaygroundClient(sessionWorker: Worker, access: EngineAccess): PlaygroundClient {
  const lint = lintService(startLintWorker());
  return { client: new McpClient({ transport: sessionTransport(sessionWorker, access), lint }), lint };
}
