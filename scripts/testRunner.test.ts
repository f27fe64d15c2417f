// `npm test`'s runner (scripts/test.mjs): each step's lines prefixed with its name, its exit code,
// time and failed-attempts summary kept, a command that cannot start reported as a failure; a step
// starts once those it comes after have ended; the plan starts the Playwright specs after lint,
// types and the component files, and the quick plan has no JVM or browser step.
import { describe, expect, it } from 'vitest';
import { failedAttemptsAgain, PLANS, runPlan, runStep, summary, type Step } from './test.mjs';

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

describe('runPlan', () => {
  /** Runs `plan` with steps that end when the test says; records when each starts and ends. */
  function scripted(plan: Step[]) {
    const events: string[] = [];
    const finish = new Map<string, () => void>();
    const done = runPlan(plan, (step) => {
      events.push(`start ${step.name}`);
      return new Promise<string>((resolve) =>
        finish.set(step.name, () => {
          events.push(`end ${step.name}`);
          resolve(step.name);
        }),
      );
    });
    const end = async (name: string) => {
      finish.get(name)!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { events, end, done };
  }
  const step = (name: string, after?: string[]): Step => ({ name, command: ['true'], after });

  it('starts the steps that wait for nothing at once, and each other once all it comes after have ended', async () => {
    const run = scripted([step('a'), step('b'), step('c'), step('d', ['a', 'c'])]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(run.events).toEqual(['start a', 'start b', 'start c']);
    await run.end('a');
    expect(run.events).not.toContain('start d');
    await run.end('c');
    expect(run.events).toEqual(['start a', 'start b', 'start c', 'end a', 'end c', 'start d']);
    await run.end('d');
    await run.end('b');
    expect(await run.done).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses a step that comes after one not earlier in the plan', () => {
    expect(() => runPlan([step('e2e', ['vitest']), step('vitest')], async () => 0)).toThrow(
      'e2e comes after vitest, not earlier in the plan',
    );
  });
});

describe('the plans', () => {
  it('starts the Playwright specs after lint, types and the component files, beside the rest of Vitest', () => {
    expect(PLANS.full.map((s) => [s.name, s.after ?? []])).toEqual([
      ['lint', []],
      ['typecheck', []],
      ['vitest', []],
      ['components', []],
      ['e2e', ['lint', 'typecheck', 'components']],
    ]);
    // Between them, the two Vitest steps run every project once.
    const projects = PLANS.full.flatMap((s) =>
      s.command.flatMap((word, i) => (s.command[i - 1] === '--project' ? [word] : [])),
    );
    expect(projects.sort()).toEqual(['components', 'engine', 'unit']);
  });

  it('keeps the quick plan to lint, types and the unit project', () => {
    expect(PLANS.quick.map((step) => step.command.join(' '))).toEqual([
      'npm run --silent lint',
      'npm run --silent typecheck',
      'npx vitest run --project unit --maxWorkers 3',
    ]);
  });

  it('summarises each step with its verdict and seconds', () => {
    expect(
      summary([
        { name: 'lint', code: 0, seconds: 12.4, startedAt: 0.1 },
        { name: 'e2e', code: 1, seconds: 300, startedAt: 95.6 },
      ]),
    ).toEqual(['passed    12 s  lint', 'FAILED (exit 1)   300 s  e2e, from 96 s']);
  });
});
