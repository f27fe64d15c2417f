// Whether the session worker can reach the engine (docs/playground.md, "Session bar"): what the worker
// reports to the page on its health port, beside the MCP wire. The states add to the backend's
// EngineHealth what only the worker can see: a backend that does not answer, or one that refuses
// the page's token even after reading it again.
import type { EngineSandbox } from './engine';

export const ENGINE_REACHABILITY_STATES = [
  'checking',
  'starting',
  'ready',
  'restarting',
  'unreachable',
  'unauthorized',
] as const;
export type EngineReachabilityState = (typeof ENGINE_REACHABILITY_STATES)[number];

export interface EngineFailure {
  /** When the engine request failed, in milliseconds since the epoch (the worker's clock). */
  at: number;
  /** What the failure was, in words (the worker's, shown next to the `-32603` it caused). */
  words: string;
}

export interface EngineReachability {
  state: EngineReachabilityState;
  /** As the backend's GET /api/health last said; null while unknown. */
  sandbox: EngineSandbox | null;
  groovyVersion: string | null;
  /** Why the state is not `ready`, in words. */
  detail?: string;
  /** The newest engine request that failed for want of a reachable, ready engine. */
  lastFailure?: EngineFailure;
}
