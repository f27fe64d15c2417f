// The separators of traffic restored from the saved data (docs/playground.md, "Saved across a
// reload"): one above each earlier page load's rows, one above this page's, and one above an
// imported section whose own separator is no longer saved. They are session separator rows
// (SessionMark) like Connect's, made again at each load and never saved themselves. Restored rows
// take the seqs below the live ones (shiftSeqs).
import type { SessionMark, TrafficRow } from './trafficTypes';

const two = (n: number) => String(n).padStart(2, '0');

/** Local date and time to the second, e.g. `2026-12-03 17:02:11`. */
export function formatDateTime(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** Above the rows of the earlier page load that started at `load`. */
export const restoredMark = (load: number): SessionMark => ({
  kind: 'restored',
  text: `Restored from ${formatDateTime(load)}: an earlier page load, not live`,
});

/** Above this page's rows, when restored rows come before them. */
export const LIVE_MARK: SessionMark = { kind: 'live', text: 'This page load: live' };

/** Above the restored rows of an imported section whose own separator the bound dropped. */
export const LOST_SECTION_MARK: SessionMark = {
  kind: 'imported',
  text: 'section, its start dropped from the saved traffic',
};

/** A restored row moved `offset` seqs down, with the seqs it refers to (all restored rows too). */
export function shiftSeqs(row: TrafficRow, offset: number): TrafficRow {
  const moved = (seq: number | undefined) => (seq === undefined ? undefined : seq + offset);
  return {
    ...row,
    seq: row.seq + offset,
    ...(row.pairSeq !== undefined ? { pairSeq: moved(row.pairSeq) } : {}),
    ...(row.parentSeq !== undefined ? { parentSeq: moved(row.parentSeq) } : {}),
    ...(row.section !== undefined ? { section: moved(row.section) } : {}),
  };
}
