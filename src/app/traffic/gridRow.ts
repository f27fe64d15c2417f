// What every row of the traffic grid carries, a message's and a separator's alike (docs/playground.md,
// "Traffic"): its element id (the grid's aria-activedescendant names the selected one), its place for
// assistive technology (after the header row), its selection, its slot's offset in the virtual list,
// the click that selects it, and the classes that say where it came from.
import type { TrafficRow } from '../../client';

export interface GridRowProps {
  row: TrafficRow;
  /** Its index among the grid's rows (the header not counted). */
  index: number;
  /** Its offset in the virtual list, in pixels. */
  top: number;
  selected: boolean;
  onSelect: (seq: number) => void;
}

export const rowElementId = (seq: number): string => `traffic-row-${seq}`;

export function gridRowAttributes({ row, index, top, selected, onSelect }: GridRowProps) {
  return {
    role: 'row',
    id: rowElementId(row.seq),
    // The header row is row 1.
    'aria-rowindex': index + 2,
    'aria-selected': selected,
    style: { transform: `translateY(${top}px)` },
    onClick: () => onSelect(row.seq),
  };
}

/**
 * ` imported` for a row of an imported section, ` restored` for one saved by an earlier page load,
 * ` lane-app` for a message between the page and an MCP App.
 */
export function originClasses(row: TrafficRow): string {
  return `${row.section !== undefined ? ' imported' : ''}${row.restoredFrom !== undefined ? ' restored' : ''}${row.lane !== undefined ? ' lane-app' : ''}`;
}
