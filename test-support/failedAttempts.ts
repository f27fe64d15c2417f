// The "failed attempts" summary the Playwright and Vitest reporters print at the end of a run, before
// the slowest files: each attempt that failed, with the first lines of its error, including those
// that passed when retried (CI retries a failed spec or test once: playwright.config.ts,
// vitest.config.ts). CI keeps only the tail of a run's output, and the reporters print an error where
// it happened, far above that tail; so a failure, or a flake a retry hid, is told again where it is
// read (and `npm test` repeats each step's summary after its results: scripts/test.mjs).
import { stripVTControlCharacters } from 'node:util';

export interface FailedAttempt {
  /** The spec or test file (and line), relative to the repository, and the test's title. */
  test: string;
  /** 0 for the first run of the test, 1 for its retry. */
  retry: number;
  /** Whether a later attempt of the same test passed (a flake), as far as the run went. */
  passedLater: boolean;
  /** The error's message, as the runner printed it (colours stripped here). */
  message: string;
}

/** How many lines of each error are kept: the assertion, its expected and received values. */
export const ERROR_LINES = 8;

/** The summary's lines, or '' when no attempt failed. */
export function formatFailedAttempts(attempts: readonly FailedAttempt[]): string {
  if (attempts.length === 0) return '';
  const lines = [`Failed attempts (${attempts.length}):`];
  for (const attempt of attempts) {
    const verdict = attempt.passedLater ? 'flaky: passed when retried' : 'failed';
    lines.push(`  ${attempt.test}  (attempt ${attempt.retry + 1}, ${verdict})`);
    const message = stripVTControlCharacters(attempt.message)
      .split('\n')
      .filter((line) => line.trim() !== '');
    for (const line of message.slice(0, ERROR_LINES)) lines.push(`      ${line.trimEnd()}`);
  }
  return lines.join('\n');
}
