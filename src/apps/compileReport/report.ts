// The compile report's model (docs/server.md, "MCP Apps: the compile report"): the markers of a
// `diagnostics` result, each with the lines of source around it when the call carried its `text`.
// Pure, so that it is tested in Node; main.ts draws it.

export interface Position {
  readonly line: number;
  readonly character: number;
}

export interface Marker {
  readonly range: { readonly start: Position; readonly end: Position };
  readonly severity: string;
  readonly message: string;
  readonly code?: string;
}

/** One line of a code frame: its 1-based number, its text and, on the marker's lines, the underline. */
export interface FrameLine {
  readonly number: number;
  readonly text: string;
  /** Columns [from, to) to underline on this line; absent on a context line. */
  readonly mark?: { readonly from: number; readonly to: number };
}

export interface ReportEntry {
  readonly marker: Marker;
  /** Absent when the call named an open buffer rather than sending its text. */
  readonly frame?: readonly FrameLine[];
}

export interface Report {
  readonly uri: string;
  readonly entries: readonly ReportEntry[];
  /** The tool's error (`{error}`, docs/tool-errors.md) or the result's text when it is not a report. */
  readonly problem?: string;
}

/** Lines shown before and after the marker's own. */
const CONTEXT = 1;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isPosition(value: unknown): value is Position {
  return isObject(value) && typeof value.line === 'number' && typeof value.character === 'number';
}

function asMarker(value: unknown): Marker | undefined {
  if (!isObject(value) || !isObject(value.range) || typeof value.message !== 'string') return undefined;
  const { start, end } = value.range;
  if (!isPosition(start) || !isPosition(end)) return undefined;
  return {
    range: { start, end },
    severity: typeof value.severity === 'string' ? value.severity : 'error',
    message: value.message,
    ...(typeof value.code === 'string' ? { code: value.code } : {}),
  };
}

/** The lines around `marker` in `text`, the marker's own underlined (at least one column wide). */
export function codeFrame(text: string, marker: Marker): FrameLine[] {
  const lines = text.split(/\r\n|\r|\n/);
  const { start, end } = marker.range;
  const first = Math.max(0, start.line - CONTEXT);
  const last = Math.min(lines.length - 1, Math.max(start.line, end.line) + CONTEXT);
  const frame: FrameLine[] = [];
  for (let line = first; line <= last; line++) {
    const lineText = lines[line] ?? '';
    const inside = line >= start.line && line <= end.line;
    if (!inside) {
      frame.push({ number: line + 1, text: lineText });
      continue;
    }
    const from = line === start.line ? Math.min(start.character, lineText.length) : 0;
    const to = line === end.line ? Math.min(end.character, lineText.length) : lineText.length;
    frame.push({ number: line + 1, text: lineText, mark: { from, to: Math.max(to, from + 1) } });
  }
  return frame;
}

/** The report of one call: its arguments (for the source text) and its result's `structuredContent`. */
export function buildReport(args: Record<string, unknown> | undefined, structured: unknown): Report {
  if (!isObject(structured)) return { uri: '', entries: [], problem: 'the result carries no report' };
  const uri = typeof structured.uri === 'string' ? structured.uri : '';
  if (typeof structured.error === 'string') return { uri, entries: [], problem: structured.error };
  const markers = Array.isArray(structured.diagnostics) ? structured.diagnostics : [];
  const text = typeof args?.text === 'string' ? args.text : undefined;
  const entries = markers.flatMap((value) => {
    const marker = asMarker(value);
    if (marker === undefined) return [];
    return [text === undefined ? { marker } : { marker, frame: codeFrame(text, marker) }];
  });
  return { uri, entries };
}

/** "2 errors, 1 warning" (or "No problems"). */
export function summary(report: Report): string {
  if (report.entries.length === 0) return 'No problems';
  const counts = new Map<string, number>();
  for (const { marker } of report.entries)
    counts.set(marker.severity, (counts.get(marker.severity) ?? 0) + 1);
  return [...counts]
    .map(
      ([severity, count]) =>
        `${count} ${severity}${count === 1 ? '' : severity === 'information' ? '' : 's'}`,
    )
    .join(', ');
}
