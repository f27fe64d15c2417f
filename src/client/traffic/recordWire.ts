// Traffic as an observer of the wire (docs/playground.md, "Traffic"; docs/ARCHITECTURE.md, "The
// client core"): every line the tap numbers becomes the row of that seq, linted under the revision
// the session speaks; marks, notes and conversations follow. The client core never sees the recorder.
import type { TrafficLint } from '../lint/trafficLint';
import { negotiatedRevision } from './handshakeRevision';
import type { SummarizedLine } from '../wire/messageSummary';
import type { WireTap } from '../wire/wireTap';
import { MAX_MESSAGE_BYTES } from '../../protocol/limits';
import type { Direction, RecordOptions, TrafficRecorder } from './trafficRecorder';

export interface RecordWireOptions {
  readonly traffic: TrafficRecorder;
  readonly lint: TrafficLint;
  /** The revision each row is linted against (the connected one, or the one being connected). */
  readonly revision: () => string | undefined;
}

/** Records `wire` into `traffic` from now on; returns the unsubscribe. */
export function recordWire(wire: WireTap, { traffic, lint, revision }: RecordWireOptions): () => void {
  const record = (direction: Direction, line: string, summarized: SummarizedLine, options: RecordOptions) => {
    const row = traffic.record(direction, line, { revision: revision(), summarized, ...options });
    const negotiated = negotiatedRevision(row, summarized.value);
    if (negotiated === undefined) {
      lint.check(row);
      return;
    }
    // The answer, and the request it answers, are linted under the server's choice
    // (docs/any-server.md, "Servers unlike groovymcp").
    for (const seq of [row.pairSeq, row.seq]) {
      if (seq === undefined) continue;
      traffic.update(seq, { revision: negotiated, lint: { status: 'pending' } });
      const updated = traffic.get(seq);
      if (updated !== undefined) lint.check(updated);
    }
  };
  return wire.observe({
    sent: (seq, line, summarized, tags) => record('out', line, summarized, { seq, ...tags }),
    received: (seq, line, summarized, time) => {
      record('in', line, summarized, { seq, time });
      // Another server's line may exceed the cap the bridge does not enforce (docs/any-server.md, "Stdio bridge").
      const bytes = traffic.get(seq)?.bytes ?? 0;
      if (bytes > MAX_MESSAGE_BYTES)
        traffic.update(seq, {
          note: `over the ${MAX_MESSAGE_BYTES / 1024 / 1024} MiB line cap (${bytes} bytes)`,
        });
    },
    marked: (seq, mark, markRevision) => void traffic.recordMark(mark, { seq, revision: markRevision }),
    remarked: (seq, mark, markRevision) => traffic.update(seq, { mark, revision: markRevision }),
    noted: (seq, note) => traffic.update(seq, { note }),
    folded: (requestSeq, conversation) => {
      const answer = traffic.get(requestSeq)?.pairSeq;
      if (answer !== undefined && answer !== conversation)
        traffic.update(answer, { parentSeq: conversation });
    },
  });
}
