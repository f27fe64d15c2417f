// The Traffic grid's columns (docs/playground.md, "Traffic", "Columns that fit their content"):
// each header, what its column holds (said on hover), and the widths a person gave by dragging a
// header's edge, from the keyboard or by a double click that fits the content. A width given is a
// CSS custom property on the grid (`--traffic-col-<id>`) that the layouts of traffic.css use
// instead of their default, in the full and in the compact layouts alike; it is saved in
// localStorage, like the other choices of the page, and read back only if it still makes sense.

export type ColumnId =
  'seq' | 'dir' | 'time' | 'method' | 'origin' | 'id' | 'latency' | 'size' | 'status' | 'schema' | 'pin';

export interface Column {
  readonly id: ColumnId;
  readonly header: string;
  /** What the column holds, on hover: a narrow column hides nothing. */
  readonly title: string;
  /** A column of one symbol (direction, verdict, pin) keeps its width. */
  readonly resizable: boolean;
}

export const COLUMNS: readonly Column[] = [
  { id: 'seq', header: '#', title: 'Row number', resizable: true },
  {
    id: 'dir',
    header: 'Dir',
    title:
      'Direction: → sent by the client, ← received from the server (host → app, app → host for an MCP App)',
    resizable: false,
  },
  { id: 'time', header: 'Time', title: 'When the line crossed the worker boundary', resizable: true },
  {
    id: 'method',
    header: 'Method',
    title: 'The method, with the tool, prompt, resource or completion ref it names',
    resizable: true,
  },
  {
    id: 'origin',
    header: 'Origin',
    title:
      "The editor feature that caused the call (none for your own calls), app for an MCP App's call, or app → host / host → app for the app ↔ host lane",
    resizable: true,
  },
  { id: 'id', header: 'Id', title: 'The JSON-RPC id, as on the wire', resizable: true },
  { id: 'latency', header: 'Latency', title: 'Answer time minus request time', resizable: true },
  { id: 'size', header: 'Size', title: 'UTF-8 bytes of the line', resizable: true },
  {
    id: 'status',
    header: 'Status',
    title: 'Result, error code, or what became of the request',
    resizable: true,
  },
  {
    id: 'schema',
    header: 'Schema',
    title:
      "Checked against the revision's official JSON Schema (ext-apps' schema.json in the app ↔ host lane)",
    resizable: false,
  },
  { id: 'pin', header: 'Pin', title: 'Pinned rows stay visible whatever the filter', resizable: false },
];

/** The widths a person gave, in CSS pixels; a column not in it has its layout's default. */
export type ColumnWidths = Partial<Record<ColumnId, number>>;

export const COLUMN_WIDTHS_KEY = 'groovymcp:traffic-columns';
export const MIN_WIDTH = 24;
export const MAX_WIDTH = 1200;
/** What ← and → change a width by. */
export const RESIZE_STEP = 16;

export const clampWidth = (width: number): number =>
  Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)));

const RESIZABLE = new Set(COLUMNS.filter((column) => column.resizable).map((column) => column.id));

/** A saved value reads back only as widths of resizable columns within bounds. */
export function isColumnWidths(value: unknown): value is ColumnWidths {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([id, width]) =>
      RESIZABLE.has(id as ColumnId) &&
      typeof width === 'number' &&
      Number.isFinite(width) &&
      width >= MIN_WIDTH &&
      width <= MAX_WIDTH,
  );
}

/** The custom properties that make the layouts use the widths given. */
export function columnStyle(widths: ColumnWidths): Record<string, string> {
  return Object.fromEntries(
    Object.entries(widths).map(([id, width]) => [`--traffic-col-${id}`, `${width}px`]),
  );
}
