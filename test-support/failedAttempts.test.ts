import { describe, expect, it } from 'vitest';
import { ERROR_LINES, formatFailedAttempts } from './failedAttempts';

describe('the failed attempts summary', () => {
  it('says nothing when no attempt failed', () => {
    expect(formatFailedAttempts([])).toBe('');
  });

  it('tells each failed attempt, flake or failure, with the first lines of its error, colours stripped', () => {
    const long = Array.from({ length: ERROR_LINES + 3 }, (_, i) => `line ${i}`).join('\n');
    const text = formatFailedAttempts([
      {
        test: 'e2e/a.spec.ts:4:1 › one',
        retry: 0,
        passedLater: true,
        message: '\u001b[31mError: expect(received).toBe(expected)\u001b[39m\n\nExpected: 401\nReceived: 200',
      },
      { test: 'e2e/b.spec.ts:9:1 › two', retry: 1, passedLater: false, message: long },
    ]);
    expect(text.split('\n')).toEqual([
      'Failed attempts (2):',
      '  e2e/a.spec.ts:4:1 › one  (attempt 1, flaky: passed when retried)',
      '      Error: expect(received).toBe(expected)',
      '      Expected: 401',
      '      Received: 200',
      '  e2e/b.spec.ts:9:1 › two  (attempt 2, failed)',
      ...Array.from({ length: ERROR_LINES }, (_, i) => `      line ${i}`),
    ]);
  });
});
