// Smoke-runs every benchmark (bench/*.bench.ts, each an `npm run bench:<name>` script) so that a
// bench that stops working is seen in CI (.ci/run) rather than at the next person's measurement.
// The figures of a smoke run are not the README's: BENCH_MS shortens the timed loops that take it,
// BENCH_SMOKE=1 the counted ones (bench/smoke.ts),
// and the machine is busy with nothing else only by chance. Exit non-zero if any bench fails.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const scripts = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).scripts).filter(
  (name) => name.startsWith('bench:') && name !== 'bench:smoke-all',
);
const failed = [];
for (const name of scripts) {
  const started = Date.now();
  const run = spawnSync('npm', ['run', '--silent', name], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_MS: process.env.BENCH_MS ?? '300', BENCH_SMOKE: '1' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`${run.status === 0 ? '✓' : '✗'} ${name} (${seconds} s)`);
  if (run.status !== 0) failed.push(name);
}
console.log(
  `bench smoke: ${scripts.length - failed.length} ran, ${failed.length} failed${failed.length ? `: ${failed.join(', ')}` : ''}`,
);
process.exit(failed.length === 0 ? 0 : 1);
