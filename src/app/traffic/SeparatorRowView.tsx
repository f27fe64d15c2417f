// A session separator in the traffic grid (docs/playground.md, "Traffic"): Connect, Reset, a
// handshake done by hand in Raw and an import each start one. One cell across the row, named so a
// screen reader says what it is ("session connected 2025-11-25 at 17:40:01.123"); an imported
// section's separator offers Replay.
import { memo } from 'react';
import type { TrafficRow } from '../../client';
import { formatTime } from '../format';
import { gridRowAttributes, originClasses, type GridRowProps } from './gridRow';

interface SeparatorRowViewProps extends GridRowProps {
  /** Set on the separator that starts an imported section: replays it. */
  onReplay?: (sectionSeq: number) => void;
}

/**
 * What a separator says, e.g. "connected 2025-11-25 at 17:40:01.123"; those of restored traffic
 * (restoredMarks.ts) say their own sentence, with its date.
 */
export function separatorText(row: TrafficRow): string {
  const mark = row.mark;
  if (!mark) return '';
  if (mark.kind === 'restored' || mark.kind === 'live') return mark.text;
  return `${mark.kind}${mark.text ? ` ${mark.text}` : ''} at ${formatTime(row.time)}`;
}

export const SeparatorRowView = memo(function SeparatorRowView({
  onReplay,
  ...gridRow
}: SeparatorRowViewProps) {
  const { row } = gridRow;
  const kind = row.mark?.kind ?? '';
  const imported = row.section !== undefined;
  return (
    <div
      {...gridRowAttributes(gridRow)}
      aria-label={`${imported ? 'imported ' : ''}session ${separatorText(row)}`}
      className={`traffic-row separator separator-${kind.replace(/ /g, '-')}${originClasses(row)}`}
    >
      <span role="gridcell" aria-colspan={11}>
        <span className="separator-text">
          #{row.seq} ── {separatorText(row)}
        </span>
        {onReplay && kind === 'imported' && !imported && (
          <button
            type="button"
            // The grid is one tab stop; the toolbar's Replay is the keyboard's way.
            tabIndex={-1}
            onClick={(event) => {
              event.stopPropagation();
              onReplay(row.seq);
            }}
          >
            Replay
          </button>
        )}
      </span>
    </div>
  );
});
