// Types of scripts/test.mjs, for its test (the scripts are plain ESM run by node).
export interface Step {
  name: string;
  command: string[];
  /** The steps (earlier in the plan) that must end before this one starts. */
  after?: string[];
}
export interface StepResult {
  name: string;
  code: number;
  seconds: number;
  /** The "Failed attempts" block the step printed, its lines in order; empty when none. */
  failedAttempts?: string[];
  /** Seconds from the start of the run to the step's start (it waited for the steps it comes after). */
  startedAt?: number;
}
export const PLANS: { full: Step[]; quick: Step[] };
export function runPlan<R>(plan: readonly Step[], run: (step: Step) => Promise<R>): Promise<R[]>;
export function runStep(step: Step, width: number, write?: (line: string) => void): Promise<StepResult>;
export function summary(results: readonly StepResult[]): string[];
export function failedAttemptsAgain(results: readonly StepResult[]): string[];
