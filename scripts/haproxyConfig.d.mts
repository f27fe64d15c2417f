// Types of scripts/haproxyConfig.mjs, for scripts/hosted-sim.d.mts and its test (the script is plain
// ESM run by node).
export function findHaproxy(env?: NodeJS.ProcessEnv): string | undefined;
export function haproxyConfig(options: {
  frontPort: number;
  replicaPorts: readonly number[];
  statsSocket: string;
}): string;
export function checkHaproxyConfig(haproxy: string, file: string): { ok: boolean; output: string };
export function replicaStates(csv: string): Record<string, string>;
