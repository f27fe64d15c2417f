// A Playwright reporter that prints the 10 slowest spec files when the run ends (beside the list
// reporter, playwright.config.ts): a file's time is the sum of its tests' (fixtures, hooks and
// retries included), what it cost the workers.
import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { formatSlowest } from './slowestFiles.ts';

export default class SlowestSpecsReporter implements Reporter {
  private readonly perFile = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    this.perFile.set(file, (this.perFile.get(file) ?? 0) + result.duration);
  }

  onEnd(): void {
    const times = [...this.perFile].map(([file, ms]) => ({ file, ms }));
    const summary = formatSlowest('Slowest spec files', times);
    if (summary) process.stdout.write(`\n${summary}\n`);
  }
}
