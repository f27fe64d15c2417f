// Types of scripts/test.mjs, for its test (the scripts are plain ESM run by node).
export interface Step {
  name: string;
  command: string[];
}
export interface StepResult {
  name: string;
  code: number;
  seconds: number;
  /** The "Failed attempts" block the step printed, its lines in order; empty when none. */
  failedAttempts?: string[];
}
export const PLANS: { full: Step[][]; quick: Step[][] };
export function runStep(step: Step, width: number, write?: (line: string) => void): Promise<StepResult>;
export function summary(results: readonly StepResult[]): string[];
export function failedAttemptsAgain(results: readonly StepResult[]): string[];
