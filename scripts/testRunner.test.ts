// `npm test`'s runner (scripts/test.mjs): each step's lines prefixed with its name, its exit code,
// time and failed-attempts summary kept, a command that cannot start reported as a failure; the
// plan runs the Playwright specs alone, after lint, types and Vitest, and the quick plan has no JVM
// or browser step.
import { describe, expect, it } from 'vitest';
import { failedAttemptsAgain, PLANS, runStep, summary } from './test.mjs';

const node = (code: string) => [process.execPath, '-e', code];

describe('runStep', () => {
  it('prefixes every line of both streams with the step name and keeps the exit code', async () => {
    const lines: string[] = [];
    const result = await runStep(
      { name: 'demo', command: node('console.log("one\\ntwo"); console.error("three"); process.exit(3)') },
      6,
      (line: string) => lines.push(line),
    );
    expect(result).toMatchObject({ name: 'demo', code: 3 });
    expect(lines.sort()).toEqual(['demo   │ one', 'demo   │ three', 'demo   │ two']);
  });

  it("keeps the step's failed-attempts summary, to print again after the results", async () => {
    const printed = [
      'some output',
      '',
      'Failed attempts (1):',
      '  engine/test/x.test.ts › a test  (attempt 1, flaky: passed when retried)',
      '      expected 1 to be 2',
      '',
      'Slowest test files (of 1 files, 1.0 s in all):',
    ];
    const result = await runStep(
      { name: 'vitest', command: node(`console.log(${JSON.stringify(printed.join('\n'))})`) },
      6,
      () => {},
    );
    expect(result.failedAttempts).toEqual(printed.slice(2, 5));
    expect(failedAttemptsAgain([result, { name: 'lint', code: 0, seconds: 1, failedAttempts: [] }])).toEqual([
      '',
      'vitest: Failed attempts (1):',
      '  engine/test/x.test.ts › a test  (attempt 1, flaky: passed when retried)',
      '      expected 1 to be 2',
    ]);
  });

  it('reports a command that cannot start as a failure, with why', async () => {
    const lines: string[] = [];
    const result = await runStep({ name: 'gone', command: ['/nonexistent/tool'] }, 4, (line: string) =>
      lines.push(line),
    );
    expect(result.code).toBe(1);
    expect(lines.join('\n')).toContain('could not start');
  });
});

describe('the plans', () => {
  it('runs the Playwright specs alone, after the rest', () => {
    const names = PLANS.full.map((phase) => phase.map((step) => step.name));
    expect(names).toEqual([['lint', 'typecheck', 'vitest'], ['e2e']]);
  });

  it('keeps the quick plan to lint, types and the unit project', () => {
    expect(PLANS.quick.flat().map((step) => step.command.join(' '))).toEqual([
      'npm run --silent lint',
      'npm run --silent typecheck',
      'npx vitest run --project unit --maxWorkers 3',
    ]);
  });

  it('summarises each step with its verdict and seconds', () => {
    expect(
      summary([
        { name: 'lint', code: 0, seconds: 12.4 },
        { name: 'e2e', code: 1, seconds: 300 },
      ]),
    ).toEqual(['passed    12 s  lint', 'FAILED (exit 1)   300 s  e2e']);
  });
});
