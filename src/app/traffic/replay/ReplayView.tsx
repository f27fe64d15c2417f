// A replay's result (docs/playground.md, "Traffic", "Replay"): each exchange of the imported
// section as same / different / no answer, differences first (replayOrder.ts), and for a different
// one the recorded and the live answer side by side, the lines at the differing JSON paths
// highlighted and the paths listed.
import { isDiffering, jsonLines, sideHighlights, type ReplayExchange } from '../../../client';
import { orderExchanges } from './replayOrder';
import type { ReplayState } from './replayState';
import './replay.css';

interface ReplayViewProps {
  state: ReplayState;
  onStop: () => void;
  onClose: () => void;
  onShow: (seq: number) => void;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "Replay done: 4 answers compared, 1 different, 2 skipped." */
export function replaySummary({ exchanges, running, total }: ReplayState): string {
  const count = (verdict: ReplayExchange['verdict']) => exchanges.filter((e) => e.verdict === verdict).length;
  const compared = count('same') + count('different');
  const parts = [`${plural(compared, 'answer')} compared`, `${count('different')} different`];
  for (const verdict of ['no answer', 'unrecorded', 'failed', 'skipped'] as const)
    if (count(verdict) > 0) parts.push(`${count(verdict)} ${verdict}`);
  return running
    ? `Replaying: ${exchanges.length} of ${plural(total, 'message')} sent; ${parts.join(', ')}…`
    : `Replay done: ${parts.join(', ')}.`;
}

function Side({ name, value, paths }: { name: string; value: unknown; paths: readonly string[] }) {
  const lines = value === undefined ? [] : jsonLines(value);
  // A differing value this side has is marked whole; where this side lacks it, only the line of
  // its nearest ancestor (the array it is missing from) is.
  const present = new Set(lines.map((line) => line.path));
  const own = paths.filter((path) => path === '/' || present.has(path));
  const ancestors = new Set(sideHighlights(lines, paths).filter((path) => !own.includes(path)));
  const marked = (path: string) => isDiffering(path, own) || ancestors.has(path);
  return (
    <section aria-label={name} className="replay-side">
      <h4>{name}</h4>
      <pre>
        {value === undefined
          ? '(none)'
          : lines.map((line, i) =>
              marked(line.path) ? (
                <mark key={i}>{`${line.text}\n`}</mark>
              ) : (
                <span key={i}>{`${line.text}\n`}</span>
              ),
            )}
      </pre>
    </section>
  );
}

interface ExchangeItemProps {
  exchange: ReplayExchange;
  /** Its place in the replay: the list's number, kept when differences are moved up. */
  position: number;
  onShow: (seq: number) => void;
}

function ExchangeItem({ exchange, position, onShow }: ExchangeItemProps) {
  const { step, verdict, paths, sentSeq, answerSeq } = exchange;
  const problem = exchange.problem ?? (step.kind === 'skipped' ? step.reason : undefined);
  const expectedSeq = step.kind === 'request' ? step.expected?.seq : undefined;
  const comparable =
    verdict === 'same' || verdict === 'different' || verdict === 'no answer' || verdict === 'unrecorded';
  return (
    <li
      value={position}
      className={`replay-exchange replay-${verdict.replace(/ /g, '-')}`}
      aria-label={`${step.label}: ${verdict}`}
    >
      <div className="replay-head">
        <span className="replay-verdict">{verdict}</span> <span>{step.label}</span>
        {problem && <span className="muted"> — {problem}</span>}
        {verdict === 'sent' && <span className="muted"> — a notification: no answer expected</span>}
        <button type="button" onClick={() => onShow(step.seq)}>
          Show recorded #{step.seq}
        </button>
        {(answerSeq ?? sentSeq) !== undefined && (
          <button type="button" onClick={() => onShow((answerSeq ?? sentSeq) as number)}>
            Show live #{answerSeq ?? sentSeq}
          </button>
        )}
      </div>
      {comparable && (
        <details open={verdict === 'different'}>
          <summary>
            {verdict === 'different' ? `Differs at ${plural(paths.length, 'path')}` : 'Compare'}
          </summary>
          {paths.length > 0 && (
            <ul aria-label="Differing paths" className="replay-paths">
              {paths.map((path) => (
                <li key={path}>
                  <code>{path}</code>
                </li>
              ))}
            </ul>
          )}
          <div className="replay-sides">
            <Side
              name={`Expected (recorded #${expectedSeq ?? '–'})`}
              value={exchange.expected}
              paths={paths}
            />
            <Side name={`Actual (live #${answerSeq ?? '–'})`} value={exchange.actual} paths={paths} />
          </div>
        </details>
      )}
    </li>
  );
}

export function ReplayView({ state, onStop, onClose, onShow }: ReplayViewProps) {
  return (
    <section className="replay" aria-label="Replay">
      <div className="toolbar">
        <strong>Replay of {state.title}</strong>
        <span role="status" aria-label="Replay status">
          {replaySummary(state)}
        </span>
        {state.running ? (
          <button type="button" onClick={onStop}>
            Stop replay
          </button>
        ) : (
          <button type="button" onClick={onClose}>
            Close replay
          </button>
        )}
      </div>
      <ol aria-label="Replayed exchanges" className="replay-list">
        {orderExchanges(state.exchanges).map(({ exchange, position }) => (
          <ExchangeItem key={position} exchange={exchange} position={position} onShow={onShow} />
        ))}
      </ol>
    </section>
  );
}
