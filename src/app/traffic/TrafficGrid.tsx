// The virtualized traffic list (docs/playground.md, "Traffic": 100,000 messages scroll
// smoothly). Fixed-height rows, only the visible ones in the DOM; a grid with one tab stop, arrow
// keys to move the selection (→ and ← unfold and fold a conversation), and it follows new rows
// while scrolled to the bottom.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { TrafficRow } from '../../client';
import type { FoldedRows } from './conversations';
import { rowElementId, type GridRowProps } from './gridRow';
import { SeparatorRowView } from './SeparatorRowView';
import { TrafficRowView } from './TrafficRowView';

export const ROW_HEIGHT = 24;
/** More than the rows a screen can show with the overscan, so two rows never share a slot. */
const SLOTS = 256;
/** Each column's header and what it holds, said on hover (title), so a narrow column hides nothing. */
const HEADERS: readonly (readonly [string, string])[] = [
  ['#', 'Row number'],
  ['Dir', 'Direction: → sent by the client, ← received from the server'],
  ['Time', 'When the line crossed the worker boundary'],
  ['Method', 'The method, with the tool, prompt, resource or completion ref it names'],
  ['Origin', 'The editor feature that caused the call (none for your own calls)'],
  ['Id', 'The JSON-RPC id, as on the wire'],
  ['Latency', 'Answer time minus request time'],
  ['Size', 'UTF-8 bytes of the line'],
  ['Status', 'Result, error code, or what became of the request'],
  ['Schema', "Checked against the revision's official JSON Schema"],
  ['Pin', 'Pinned rows stay visible whatever the filter'],
];

interface TrafficGridProps {
  /** The rows to show, conversations folded (conversations.ts). */
  folded: FoldedRows;
  selectedSeq: number | undefined;
  onSelect: (seq: number) => void;
  /** Folds or unfolds the conversation started by row `seq`. */
  onToggle: (seq: number) => void;
  /** Replays the imported section whose separator is row `seq`. */
  onReplay?: (seq: number) => void;
}

export function TrafficGrid({ folded, selectedSeq, onSelect, onToggle, onReplay }: TrafficGridProps) {
  const { rows, conversations, parentOf } = folded;
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    paddingStart: ROW_HEIGHT,
  });
  const selectedIndex = useMemo(() => folded.indexOf(selectedSeq), [folded, selectedSeq]);

  useLayoutEffect(() => {
    if (following.current && rows.length > 0) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
  }, [rows.length, virtualizer]);

  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  // Rows that arrived while the tab was hidden: show the newest when it is shown again.
  const rowCount = useRef(rows.length);
  rowCount.current = rows.length;
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (following.current && element.clientHeight > 0 && rowCount.current > 0) {
        virtualizer.scrollToIndex(rowCount.current - 1, { align: 'end' });
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [virtualizer]);

  const onScroll = () => {
    const element = scroller.current;
    if (element)
      following.current = element.scrollTop + element.clientHeight >= element.scrollHeight - ROW_HEIGHT;
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
      onScroll={onScroll}
      onKeyDown={onKeyDown}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        <div role="row" aria-rowindex={1} className="traffic-row header">
          {HEADERS.map(([header, title]) => (
            <span key={header} role="columnheader" title={title}>
              {header}
            </span>
          ))}
        </div>
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
          if (row.mark) return <SeparatorRowView key={item.index % SLOTS} {...gridRow} onReplay={onReplay} />;
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
  );
}
