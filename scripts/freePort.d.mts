// Types of scripts/freePort.mjs (plain ESM run by node).
export function freePort(): Promise<number>;
