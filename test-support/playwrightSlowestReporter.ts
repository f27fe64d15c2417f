// A Playwright reporter that prints, when the run ends, every attempt that failed (flakes a retry
// hid included: failedAttempts.ts) and then the 10 slowest spec files (beside the line or list
// reporter, playwright.config.ts): a file's time is the sum of its tests' (fixtures, hooks and
// retries included), what it cost the workers.
import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { formatFailedAttempts, type FailedAttempt } from './failedAttempts.ts';
import { formatSlowest } from './slowestFiles.ts';

export default class SlowestSpecsReporter implements Reporter {
  private readonly perFile = new Map<string, number>();
  private readonly failed: { test: TestCase; file: string; result: TestResult }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    this.perFile.set(file, (this.perFile.get(file) ?? 0) + result.duration);
    if (result.status === 'failed' || result.status === 'timedOut') this.failed.push({ test, file, result });
  }

  onEnd(): void {
    const attempts: FailedAttempt[] = this.failed.map(({ test, file, result }) => ({
      test: `${file}:${test.location.line}:${test.location.column} › ${test.title}`,
      retry: result.retry,
      passedLater: test.outcome() === 'flaky',
      message: result.errors.map((error) => error.message ?? error.value ?? '').join('\n') || result.status,
    }));
    const failures = formatFailedAttempts(attempts);
    if (failures) process.stdout.write(`\n${failures}\n`);
    const times = [...this.perFile].map(([file, ms]) => ({ file, ms }));
    const summary = formatSlowest('Slowest spec files', times);
    if (summary) process.stdout.write(`\n${summary}\n`);
  }
}
