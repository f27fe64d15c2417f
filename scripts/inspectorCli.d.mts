// Types of scripts/inspectorCli.mjs, for its test (the scripts are plain ESM run by node).
export const INSPECTOR_CHECK: string;
export const BROKEN_CLASS: string;
export function expectedToolNames(root: string): string[];
export function toolsListProblems(stdout: string, expected: readonly string[]): string[];
export function diagnosticsProblems(stdout: string): string[];
export function inspectorProblems(options: {
  node: string;
  launcher: string;
  url: string;
  root: string;
}): string[];
