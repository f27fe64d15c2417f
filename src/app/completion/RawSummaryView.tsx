// The completer's output as it gave it, counted (the trace's `raw`, docs/completion.md).
import type { RawSummary } from '../../protocol/completion/completionTrace';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const given = (value: number | boolean | null) => (value === null ? 'absent' : String(value));

export function RawSummaryView({ raw }: { raw: RawSummary | null }) {
  return (
    <section aria-label="Completer output">
      <h4>Completer output</h4>
      {raw === null ? (
        <p className="muted">No completer was called.</p>
      ) : (
        <dl>
          <dt>values</dt>
          <dd>{raw.values === null ? 'null' : plural(raw.values, 'value')}</dd>
          <dt>nulls</dt>
          <dd>{raw.nulls}</dd>
          <dt>total</dt>
          <dd>{given(raw.total)}</dd>
          <dt>hasMore</dt>
          <dd>{given(raw.hasMore)}</dd>
        </dl>
      )}
    </section>
  );
}
