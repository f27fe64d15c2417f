import { describe, expect, it } from 'vitest';
import type { TrafficRow } from '../../client';
import { LIVE_LABEL, restoredLabel, restoredSections, separatorsThrough } from './restoredSections';

const row = (seq: number, restoredFrom?: number) =>
  ({ seq, ...(restoredFrom !== undefined ? { restoredFrom } : {}) }) as TrafficRow;

describe('restoredSections', () => {
  it('has no separator when nothing was restored', () => {
    expect(restoredSections([row(0), row(1)]).indices).toEqual([]);
    expect(restoredSections([]).indices).toEqual([]);
  });

  it('puts one separator above each earlier page load and one above this page', () => {
    const sections = restoredSections([row(0, 100), row(1, 100), row(2, 200), row(3), row(4)]);
    expect([...sections.at]).toEqual([
      [0, restoredLabel(100)],
      [2, restoredLabel(200)],
      [3, LIVE_LABEL],
    ]);
    expect([0, 1, 2, 3, 4].map((index) => separatorsThrough(sections, index))).toEqual([1, 1, 2, 3, 3]);
  });

  it('says the time of the earlier page load', () => {
    const load = new Date(2026, 11, 3, 17, 2, 11).getTime();
    expect(restoredLabel(load)).toBe('Restored from 2026-12-03 17:02:11: an earlier page load, not live');
  });
});
