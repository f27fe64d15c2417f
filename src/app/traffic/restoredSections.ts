// Where Traffic draws a separator (docs/playground.md, "Saved across a reload"): above the first
// shown row of each earlier page load restored from the saved traffic ("restored from <time>"), and
// above the first row of this page when restored rows come before it. Restored rows always precede
// live ones (they are recorded before any), so only that prefix is read.
import type { TrafficRow } from '../../client';

export interface Sections {
  /** The separator's text, by the index (in the shown rows) of the row it stands above. */
  readonly at: ReadonlyMap<number, string>;
  /** Those indices, ascending. */
  readonly indices: readonly number[];
}

export const NO_SECTIONS: Sections = { at: new Map(), indices: [] };

const two = (n: number) => String(n).padStart(2, '0');

/** Local date and time to the second, e.g. `2026-12-03 17:02:11`. */
export function formatDateTime(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

export const restoredLabel = (load: number) =>
  `Restored from ${formatDateTime(load)}: an earlier page load, not live`;
export const LIVE_LABEL = 'This page load: live';

export function restoredSections(rows: readonly TrafficRow[]): Sections {
  if (rows[0]?.restoredFrom === undefined) return NO_SECTIONS;
  const at = new Map<number, string>();
  let load: number | undefined;
  for (let index = 0; index < rows.length; index++) {
    const from = (rows[index] as TrafficRow).restoredFrom;
    if (from === undefined) {
      at.set(index, LIVE_LABEL);
      break;
    }
    if (from !== load) at.set(index, restoredLabel(from));
    load = from;
  }
  return { at, indices: [...at.keys()] };
}

/** How many separators stand at or above the row at `index`. */
export function separatorsThrough(sections: Sections, index: number): number {
  let count = 0;
  for (const at of sections.indices) if (at <= index) count++;
  return count;
}
