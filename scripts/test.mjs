// `npm test` and `npm run test:quick` (CONTRIBUTING.md, "Set up and check"): the checks side by side
// where that is safe, rather than one after another. Lint and the type check need a core for about
// a minute each; Vitest's files mostly wait on JVMs, child processes and timers, so the three share
// the machine well. (One Vitest process per project, five steps at once, was tried: on two cores
// the engine's one-second time limits and the SDK clients' 30 s calls then failed, and the run took
// 889 s.) The Playwright specs run after, alone: they measure what a person sees within time
// limits, and a machine loaded by the JVM canaries made them flaky. Each step's lines are printed as
// they come, prefixed with its name; every step runs even when an earlier one failed (CI shows
// everything at once); the run fails when any step fails and ends with each step's time.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const npm = (...args) => ['npm', 'run', '--silent', ...args];

/** Phases run one after another; the steps of a phase run together. */
export const PLANS = {
  full: [
    [
      { name: 'lint', command: npm('lint') },
      { name: 'typecheck', command: npm('typecheck') },
      { name: 'vitest', command: npm('test:unit') },
    ],
    [{ name: 'e2e', command: npm('test:e2e') }],
  ],
  quick: [
    [
      { name: 'lint', command: npm('lint') },
      { name: 'typecheck', command: npm('typecheck') },
      // Three files at a time: alone after lint and the type check, two left the cores idle while
      // their files waited on child processes (measured here: the plan 146 s with two, 130 and
      // 138 s with three).
      { name: 'unit', command: ['npx', 'vitest', 'run', '--project', 'unit', '--maxWorkers', '3'] },
    ],
  ],
};

/**
 * Runs `step`, its output prefixed line by line; resolves with its exit code, seconds and the
 * "Failed attempts" summary its reporter printed, if any (test-support/failedAttempts.ts).
 */
export function runStep(step, width, write = (line) => process.stdout.write(line + '\n')) {
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  const failedAttempts = failedAttemptsCollector();
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `${step.name.padEnd(width)} │ `;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        if (stream === child.stdout) failedAttempts.see(line);
        write(prefix + line);
      });
    }
    const result = (code) => ({
      name: step.name,
      code,
      seconds: seconds(),
      failedAttempts: failedAttempts.lines,
    });
    child.on('error', (error) => {
      write(prefix + `could not start: ${error.message}`);
      resolve(result(1));
    });
    child.on('close', (code, signal) => resolve(result(code ?? (signal ? 1 : 0))));
  });
}

/** Keeps the lines of a "Failed attempts (N):" block, up to the blank line that ends it. */
function failedAttemptsCollector() {
  const lines = [];
  let inBlock = false;
  return {
    lines,
    see(line) {
      if (/^Failed attempts \(\d+\):$/.test(line)) inBlock = true;
      else if (line.trim() === '') inBlock = false;
      if (inBlock) lines.push(line);
    },
  };
}

/** Each step's failed attempts again, after the results: where CI's kept tail of the output is. */
export function failedAttemptsAgain(results) {
  return results
    .filter((r) => r.failedAttempts?.length > 0)
    .flatMap((r) => ['', `${r.name}: ${r.failedAttempts[0]}`, ...r.failedAttempts.slice(1)]);
}

/** One line per step: its verdict and how long it took. */
export function summary(results) {
  return results.map(
    (r) =>
      `${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`}  ${r.seconds.toFixed(0).padStart(4)} s  ${r.name}`,
  );
}

async function main(plan) {
  const started = Date.now();
  const width = Math.max(...plan.flat().map((step) => step.name.length));
  const results = [];
  for (const phase of plan) results.push(...(await Promise.all(phase.map((step) => runStep(step, width)))));
  console.log('\nResults:');
  for (const line of summary(results)) console.log('  ' + line);
  console.log(`  in all ${((Date.now() - started) / 1000).toFixed(0)} s`);
  for (const line of failedAttemptsAgain(results)) console.log(line);
  process.exit(results.every((r) => r.code === 0) ? 0 : 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main(process.argv.includes('--quick') ? PLANS.quick : PLANS.full);
}
