// One completion/complete dispatch side by side (docs/completion.md, "What the playground shows"):
// what the completer produced, what the protocol received, and the rules that made the difference,
// all read from the trace the server put in the result's `_meta`.
import { describeError } from '../../client';
import { usePlayground } from '../playground';
import { NormalizedView } from './NormalizedView';
import { RawSummaryView } from './RawSummaryView';
import { RulesList } from './RulesList';
import type { ShownCompletion } from './useCompletion';

interface DispatchViewProps {
  shown: ShownCompletion | undefined;
  /** A newer request than the shown answer is on its way. */
  waiting: boolean;
}

export function DispatchView({ shown, waiting }: DispatchViewProps) {
  const { showExchange } = usePlayground();
  if (!shown) {
    return (
      <p className="muted">
        {waiting ? 'Waiting for the first answer…' : 'No answer yet: type a value above.'}
      </p>
    );
  }
  const { query, call } = shown;
  const seq = call.requestSeq;
  return (
    // data-value: the value this answer is for (the UI bench waits for it).
    <div aria-label="Dispatch" role="group" data-value={query.value}>
      <p>
        Answer for <code>{query.argument}</code> = <code>{JSON.stringify(query.value)}</code>{' '}
        {seq !== undefined && (
          <button type="button" onClick={() => showExchange(seq)}>
            Show in Traffic
          </button>
        )}{' '}
        {waiting && (
          <span className="muted" role="status">
            a newer request is on its way…
          </span>
        )}
      </p>
      {!call.outcome.ok ? (
        <p className="error-text" role="alert">
          {describeError(call.outcome.error)}. An error carries no trace: its details stay in the server’s
          log.
        </p>
      ) : (
        <div className="completion-columns">
          {call.outcome.value.trace ? (
            <RawSummaryView raw={call.outcome.value.trace.raw} />
          ) : (
            <section aria-label="Completer output">
              <h4>Completer output</h4>
              <p className="muted">
                No trace in the answer’s <code>_meta</code>
                {call.outcome.value.traceProblem ? ` (unreadable: ${call.outcome.value.traceProblem})` : ''}.
              </p>
            </section>
          )}
          <NormalizedView completion={call.outcome.value.completion} />
          <RulesList rules={call.outcome.value.trace?.rules ?? []} />
        </div>
      )}
    </div>
  );
}
