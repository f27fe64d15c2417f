// The Traffic grid's header row (docs/playground.md, "Traffic", "Columns that fit their content"):
// each header says on hover what its column holds, and a resizable column has a handle on its
// right edge — drag it; or focus it (Tab) and press ← / → to narrow or widen the column; double
// click it, or press Enter on it, to fit the column to its content.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import './columns.css';
import {
  clampWidth,
  COLUMNS,
  MAX_WIDTH,
  MIN_WIDTH,
  RESIZE_STEP,
  type Column,
  type ColumnId,
} from './trafficColumns';

interface ColumnHeadersProps {
  /** A column's width, given or as laid out (undefined until measured). */
  widthOf: (id: ColumnId) => number | undefined;
  onResize: (id: ColumnId, width: number) => void;
  /** Fits column `id`, the `index`-th cell of a row, to its content. */
  onFit: (id: ColumnId, index: number) => void;
}

export function ColumnHeaders({ widthOf, onResize, onFit }: ColumnHeadersProps) {
  const row = useRef<HTMLDivElement>(null);
  const laidOut = useLaidOutWidths(row);
  return (
    <div ref={row} role="row" aria-rowindex={1} className="traffic-row header">
      {COLUMNS.map((column, index) => (
        // Named by its header alone: the handle inside is a control of its own, not part of the name.
        <span key={column.id} role="columnheader" title={column.title} aria-label={column.header}>
          {column.header}
          {column.resizable && (
            <ResizeHandle
              column={column}
              width={widthOf(column.id) ?? laidOut[column.id]}
              onResize={(width) => onResize(column.id, width)}
              onFit={() => onFit(column.id, index)}
            />
          )}
        </span>
      ))}
    </div>
  );
}

interface ResizeHandleProps {
  column: Column;
  width: number | undefined;
  onResize: (width: number) => void;
  onFit: () => void;
}

function ResizeHandle({ column, width, onResize, onFit }: ResizeHandleProps) {
  /** The column's width now: given, else its header cell's. */
  const current = (handle: Element) => width ?? handle.parentElement?.getBoundingClientRect().width ?? 0;

  const startDrag = (event: PointerEvent<HTMLSpanElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const from = current(event.currentTarget);
    const x = event.clientX;
    // On the window, not the handle: the pointer leaves the thin handle as soon as it moves.
    const move = (moved: globalThis.PointerEvent) => {
      if (moved.clientX !== x) onResize(clampWidth(from + moved.clientX - x));
    };
    const end = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'Tab') return;
    // The grid's own keys (arrows move the selection or fold a conversation, Enter goes to the
    // pair) are not meant for it while a handle has the focus.
    event.stopPropagation();
    const step = { ArrowLeft: -RESIZE_STEP, ArrowRight: RESIZE_STEP }[event.key];
    if (step !== undefined) onResize(clampWidth(current(event.currentTarget) + step));
    else if (event.key === 'Enter') onFit();
    else return;
    event.preventDefault();
  };

  return (
    <span
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${column.header} column`}
      aria-valuenow={width === undefined ? undefined : Math.round(width)}
      aria-valuemin={MIN_WIDTH}
      aria-valuemax={MAX_WIDTH}
      tabIndex={0}
      className="column-resize"
      title={`Drag, or ← / →, to resize; double click or Enter fits the ${column.header} column to its content`}
      onPointerDown={startDrag}
      onDoubleClick={onFit}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
    />
  );
}

/** Each header cell's width as laid out, kept current as the panel or a column changes. */
function useLaidOutWidths(row: React.RefObject<HTMLDivElement | null>): Partial<Record<ColumnId, number>> {
  const [widths, setWidths] = useState<Partial<Record<ColumnId, number>>>({});
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const read = () => {
      const cells = [...element.children];
      const next = Object.fromEntries(
        COLUMNS.map((column, i) => [column.id, Math.round(cells[i]?.getBoundingClientRect().width ?? 0)]),
      );
      setWidths((old) => (COLUMNS.every((column) => old[column.id] === next[column.id]) ? old : next));
    };
    const observer = new ResizeObserver(read);
    for (const cell of element.children) observer.observe(cell);
    return () => observer.disconnect();
  }, [row]);
  return widths;
}
