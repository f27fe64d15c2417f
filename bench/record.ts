// Headline figures as data, beside the printed lines: when BENCH_RECORD names a file, every
// recordFigure call appends one JSON line to it. `npm run bench:smoke-all` fails a bench that
// recorded nothing (a bench that silently stops measuring), and `npm run bench:report` renders a full
// run's lines into the README's table, so that no figure there is typed by hand (issue 31).
import { appendFileSync } from 'node:fs';

export interface Figure {
  /** The npm script, e.g. `bench:editor`. */
  bench: string;
  /** What was measured, as the bench prints it. */
  figure: string;
  /** The number as printed; a string where the bench prints several (e.g. three cold starts). */
  value: number | string;
  unit: string;
  /** The goal as printed, e.g. `≤ 100 ms`; absent where the figure has none. */
  goal?: string;
  /** Whether the figure meets its goal; absent where the bench prints no verdict. */
  met?: boolean;
}

/** Appends `figure` to the file named by BENCH_RECORD; does nothing when it is unset. */
export function recordFigure(figure: Figure): void {
  const file = process.env.BENCH_RECORD;
  if (!file) return;
  // JSON has no Infinity (a keystroke that never updated the markers): keep it readable as text.
  const value =
    typeof figure.value === 'number' && !Number.isFinite(figure.value) ? String(figure.value) : figure.value;
  appendFileSync(file, `${JSON.stringify({ ...figure, value })}\n`);
}
