// The virtualized traffic list (docs/playground.md, "Traffic": 100,000 messages scroll
// smoothly). Fixed-height rows, only the visible ones in the DOM; a grid with one tab stop, arrow
// keys to move the selection (→ and ← unfold and fold a conversation), and it follows new rows
// while scrolled to the bottom with no row selected, else counts them on a "N new ↓" button
// (useFollowTail.ts). Its columns can be resized, and keep their widths (columns/).
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { TrafficRow } from '../../client';
import type { FoldedRows } from './conversations';
import { rowElementId, type GridRowProps } from './gridRow';
import { SeparatorRowView } from './SeparatorRowView';
import { TrafficRowView } from './TrafficRowView';
import { useFollowTail } from './useFollowTail';
import { ColumnHeaders } from './columns/ColumnHeaders';
import { contentWidth } from './columns/fitColumn';
import {
  clampWidth,
  COLUMN_WIDTHS_KEY,
  columnStyle,
  isColumnWidths,
  type ColumnId,
  type ColumnWidths,
} from './columns/trafficColumns';
import { useStoredState } from '../useStoredState';

export const ROW_HEIGHT = 24;
/** More than the rows a screen can show with the overscan, so two rows never share a slot. */
const SLOTS = 256;

interface TrafficGridProps {
  /** The rows to show, conversations folded (conversations.ts). */
  folded: FoldedRows;
  selectedSeq: number | undefined;
  onSelect: (seq: number) => void;
  /** Folds or unfolds the conversation started by row `seq`. */
  onToggle: (seq: number) => void;
  /** Replays the imported section whose separator is row `seq`. */
  onReplay?: (seq: number) => void;
  /** What an empty grid says: by default, what will appear here and how (a filter says its own). */
  emptyText?: string;
}

export const NO_MESSAGES_YET =
  'No messages yet. Connect to start a session: every JSON-RPC message between this page and the server will appear here.';

export function TrafficGrid(props: TrafficGridProps) {
  const { folded, selectedSeq, onSelect, onToggle, onReplay, emptyText = NO_MESSAGES_YET } = props;
  const { rows, conversations, parentOf } = folded;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    paddingStart: ROW_HEIGHT,
  });
  const selectedIndex = useMemo(() => folded.indexOf(selectedSeq), [folded, selectedSeq]);

  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  const { newRows, onScroll, resume } = useFollowTail(
    rows,
    selectedSeq,
    selectedIndex,
    scroller,
    virtualizer,
    ROW_HEIGHT,
  );
  // Widths a person gave the columns, kept across reloads (columns/trafficColumns.ts).
  const [widths, setWidths] = useStoredState<ColumnWidths>(COLUMN_WIDTHS_KEY, {}, isColumnWidths);
  const resize = (id: ColumnId, width: number) => setWidths({ ...widths, [id]: width });
  const fit = (id: ColumnId, index: number) => {
    if (scroller.current) resize(id, clampWidth(contentWidth(scroller.current, index)));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // → unfolds the selected conversation, ← folds it (or goes from a row of it to its start).
    if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && selectedSeq !== undefined) {
      const conversation = conversations.get(selectedSeq);
      const parent = parentOf.get(selectedSeq);
      const open = event.key === 'ArrowRight';
      if (conversation && conversation.expanded !== open) onToggle(selectedSeq);
      else if (!open && parent !== undefined) onSelect(parent);
      else return;
      event.preventDefault();
      return;
    }
    // Enter goes to the other half of the selected row's pair (a rejected request's answer too).
    if (event.key === 'Enter' && selectedSeq !== undefined) {
      const pair = rows[selectedIndex]?.pairSeq;
      if (pair !== undefined) {
        event.preventDefault();
        onSelect(pair);
      }
      return;
    }
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? 0) / ROW_HEIGHT) - 1);
    const moves: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      PageDown: page,
      PageUp: -page,
      Home: -Infinity,
      End: Infinity,
    };
    const move = moves[event.key];
    if (move === undefined || rows.length === 0) return;
    event.preventDefault();
    const from = selectedIndex < 0 ? (move > 0 ? -1 : rows.length) : selectedIndex;
    const index = Math.min(rows.length - 1, Math.max(0, from + move));
    onSelect((rows[index] as TrafficRow).seq);
  };

  return (
    <div className="traffic-grid-frame">
      <div
        ref={scroller}
        className="traffic-grid"
        role="grid"
        aria-label="Traffic"
        aria-rowcount={rows.length + 1}
        aria-activedescendant={
          selectedIndex >= 0 && selectedSeq !== undefined ? rowElementId(selectedSeq) : undefined
        }
        tabIndex={0}
        style={columnStyle(widths)}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          <ColumnHeaders widthOf={(id) => widths[id]} onResize={resize} onFit={fit} />
          {rows.length === 0 && (
            // A new user's first look at the grid: an empty table says nothing about what fills it.
            <div role="row" className="traffic-empty">
              <span role="gridcell">{emptyText}</span>
            </div>
          )}
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index] as TrafficRow;
            const gridRow: GridRowProps = {
              row,
              index: item.index,
              top: item.start,
              selected: row.seq === selectedSeq,
              onSelect,
            };
            // Keyed by slot, not by row: scrolling reuses the same elements with new text instead of
            // removing fifty rows and creating fifty others each frame.
            if (row.mark)
              return <SeparatorRowView key={item.index % SLOTS} {...gridRow} onReplay={onReplay} />;
            return (
              <TrafficRowView
                key={item.index % SLOTS}
                {...gridRow}
                conversation={conversations.get(row.seq)}
                inConversation={parentOf.has(row.seq)}
                onToggle={onToggle}
              />
            );
          })}
        </div>
      </div>
      {newRows > 0 && (
        <button type="button" className="traffic-new-rows" onClick={resume}>
          {newRows} new ↓
        </button>
      )}
    </div>
  );
}
