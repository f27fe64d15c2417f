// A Vitest reporter that prints, when the run ends, every attempt that failed (flakes a retry hid
// included: failedAttempts.ts) and then the 10 slowest test files (beside the default reporter,
// vitest.config.ts), so the next slow file is seen as it appears rather than guessed.
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { formatFailedAttempts, type FailedAttempt } from './failedAttempts.ts';
import { formatSlowest, type FileTime } from './slowestFiles.ts';

/** What `module` cost its worker: its environment, import and set-up files, then its tests and hooks. */
export function fileTime(module: TestModule): FileTime {
  const d = module.diagnostic();
  // In browser mode every file is "prepared" (its page opened) up front and then waits its turn, so
  // its prepare time is mostly the queue, not its own cost (a 0.2 s file showed 130 s of set-up).
  const prepareMs = module.project.config.browser.enabled ? 0 : d.prepareDuration;
  const setupMs = d.environmentSetupDuration + prepareMs + d.setupDuration + d.collectDuration;
  return { file: `${projectOf(module)}${module.relativeModuleId}`, ms: setupMs + d.duration, setupMs };
}

/**
 * The failed attempts of one test: Vitest keeps the error of each attempt, also when a retry then
 * passed (its diagnostic says `flaky`), so each error is one attempt, in order.
 */
export function failedAttemptsOf(test: TestCase): FailedAttempt[] {
  const result = test.result();
  if (result.state !== 'failed' && !(result.state === 'passed' && test.diagnostic()?.flaky)) return [];
  const name = `${projectOf(test.module)}${test.module.relativeModuleId} › ${test.fullName}`;
  const errors = result.errors ?? [];
  return errors.map((error, retry) => ({
    test: name,
    retry,
    passedLater: result.state === 'passed',
    message: [error.message, error.diff].filter(Boolean).join('\n') || result.state,
  }));
}

function projectOf(module: TestModule): string {
  return module.project.name ? `[${module.project.name}] ` : '';
}

export class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    const attempts = modules.flatMap((module) => [...module.children.allTests()].flatMap(failedAttemptsOf));
    const failures = formatFailedAttempts(attempts);
    if (failures) process.stdout.write(`\n${failures}\n`);
    const summary = formatSlowest('Slowest test files', modules.map(fileTime));
    if (summary) process.stdout.write(`\n${summary}\n`);
  }
}
