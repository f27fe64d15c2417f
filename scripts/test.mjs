// `npm test` and `npm run test:quick` (CONTRIBUTING.md, "Set up and check"): the checks side by side
// where that is safe, rather than one after another, so that the two cores stay busy. Each step's
// lines are printed as they come, prefixed with its name; every step runs even when an earlier one
// failed (CI shows everything at once); the run fails when any step fails and ends with each step's
// time.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const npm = (...args) => ['npm', 'run', '--silent', ...args];
const vitest = (...args) => ['npx', 'vitest', 'run', ...args];

/** Each step starts once the steps named in its `after` have ended (passed or not); the others at once. */
export const PLANS = {
  full: [
    { name: 'lint', command: npm('lint') },
    { name: 'typecheck', command: npm('typecheck') },
    // The Node and JVM files, and beside them the component files in a browser of their own: Vitest
    // runs its browser project as a group after the others when one process runs them all, and the
    // Node files leave the cores idle while they wait on server polls and timers (the component
    // files then ran alone for ~65 s at the end of the group). The Node and JVM files share one
    // process's two workers: a process each, with five steps at once, failed the engine's
    // one-second time limits and the SDK clients' 30 s calls on two cores (and took 889 s).
    { name: 'vitest', command: vitest('--project', 'unit', '--project', 'engine') },
    { name: 'components', command: vitest('--project', 'components') },
    // The Playwright specs once the browser files, lint and types are done, beside the rest of the
    // Node and JVM files: they measure what a person sees within time limits, so not while the
    // machine also runs a second browser and two linters. Vitest runs the engine's JVM files first
    // (test-support/engineFilesFirst.ts), so the specs meet the Node files. Measured here, `CI=true
    // npm test` on clean clones: Playwright after all of Vitest, 431 s; beside its tail, 356, 365
    // and 383 s, the cores busy throughout (691–751 CPU-s).
    { name: 'e2e', command: npm('test:e2e'), after: ['lint', 'typecheck', 'components'] },
  ],
  quick: [
    { name: 'lint', command: npm('lint') },
    { name: 'typecheck', command: npm('typecheck') },
    // Three files at a time: alone after lint and the type check, two left the cores idle while
    // their files waited on child processes (measured here: the plan 146 s with two, 130 and
    // 138 s with three).
    { name: 'unit', command: vitest('--project', 'unit', '--maxWorkers', '3') },
  ],
};

/**
 * Runs the plan's steps, each as soon as the steps it comes after have ended (those must come
 * before it in the plan); resolves with their results in the plan's order.
 */
export function runPlan(plan, run) {
  const ending = new Map();
  for (const step of plan) {
    const before = (step.after ?? []).map((name) => {
      if (!ending.has(name)) throw new TypeError(`${step.name} comes after ${name}, not earlier in the plan`);
      return ending.get(name);
    });
    ending.set(
      step.name,
      Promise.all(before).then(() => run(step)),
    );
  }
  return Promise.all(ending.values());
}

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

/** One line per step: its verdict, how long it took and, if it waited for others, when it started. */
export function summary(results) {
  return results.map(
    (r) =>
      `${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`}  ${r.seconds.toFixed(0).padStart(4)} s  ${r.name}` +
      (r.startedAt >= 1 ? `, from ${r.startedAt.toFixed(0)} s` : ''),
  );
}

async function main(plan) {
  const started = Date.now();
  const width = Math.max(...plan.map((step) => step.name.length));
  const results = await runPlan(plan, async (step) => {
    const startedAt = (Date.now() - started) / 1000;
    return { ...(await runStep(step, width)), startedAt };
  });
  console.log('\nResults:');
  for (const line of summary(results)) console.log('  ' + line);
  console.log(`  in all ${((Date.now() - started) / 1000).toFixed(0)} s`);
  for (const line of failedAttemptsAgain(results)) console.log(line);
  process.exit(results.every((r) => r.code === 0) ? 0 : 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main(process.argv.includes('--quick') ? PLANS.quick : PLANS.full);
}
