// The engine's reachability as the session worker reports it (docs/playground.md, "Session bar"), and
// the worker's words for a call that failed while the engine was out.
import { useSyncExternalStore } from 'react';
import type { Call } from '../client';
import type { EngineReachability } from '../contracts';
import { usePlayground } from './playground';

/** JSON-RPC's Internal error: what the server answers when the engine behind a call failed. */
const INTERNAL_ERROR = -32603;

export function useEngineHealth(): EngineReachability {
  const { engineHealth } = usePlayground();
  return useSyncExternalStore(engineHealth.subscribe, engineHealth.get);
}

/**
 * What the worker said broke while `call` was pending, if it failed with `-32603`: the engine
 * unreachable, restarting or refusing the token. Undefined for any other failure. Re-read when a
 * report arrives, since the report and the answer travel on two ports and either may come first.
 */
export function useEngineCause(call: Call<unknown>): string | undefined {
  const { client, engineHealth } = usePlayground();
  useEngineHealth();
  const { outcome, requestSeq } = call;
  if (outcome.ok || outcome.error.kind !== 'rpc' || outcome.error.code !== INTERNAL_ERROR) return undefined;
  if (requestSeq === undefined) return undefined;
  const now = performance.timeOrigin + performance.now();
  return engineHealth.failureOfRequest(client.traffic.getSnapshot(), requestSeq, now);
}
