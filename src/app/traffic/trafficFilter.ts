// The traffic filters (docs/playground.md, "Traffic"): lane (the server's wire or the app ↔ host
// messages, "MCP Apps"), direction, method, errors only,
// free text, and whether the calls the editor makes on its own (rows with an `origin`) show. Pinned rows and session separators always stay visible, so what a person pinned is never filtered away.
import { APP_ORIGIN, type Direction, type TrafficRow } from '../../client';

/** Which lane shows: the wire to the server, the app ↔ host messages, or both. */
export type LaneFilter = 'all' | 'server' | 'app';

export interface TrafficFilter {
  lane: LaneFilter;
  direction: Direction | 'all';
  /**
   * Exact method (a response counts under its request's method), or a method with its subject
   * (`tools/call · diagnostics`, `prompts/get · review-groovy`, methodLabel); empty means any.
   */
  method: string;
  errorsOnly: boolean;
  /** Case-insensitive substring of the raw line. */
  text: string;
  /** Hides the rows the editor's features caused (a person's own calls carry no origin). */
  hideEditor: boolean;
}

export const NO_FILTER: TrafficFilter = {
  lane: 'all',
  direction: 'all',
  method: '',
  errorsOnly: false,
  text: '',
  hideEditor: false,
};

export function isError(row: TrafficRow): boolean {
  const { kind, toolError } = row.summary;
  return kind === 'error' || kind === 'invalid' || toolError === true || row.note !== undefined;
}

export function isFiltering(filter: TrafficFilter): boolean {
  return (
    filter.lane !== 'all' ||
    filter.direction !== 'all' ||
    filter.method !== '' ||
    filter.errorsOnly ||
    filter.text !== '' ||
    filter.hideEditor
  );
}

/** The visible rows; the same array when nothing filters (100,000 rows are not copied for nothing). */
export function filterRows(rows: readonly TrafficRow[], filter: TrafficFilter): readonly TrafficRow[] {
  if (!isFiltering(filter)) return rows;
  const needle = filter.text.toLowerCase();
  return rows.filter(
    (row) =>
      row.pinned ||
      // A session separator stays, so filtered rows still show which session they belong to.
      row.mark !== undefined ||
      ((filter.lane === 'all' || (filter.lane === 'app') === (row.lane !== undefined)) &&
        (filter.direction === 'all' || row.direction === filter.direction) &&
        (filter.method === '' || row.method === filter.method || methodLabel(row) === filter.method) &&
        (!filter.errorsOnly || isError(row)) &&
        (!filter.hideEditor || row.origin === undefined || row.origin === APP_ORIGIN) &&
        (needle === '' || row.raw.toLowerCase().includes(needle))),
  );
}

/**
 * The method as a row shows it, with what the request names (messageSubject.ts):
 * `tools/call · diagnostics`, `prompts/get · review-groovy`, `resources/read · groovy://limits`.
 */
export function methodLabel(row: Pick<TrafficRow, 'method' | 'subject'>): string | undefined {
  return row.method !== undefined && row.subject !== undefined
    ? `${row.method} · ${row.subject}`
    : row.method;
}

/** Every method seen, and every method with its subject, for the method filter's choices. */
export function methodsOf(rows: readonly TrafficRow[]): string[] {
  const methods = new Set<string>();
  for (const row of rows) {
    if (row.method === undefined) continue;
    methods.add(row.method);
    methods.add(methodLabel(row)!);
  }
  return [...methods].sort();
}
