// A session's traffic as JSONL and back (docs/playground.md, "Traffic": export the session
// as JSONL and import it again). One header line, then one line per message holding the raw text
// exactly as it crossed the worker boundary, and its conversation; everything else (summary, size,
// pairing, latency, lint) is derived again on import, so an imported session shows the same rows.
import type { Direction, TrafficRow } from './trafficRecorder';

export const JSONL_FORMAT = 'groovymcp-traffic';
const JSONL_VERSION = 1;

export interface ImportedMessage {
  readonly direction: Direction;
  readonly time: number;
  readonly line: string;
  readonly revision?: string;
  readonly pinned?: boolean;
  readonly note?: string;
  /** How many rows back the row that started its conversation is (TrafficRow.parentSeq). */
  readonly parentOffset?: number;
  readonly origin?: string;
}

export type ImportResult =
  | { readonly ok: true; readonly messages: readonly ImportedMessage[] }
  | { readonly ok: false; readonly lineNumber: number; readonly problem: string };

export function exportJsonl(rows: readonly TrafficRow[], exportedAt = new Date()): string {
  const header = JSON.stringify({
    format: JSONL_FORMAT,
    version: JSONL_VERSION,
    exportedAt: exportedAt.toISOString(),
  });
  const body = rows.map((row) =>
    JSON.stringify({
      direction: row.direction,
      time: row.time,
      revision: row.revision,
      line: row.raw,
      ...(row.pinned ? { pinned: true } : {}),
      ...(row.note !== undefined ? { note: row.note } : {}),
      // Relative, since an import numbers its rows anew.
      ...(row.parentSeq !== undefined ? { parentOffset: row.seq - row.parentSeq } : {}),
      ...(row.origin !== undefined && row.direction === 'out' ? { origin: row.origin } : {}),
    }),
  );
  return [header, ...body].join('\n') + '\n';
}

function readMessage(value: unknown): ImportedMessage | string {
  if (typeof value !== 'object' || value === null) return 'not a JSON object';
  const m = value as Record<string, unknown>;
  if (m.direction !== 'in' && m.direction !== 'out') return '"direction" must be "in" or "out"';
  if (typeof m.time !== 'number' || !Number.isFinite(m.time)) return '"time" must be a number';
  if (typeof m.line !== 'string') return '"line" must be a string';
  if (m.revision !== undefined && typeof m.revision !== 'string') return '"revision" must be a string';
  if (m.note !== undefined && typeof m.note !== 'string') return '"note" must be a string';
  if (
    m.parentOffset !== undefined &&
    !(Number.isSafeInteger(m.parentOffset) && (m.parentOffset as number) > 0)
  )
    return '"parentOffset" must be a positive integer';
  if (m.origin !== undefined && typeof m.origin !== 'string') return '"origin" must be a string';
  return {
    direction: m.direction,
    time: m.time,
    line: m.line,
    revision: m.revision as string | undefined,
    pinned: m.pinned === true,
    note: m.note as string | undefined,
    ...(m.parentOffset !== undefined ? { parentOffset: m.parentOffset as number } : {}),
    origin: m.origin as string | undefined,
  };
}

export function parseJsonl(text: string): ImportResult {
  const lines = text.split('\n');
  const messages: ImportedMessage[] = [];
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] as string).replace(/\r$/, '');
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return { ok: false, lineNumber: index + 1, problem: 'not JSON' };
    }
    if (index === headerIndex) {
      const header = value as { format?: unknown; version?: unknown } | null;
      if (header?.format !== JSONL_FORMAT) {
        return { ok: false, lineNumber: index + 1, problem: `not a ${JSONL_FORMAT} export (no header line)` };
      }
      if (header.version !== JSONL_VERSION) {
        return {
          ok: false,
          lineNumber: index + 1,
          problem: `format version ${String(header.version)} is not supported`,
        };
      }
      continue;
    }
    const message = readMessage(value);
    if (typeof message === 'string') return { ok: false, lineNumber: index + 1, problem: message };
    messages.push(message);
  }
  return { ok: true, messages };
}
