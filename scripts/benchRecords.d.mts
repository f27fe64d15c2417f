// Types of scripts/benchRecords.mjs, for its test (the scripts are plain ESM run by node).
export interface Figure {
  bench: string;
  figure: string;
  value: number | string;
  unit: string;
  goal?: string;
  met?: boolean;
}
export interface BenchRun {
  name: string;
  status: number | null;
  seconds: number;
}
export interface RunInfo {
  date: string;
  machine: string;
  loadBefore: string;
  loadAfter: string;
  command: string;
  runs?: BenchRun[];
}
export function benchScripts(scripts: Record<string, string>): string[];
export function parseRecords(text: string): { figures: Figure[]; run: RunInfo | undefined };
export function smokeFailure(status: number | null, figures: readonly Figure[]): string | undefined;
