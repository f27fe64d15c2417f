// Smoke-runs every benchmark (bench/*.bench.ts, each an `npm run bench:<name>` script) so that a
// bench that stops working is seen in CI (.ci/run) rather than at the next person's measurement.
// The figures of a smoke run are not the README's: BENCH_MS shortens the timed loops that take it,
// BENCH_SMOKE=1 the counted ones (bench/smoke.ts),
// and the machine is busy with nothing else only by chance. Each bench gets its own BENCH_RECORD
// file (bench/record.ts); a bench fails if it exits non-zero or recorded no figure at all, so one
// that silently stops measuring fails CI too. Exit non-zero if any bench fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchScripts, parseRecords, smokeFailure } from './benchRecords.mjs';

const scripts = benchScripts(JSON.parse(readFileSync('package.json', 'utf8')).scripts);
const dir = mkdtempSync(join(tmpdir(), 'bench-smoke-'));
const failed = [];
for (const name of scripts) {
  const record = join(dir, `${name.replace(':', '-')}.jsonl`);
  const started = Date.now();
  const run = spawnSync('npm', ['run', '--silent', name], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_MS: process.env.BENCH_MS ?? '300', BENCH_SMOKE: '1', BENCH_RECORD: record },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  let figures = [];
  let failure;
  try {
    figures = existsSync(record) ? parseRecords(readFileSync(record, 'utf8')).figures : [];
    failure = smokeFailure(run.status, figures);
  } catch (error) {
    failure = error.message;
  }
  console.log(
    `${failure ? '✗' : '✓'} ${name} (${seconds} s, ${figures.length} figures)${failure ? `: ${failure}` : ''}`,
  );
  if (failure) failed.push(name);
}
rmSync(dir, { recursive: true, force: true });
console.log(
  `bench smoke: ${scripts.length - failed.length} ran, ${failed.length} failed${failed.length ? `: ${failed.join(', ')}` : ''}`,
);
process.exit(failed.length === 0 ? 0 : 1);
