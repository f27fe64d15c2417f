// What a replay of an imported section sends (docs/playground.md, "Traffic", "Replay"): the
// section's client → server requests and notifications, in order, each request with the answer the
// section recorded for it. The client's own answers to the server's requests are not re-sent (the
// live client answers the live server's requests itself), nor are lines that are not JSON-RPC.
// When the live session is already connected, the section's `initialize` and
// `notifications/initialized` are skipped: a second initialize is an error by design. The calls the
// editor made on its own (rows with an `origin`: markers, hover, …) are skipped unless asked for:
// the live editor makes its own calls on the live session at the same time, so what they answer
// depends on the order the two interleave (which buffers the session held), not on the server.
import type { TrafficRow } from '../traffic/trafficRecorder';

export type ReplayStep =
  | {
      readonly kind: 'request';
      /** The row of the section it replays. */
      readonly seq: number;
      readonly label: string;
      readonly message: Record<string, unknown>;
      /** The recorded answer's row, or undefined when the section has none. */
      readonly expected: TrafficRow | undefined;
    }
  | {
      readonly kind: 'notification';
      readonly seq: number;
      readonly label: string;
      readonly message: Record<string, unknown>;
    }
  | { readonly kind: 'skipped'; readonly seq: number; readonly label: string; readonly reason: string };

const HANDSHAKE: ReadonlySet<string> = new Set(['initialize', 'notifications/initialized']);

/** `tools/call · rename`, or the method alone. */
const labelOf = (row: TrafficRow): string =>
  row.subject === undefined ? (row.method ?? '') : `${row.method} · ${row.subject}`;

/** The rows of the section that starts at separator row `sectionSeq`, in order. */
export function sectionRows(rows: readonly TrafficRow[], sectionSeq: number): TrafficRow[] {
  return rows.filter((row) => row.section === sectionSeq && row.mark === undefined);
}

export interface PlanOptions {
  /** Whether the live session is connected (the section's handshake is then skipped). */
  liveConnected: boolean;
  /** Replays the editor's own calls too (rows with an origin). */
  includeEditorCalls?: boolean;
}

export function planReplay(
  section: readonly TrafficRow[],
  { liveConnected, includeEditorCalls = false }: PlanOptions,
  rowOf: (seq: number) => TrafficRow | undefined,
): ReplayStep[] {
  const steps: ReplayStep[] = [];
  for (const row of section) {
    // The page's messages to an MCP App never went to the server (docs/playground.md, "MCP Apps").
    if (row.direction !== 'out' || row.lane !== undefined) continue;
    const { kind } = row.summary;
    if (kind !== 'request' && kind !== 'notification') continue;
    const label = labelOf(row);
    if (liveConnected && HANDSHAKE.has(row.method ?? '')) {
      steps.push({ kind: 'skipped', seq: row.seq, label, reason: 'the live session is already initialized' });
      continue;
    }
    if (!includeEditorCalls && row.origin !== undefined) {
      const reason = `the editor's own call (${row.origin}); the live editor makes its own`;
      steps.push({ kind: 'skipped', seq: row.seq, label, reason });
      continue;
    }
    const message = JSON.parse(row.raw) as Record<string, unknown>;
    if (kind === 'notification') steps.push({ kind, seq: row.seq, label, message });
    else
      steps.push({
        kind,
        seq: row.seq,
        label,
        message,
        expected: row.pairSeq === undefined ? undefined : rowOf(row.pairSeq),
      });
  }
  return steps;
}
