// The one place that wraps workers with Comlink (docs/ARCHITECTURE.md, "Data flow": components never call
// Comlink.wrap). Two workers: the session worker (the MCP server) and the schema lint worker.
import { releaseProxy, transfer, wrap, type Remote } from 'comlink';
import type { SessionWorkerApi, SessionWorkerOptions } from '../contracts';
import { McpClient, type LineTransport } from './mcpClient';
import { EngineHealthStore } from './engineHealth';
import type { LintWorkerApi } from './lint/schemaLint.worker';
import type { LintBackend } from './lint/trafficLint';
import { ServerSwitch } from './servers/serverSwitch';

/** Where the session worker reaches the engine: the backend's endpoint and the page's token. */
export type EngineAccess = SessionWorkerOptions;

/** The single Comlink.wrap of the app. */
function remote<T>(worker: Worker): Remote<T> {
  return wrap<T>(worker);
}

/** A line was to be sent before the session worker was started (a bug in the caller). */
export class TransportNotOpenError extends Error {
  override readonly name = 'TransportNotOpenError';
  readonly kind = 'notOpen';
  constructor() {
    super('the session worker has not been started');
  }
}

/** The session worker's script failed to load or threw while starting. */
export class WorkerLoadError extends Error {
  override readonly name = 'WorkerLoadError';
  readonly kind = 'workerLoad';
  constructor(detail: string) {
    super(`the session worker failed: ${detail || 'its script did not load'}`);
  }
}

/**
 * A LineTransport over the session worker: Comlink for start and reset, and a MessageChannel of
 * its own for the lines, bare strings both ways (the round trip the traffic view times). With `health`,
 * a second channel carries the engine's reachability from the worker (never the MCP wire).
 */
export function sessionTransport(
  worker: Worker,
  access: EngineAccess,
  health?: EngineHealthStore,
): LineTransport {
  const api = remote<SessionWorkerApi>(worker);
  let lines: MessagePort | undefined;
  return {
    open: async (onLine) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent<string>) => onLine(event.data);
      // A worker whose script fails to load or run never answers: its error event says why.
      const failed = new Promise<never>((_resolve, reject) =>
        worker.addEventListener('error', (event) => reject(new WorkerLoadError(event.message)), {
          once: true,
        }),
      );
      const reports = health ? new MessageChannel() : undefined;
      if (reports) health?.attach(reports.port1);
      const healthPort = reports ? transfer(reports.port2, [reports.port2]) : undefined;
      await Promise.race([
        api.startOnPort(access, transfer(channel.port2, [channel.port2]), healthPort),
        failed,
      ]);
      lines = channel.port1;
    },
    send: async (line) => {
      if (!lines) throw new TransportNotOpenError();
      lines.postMessage(line);
    },
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

/**
 * The schema lint worker's API for the client and the UI (off the UI thread). The worker starts on
 * first use, so it does not compete with the page and the session worker while they boot.
 */
export function lintService(start: () => Worker): LintService {
  let worker: Worker | undefined;
  let api: Remote<LintWorkerApi> | undefined;
  const remoteApi = () => {
    if (!api) {
      worker = start();
      api = remote<LintWorkerApi>(worker);
    }
    return api;
  };
  return {
    lintMessages: (items) => remoteApi().lintMessages(items),
    clientMethods: (revision) => remoteApi().clientMethods(revision),
    validateValue: (schema, value) => remoteApi().validateValue(schema, value),
    dispose: () => {
      api?.[releaseProxy]();
      worker?.terminate();
    },
  };
}

/** Starts the lint worker (a client-internal worker, bundled by Vite from this `new URL`). */
export function startLintWorker(): Worker {
  return new Worker(new URL('./lint/schemaLint.worker.ts', import.meta.url), {
    type: 'module',
    name: 'schema-lint',
  });
}

export interface PlaygroundClient {
  readonly client: McpClient;
  readonly lint: LintService;
  /** The engine's reachability as the session worker reports it. */
  readonly engineHealth: EngineHealthStore;
  /** Which server the client talks to: the worker, or a configured one (docs/any-server.md). */
  readonly servers: ServerSwitch;
}

/** The client over the session worker (or a server chosen later), with the schema lint in its own worker. */
export function createPlaygroundClient(sessionWorker: Worker, access: EngineAccess): PlaygroundClient {
  const lint = lintService(startLintWorker);
  const engineHealth = new EngineHealthStore();
  // The API lives beside api/engine: api/servers, api/bridge/<name>, api/mcp/<name>.
  const baseUrl = new URL('../', access.engineUrl).href;
  const servers = new ServerSwitch(sessionTransport(sessionWorker, access, engineHealth), {
    baseUrl,
    token: access.token,
  });
  return { client: new McpClient({ transport: servers, lint }), lint, engineHealth, servers };
}
