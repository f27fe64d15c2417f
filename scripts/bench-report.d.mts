// Types of scripts/bench-report.mjs, for its test (the scripts are plain ESM run by node).
import type { Figure, RunInfo } from './benchRecords.mjs';
export const START: string;
export const END: string;
export function formatValue(value: number | string, unit: string): string;
export function renderSection(run: RunInfo, figures: readonly Figure[]): string;
export function replaceSection(readme: string, section: string): string;
