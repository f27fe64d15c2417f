// Queues traffic rows for the schema lint and writes the verdicts back onto the rows. The lint
// itself runs off the UI thread (schemaLint.worker.ts); this side only batches: one postMessage
// per burst, however many lines arrived in it.
import type { MessageKind } from '../wire/messageSummary';
import type { Direction, TrafficRecorder, TrafficRow } from '../traffic/trafficRecorder';

export interface LintItem {
  readonly seq: number;
  readonly raw: string;
  readonly revision: string;
  readonly direction: Direction;
  readonly kind: MessageKind;
  /** The request's method for a response (decides which result schema applies). */
  readonly method: string | undefined;
}

export type LintVerdict =
  | { readonly seq: number; readonly ok: true; readonly note?: string }
  | { readonly seq: number; readonly ok: false; readonly errors: readonly string[]; readonly note?: string }
  | { readonly seq: number; readonly unchecked: string };

export interface LintBackend {
  lintMessages(items: readonly LintItem[]): Promise<readonly LintVerdict[]>;
}

const BATCH = 2000;
/**
 * Verdicts can wait a moment: batching for a few milliseconds keeps the lint's messages from
 * running between a request and its answer on the UI thread (that would show in the round trip).
 */
const DELAY_MS = 20;

export class TrafficLint {
  private queue: LintItem[] = [];
  private scheduled = false;

  constructor(
    private readonly recorder: TrafficRecorder,
    private readonly backend: LintBackend | undefined,
  ) {}

  check(row: TrafficRow): void {
    if (!this.backend) {
      this.recorder.update(row.seq, {
        lint: { status: 'unchecked', reason: 'no schema lint in this build' },
      });
      return;
    }
    if (row.revision === undefined) {
      this.recorder.update(row.seq, { lint: { status: 'unchecked', reason: 'no revision chosen yet' } });
      return;
    }
    const { seq, raw, revision, direction, method, summary } = row;
    this.queue.push({ seq, raw, revision, direction, method, kind: summary.kind });
    if (this.scheduled) return;
    this.scheduled = true;
    setTimeout(() => void this.flush(), DELAY_MS);
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const backend = this.backend as LintBackend;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, BATCH);
      try {
        this.apply(await backend.lintMessages(batch));
      } catch (cause) {
        const reason = `the schema lint failed: ${cause instanceof Error ? cause.message : String(cause)}`;
        for (const item of batch) this.recorder.update(item.seq, { lint: { status: 'unchecked', reason } });
      }
    }
  }

  private apply(verdicts: readonly LintVerdict[]): void {
    for (const verdict of verdicts) {
      if ('unchecked' in verdict) {
        this.recorder.update(verdict.seq, { lint: { status: 'unchecked', reason: verdict.unchecked } });
      } else {
        const note = verdict.note === undefined ? {} : { note: verdict.note };
        this.recorder.update(verdict.seq, {
          lint: verdict.ok
            ? { status: 'ok', ...note }
            : { status: 'violation', errors: verdict.errors, ...note },
        });
      }
    }
  }
}
