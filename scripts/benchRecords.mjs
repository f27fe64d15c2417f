// What bench-smoke.mjs and bench-report.mjs share about BENCH_RECORD files (bench/record.ts writes
// them: one JSON line per headline figure), kept free of process work so that it is unit-tested.

/** The `bench:*` scripts that are benches: not the two scripts that run them. */
export function benchScripts(scripts) {
  return Object.keys(scripts).filter(
    (name) => name.startsWith('bench:') && name !== 'bench:smoke-all' && name !== 'bench:report',
  );
}

/**
 * A records file's figures, and the run line bench-report.mjs adds (`{"run": {...}}`, absent in a
 * file a bench wrote alone). A line that is not JSON throws, naming its number: a half-written
 * record is a broken bench, not a figure to skip.
 */
export function parseRecords(text) {
  const figures = [];
  let run;
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    let value;
    try {
      value = JSON.parse(line);
    } catch {
      throw new Error(`records line ${index + 1} is not JSON: ${line.slice(0, 80)}`);
    }
    if (value && typeof value === 'object' && 'run' in value) run = value.run;
    else figures.push(value);
  }
  return { figures, run };
}

/**
 * Why a smoke run of `name` fails, or undefined when it passed: a non-zero exit, or no figure
 * recorded at all, so that a bench that silently stops measuring fails CI as one that crashes does.
 */
export function smokeFailure(status, figures) {
  if (status !== 0) return status === null ? 'killed' : `exit ${status}`;
  if (figures.length === 0) return 'recorded no figure (BENCH_RECORD stayed empty)';
  return undefined;
}
