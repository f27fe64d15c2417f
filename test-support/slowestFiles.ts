// The "10 slowest test files" summary printed at the end of a run (CONTRIBUTING.md, "Set up and check"),
// shared by the Vitest reporter and the Playwright one so both read the same way. A file's time is
// what it cost its worker: for Vitest its import and set-up as well as its tests and hooks, for
// Playwright the sum of its tests (fixtures, hooks and retries included).

export interface FileTime {
  /** The file, relative to the repository. */
  file: string;
  /** Milliseconds the file held a worker. */
  ms: number;
  /** Of those, the milliseconds before its first test (import, set-up), when known. */
  setupMs?: number;
}

export const SLOWEST_COUNT = 10;

/** The `count` slowest of `times`, slowest first (ties by name, so the list is stable). */
export function slowest(times: readonly FileTime[], count = SLOWEST_COUNT): FileTime[] {
  return [...times].sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file)).slice(0, count);
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** The summary's lines: a title, then one line per file with its time (and set-up, when known). */
export function formatSlowest(title: string, times: readonly FileTime[], count = SLOWEST_COUNT): string {
  const rows = slowest(times, count);
  if (rows.length === 0) return '';
  const total = times.reduce((sum, t) => sum + t.ms, 0);
  const width = Math.max(...rows.map((r) => seconds(r.ms).length));
  const lines = rows.map((r) => {
    const setup = r.setupMs === undefined ? '' : `  (set-up ${seconds(r.setupMs)})`;
    return `  ${seconds(r.ms).padStart(width)}  ${r.file}${setup}`;
  });
  return [`${title} (of ${times.length} files, ${seconds(total)} in all):`, ...lines].join('\n');
}
