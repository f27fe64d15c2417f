// Saved Traffic read back after a reload (docs/playground.md, "Saved across a reload"): the rows the
// store kept become recorder rows ahead of every live one, their sections and conversations linked
// again by key. Writing them is trafficPersistence.ts.
import type { RestoredRow, TrafficRecorder, TrafficRow } from '../traffic/trafficRecorder';
import type { SavedKey, SavedRow } from './savedStore';

/** A saved row's key as one string, for maps. */
export const keyText = (key: SavedKey): string => `${key[0]}|${key[1]}`;

/** The rows to give the recorder, from what the store read (their keys by position). */
export function restoredRows(saved: readonly SavedRow[]): RestoredRow[] {
  const index = new Map(saved.map((row, i) => [keyText(row.key), i]));
  return saved.map((row) => {
    const sectionIndex = row.section && index.get(keyText(row.section));
    return {
      direction: row.direction,
      raw: row.raw,
      time: row.time,
      restoredFrom: row.key[0],
      lint: row.lint,
      ...(row.revision !== undefined ? { revision: row.revision } : {}),
      ...(row.pinned ? { pinned: true } : {}),
      ...(row.note !== undefined ? { note: row.note } : {}),
      ...(row.origin !== undefined ? { origin: row.origin } : {}),
      ...(row.lane !== undefined ? { lane: row.lane } : {}),
      ...(row.mark !== undefined ? { mark: row.mark } : {}),
      ...(sectionIndex !== undefined ? { sectionIndex } : {}),
      // Its separator was dropped by the bound: the section is still told apart by its key.
      ...(row.section !== undefined && sectionIndex === undefined
        ? { lostSection: keyText(row.section) }
        : {}),
    };
  });
}

/**
 * Records the saved rows into `recorder`, ahead of every live row (TrafficRecorder.restore), their
 * conversations linked again by key; returns the recorder's rows, in the order of `saved`.
 */
export function restoreInto(recorder: TrafficRecorder, saved: readonly SavedRow[]): TrafficRow[] {
  const seqs = recorder.restore(restoredRows(saved)).map((row) => row.seq);
  const index = new Map(saved.map((row, i) => [keyText(row.key), i]));
  saved.forEach((row, i) => {
    const parent = row.parent && index.get(keyText(row.parent));
    if (parent !== undefined && parent !== i)
      recorder.update(seqs[i] as number, { parentSeq: seqs[parent] as number });
  });
  return seqs.map((seq) => recorder.get(seq) as TrafficRow);
}
