// The answers to what the Raw tab sent (docs/playground.md, "Raw"): for each line sent, the
// responses with its id that came back after it (a server may answer one id more than once; one
// paired with another request of that id is that request's), none
// for a notification, and for a line the server could not read the `id: null` error it caused
// (such errors are matched to such lines in order).
import { idKey, type TrafficRow } from '../../client';

export interface SentLine {
  readonly sent: TrafficRow;
  /** False for a notification: no answer is expected. */
  readonly expectsAnswer: boolean;
  readonly answers: readonly TrafficRow[];
}

const isResponse = (row: TrafficRow) =>
  row.direction === 'in' && (row.summary.kind === 'result' || row.summary.kind === 'error');

/** `rows` is the recorder's snapshot (contiguous seqs); `seqs` the rows the send recorded. */
export function answersTo(rows: readonly TrafficRow[], seqs: readonly number[]): SentLine[] {
  const base = rows[0]?.seq ?? 0;
  const sentLines = seqs.flatMap((seq) => {
    const row = rows[seq - base];
    return row && row.seq === seq ? [row] : [];
  });
  const first = sentLines[0];
  if (first === undefined) return [];
  const later = rows.slice(first.seq - base + 1).filter(isResponse);
  const nullErrors = later.filter((row) => row.summary.id === null && row.section === undefined);
  let unreadable = 0;
  return sentLines.map((sent) => {
    const { kind } = sent.summary;
    if (kind === 'notification') return { sent, expectsAnswer: false, answers: [] };
    const key = idKey(sent.summary.id);
    if (key === undefined) {
      // An unreadable line (or a request with id null): the server answers with id null.
      // Every line of a send is recorded before any answer, so the order is the lines' order.
      const answer = nullErrors[unreadable++];
      return { sent, expectsAnswer: true, answers: answer ? [answer] : [] };
    }
    // A response paired with another request with the same id (the client's own, later) is not
    // this line's; an unpaired one (a second answer to one id) is.
    const answers = later.filter(
      (row) =>
        row.seq > sent.seq &&
        row.section === undefined &&
        idKey(row.summary.id) === key &&
        (row.pairSeq === undefined || row.pairSeq === sent.seq),
    );
    return { sent, expectsAnswer: true, answers };
  });
}
