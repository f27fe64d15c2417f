// A session's traffic as JSONL and back (docs/playground.md, "Traffic": export the session
// as JSONL and import it again). One header line, then one line per message holding the raw text
// exactly as it crossed the worker boundary, and its conversation; everything else (summary, size,
// pairing, latency, lint) is derived again on import, so an imported session shows the same rows.
// Session separators are exported as `mark` lines. An import reads this format or a plain JSON-RPC
// line log (plainJsonRpcLog.ts); a bad line is reported with its number and the others are kept.
// A line holding a header value or a credential is exported redacted (redactSecrets.ts) and says so.
import { parsePlainLog, type ImportProblem, type LogLine } from './plainJsonRpcLog';
import { redactLine } from './redactSecrets';
import type { Direction, Lane, SessionMark, TrafficRow } from './trafficRecorder';

export type { ImportProblem };

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
  /** TrafficRow.lane: a message between the page and an MCP App. */
  readonly lane?: Lane;
}

/** A session separator of the exported session. */
export interface ImportedMark {
  readonly mark: SessionMark;
  readonly time: number;
  readonly revision?: string;
}

export type ImportedEntry = ImportedMessage | ImportedMark;

export const isMark = (entry: ImportedEntry): entry is ImportedMark => 'mark' in entry;

export type ImportFormat = 'export' | 'JSON-RPC log';

export interface ParsedImport {
  readonly format: ImportFormat;
  readonly entries: readonly ImportedEntry[];
  /** The lines left out, with their numbers; the entries are the other lines. */
  readonly problems: readonly ImportProblem[];
}

export type ImportResult =
  | {
      readonly ok: true;
      readonly format: ImportFormat;
      /** The messages imported (separators not counted). */
      readonly messages: number;
      readonly problems: readonly ImportProblem[];
      /** The seq of the "imported" separator row that starts the section. */
      readonly sectionSeq: number;
    }
  | { readonly ok: false; readonly problems: readonly ImportProblem[] };

/**
 * `secrets`: the texts never to write (secretsOf: the header values typed, the person's secret
 * `_meta` values); credential-named fields and `Bearer …` are redacted whatever they hold.
 */
export function exportJsonl(
  rows: readonly TrafficRow[],
  secrets: readonly string[] = [],
  exportedAt = new Date(),
): string {
  const header = JSON.stringify({
    format: JSONL_FORMAT,
    version: JSONL_VERSION,
    exportedAt: exportedAt.toISOString(),
  });
  const body = rows.map((row) => {
    if (row.mark) return JSON.stringify({ mark: row.mark, time: row.time, revision: row.revision });
    const line = redactLine(row.raw, secrets);
    return JSON.stringify({
      direction: row.direction,
      time: row.time,
      revision: row.revision,
      line,
      // Not the text that crossed the wire: an import shows what was exported, and this says why.
      ...(line !== row.raw ? { redacted: true } : {}),
      ...(row.pinned ? { pinned: true } : {}),
      ...(row.note !== undefined ? { note: row.note } : {}),
      // Relative, since an import numbers its rows anew.
      ...(row.parentSeq !== undefined ? { parentOffset: row.seq - row.parentSeq } : {}),
      ...(row.origin !== undefined && row.direction === 'out' ? { origin: row.origin } : {}),
      ...(row.lane !== undefined ? { lane: row.lane } : {}),
    });
  });
  return [header, ...body].join('\n') + '\n';
}

const MARK_KINDS: ReadonlySet<string> = new Set([
  'connect',
  'connected',
  'connect failed',
  'reset',
  'imported',
  'restored',
  'live',
]);

function readMark(m: Record<string, unknown>): ImportedMark | string {
  const mark = m.mark as Record<string, unknown> | null;
  if (typeof mark !== 'object' || mark === null || !MARK_KINDS.has(String(mark.kind)))
    return '"mark" must be a session separator ({kind, text})';
  if (typeof mark.text !== 'string') return '"mark.text" must be a string';
  if (typeof m.time !== 'number' || !Number.isFinite(m.time)) return '"time" must be a number';
  return {
    mark: { kind: mark.kind as SessionMark['kind'], text: mark.text },
    time: m.time,
    ...(typeof m.revision === 'string' ? { revision: m.revision } : {}),
  };
}

function readMessage(value: unknown): ImportedEntry | string {
  if (typeof value !== 'object' || value === null) return 'not a JSON object';
  const m = value as Record<string, unknown>;
  if ('mark' in m) return readMark(m);
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
  if (m.lane !== undefined && m.lane !== 'app') return '"lane" must be "app"';
  return {
    direction: m.direction,
    time: m.time,
    line: m.line,
    revision: m.revision as string | undefined,
    pinned: m.pinned === true,
    note: m.note as string | undefined,
    ...(m.parentOffset !== undefined ? { parentOffset: m.parentOffset as number } : {}),
    origin: m.origin as string | undefined,
    ...(m.lane === 'app' ? { lane: 'app' as const } : {}),
  };
}

/** The non-blank lines of a file, numbered from 1, without a trailing CR. */
function linesOf(text: string): LogLine[] {
  const lines: LogLine[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (line.trim() !== '') lines.push({ lineNumber: index + 1, text: line });
  });
  return lines;
}

function headerOf(line: LogLine | undefined): { format?: unknown; version?: unknown } | undefined {
  try {
    const value = JSON.parse(line?.text ?? '') as unknown;
    return typeof value === 'object' && value !== null && 'format' in value ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Reads an export (its header line first) or, without that header, a plain JSON-RPC line log. */
export function parseTrafficFile(text: string, now: number): ParsedImport {
  const lines = linesOf(text);
  const header = headerOf(lines[0]);
  if (header === undefined) {
    const log = parsePlainLog(lines);
    return {
      format: 'JSON-RPC log',
      // The log has no times: its messages are stamped with the import's, in order.
      entries: log.messages.map((message) => ({
        direction: message.direction,
        time: now,
        line: message.line,
        ...(log.revision !== undefined ? { revision: log.revision } : {}),
      })),
      problems: log.problems,
    };
  }
  const first = (lines[0] as LogLine).lineNumber;
  if (header.format !== JSONL_FORMAT)
    return {
      format: 'export',
      entries: [],
      problems: [{ lineNumber: first, problem: `not a ${JSONL_FORMAT} export` }],
    };
  if (header.version !== JSONL_VERSION) {
    const problem = `format version ${String(header.version)} is not supported`;
    return { format: 'export', entries: [], problems: [{ lineNumber: first, problem }] };
  }
  const entries: ImportedEntry[] = [];
  const problems: ImportProblem[] = [];
  for (const { lineNumber, text: line } of lines.slice(1)) {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      problems.push({ lineNumber, problem: 'not JSON' });
      continue;
    }
    const entry = readMessage(value);
    if (typeof entry === 'string') problems.push({ lineNumber, problem: entry });
    else entries.push(entry);
  }
  return { format: 'export', entries, problems };
}
