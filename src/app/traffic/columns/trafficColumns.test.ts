// docs/playground.md, "Traffic", "Columns that fit their content": the widths saved and read back.
import { describe, expect, it } from 'vitest';
import { clampWidth, columnStyle, isColumnWidths, MAX_WIDTH, MIN_WIDTH } from './trafficColumns';

describe('the saved column widths', () => {
  it('read back as widths of resizable columns within bounds', () => {
    expect(isColumnWidths({})).toBe(true);
    expect(isColumnWidths({ method: 320, status: MIN_WIDTH, time: MAX_WIDTH })).toBe(true);
  });

  it('are dropped when a column is unknown or keeps its width, or a width is out of bounds', () => {
    for (const value of [
      null,
      [],
      '{"method":320}',
      { nosuch: 100 },
      { dir: 40 },
      { pin: 40 },
      { method: MIN_WIDTH - 1 },
      { method: MAX_WIDTH + 1 },
      { method: Number.NaN },
      { method: '320' },
    ])
      expect(isColumnWidths(value), JSON.stringify(value)).toBe(false);
  });

  it('become the custom properties the layouts read, clamped and whole', () => {
    expect(columnStyle({ method: 320, status: 90 })).toEqual({
      '--traffic-col-method': '320px',
      '--traffic-col-status': '90px',
    });
    expect([clampWidth(3), clampWidth(100.4), clampWidth(5000)]).toEqual([MIN_WIDTH, 100, MAX_WIDTH]);
  });
});
