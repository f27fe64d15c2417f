// The answers to what the Raw tab sent, under the editor (docs/playground.md, "Raw"): each line
// sent with the response(s) carrying its id, pretty, and a link to the row in Traffic; a
// notification says that no answer is expected.
import { useMemo } from 'react';
import type { TrafficRow } from '../../client';
import { useTraffic } from '../playground';
import { answersTo } from './rawAnswersModel';
import './rawAnswers.css';

/** A send of 2,500 lines lists its first lines only; Traffic has them all. */
const SHOWN = 20;

interface RawAnswersProps {
  seqs: readonly number[];
  onShow: (seq: number) => void;
}

function pretty(row: TrafficRow): string {
  try {
    return JSON.stringify(JSON.parse(row.raw), null, 2);
  } catch {
    return row.raw;
  }
}

function what(row: TrafficRow): string {
  const { kind, method, id } = row.summary;
  if (kind === 'invalid') return 'an unreadable line';
  return `${method ?? kind}${id === undefined ? '' : ` (id ${JSON.stringify(id)})`}`;
}

export function RawAnswers({ seqs, onShow }: RawAnswersProps) {
  const { rows } = useTraffic();
  const sent = useMemo(() => answersTo(rows, seqs.slice(0, SHOWN)), [rows, seqs]);
  if (sent.length === 0) return null;
  return (
    <section aria-label="Answers" className="raw-answers">
      <h3>Answers</h3>
      <ol>
        {sent.map(({ sent: row, expectsAnswer, answers }) => (
          <li key={row.seq} aria-label={`Answer to ${what(row)}`}>
            <div>
              <strong>{what(row)}</strong>{' '}
              <button type="button" onClick={() => onShow(row.seq)}>
                Show #{row.seq} in Traffic
              </button>
            </div>
            {!expectsAnswer && <p className="muted">A notification: no answer expected.</p>}
            {expectsAnswer && answers.length === 0 && <p className="muted">Waiting for the answer…</p>}
            {answers.map((answer) => (
              <div key={answer.seq}>
                <span className={answer.summary.kind === 'error' ? 'error-text' : 'muted'}>
                  {answer.summary.kind === 'error' ? 'error' : 'result'} · #{answer.seq}
                  {answer.latencyMs !== undefined && answer.pairSeq === row.seq
                    ? ` · ${answer.latencyMs.toFixed(1)} ms`
                    : ''}
                </span>{' '}
                <button type="button" onClick={() => onShow(answer.seq)}>
                  Show #{answer.seq} in Traffic
                </button>
                <pre className="mono">{pretty(answer)}</pre>
              </div>
            ))}
          </li>
        ))}
      </ol>
      {seqs.length > SHOWN && <p className="muted">{seqs.length - SHOWN} more lines sent: see Traffic.</p>}
    </section>
  );
}
