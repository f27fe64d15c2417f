// Types of scripts/hosted-sim.mjs, for the bench, the e2e spec and its test (the script is plain
// ESM run by node).
export interface HostedSimOptions {
  /** Hosted replicas behind HAProxy; 3 unless said. */
  replicas?: number;
  /** HAProxy's port on 127.0.0.1; 0 (the default) picks a free one. */
  frontPort?: number;
  /** Added to every replica's environment (quota settings, say). */
  env?: Record<string, string>;
  /** Every line the replicas and HAProxy print, prefixed with their name. */
  log?: (line: string) => void;
}

export interface HostedSim {
  /** HAProxy's front, e.g. `http://127.0.0.1:40123/`. */
  readonly url: string;
  readonly replicaUrls: readonly string[];
  pids(): { replicas: number[]; haproxy: number };
  states(): Promise<Record<string, string>>;
  killReplica(index: number): Promise<void>;
  restartReplica(index: number): Promise<void>;
  untilState(index: number, state: 'UP' | 'DOWN'): Promise<void>;
  stop(): Promise<void>;
}

export { findHaproxy } from './haproxyConfig.mjs';
export function startHostedSim(options?: HostedSimOptions): Promise<HostedSim>;
