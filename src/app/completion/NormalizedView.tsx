// The normalized result: the wire `completion` object, counted, then as JSON.
import type { NormalizedCompletion } from '../../protocol/neutral';

export function NormalizedView({ completion }: { completion: NormalizedCompletion }) {
  const { values, total, hasMore } = completion;
  return (
    <section aria-label="Normalized result">
      <h4>Normalized result</h4>
      <dl>
        <dt>values</dt>
        <dd>
          {values.length} value{values.length === 1 ? '' : 's'}
        </dd>
        <dt>total</dt>
        <dd>{total ?? 'left out'}</dd>
        <dt>hasMore</dt>
        <dd>{hasMore === undefined ? 'left out' : String(hasMore)}</dd>
      </dl>
      <pre className="json">{JSON.stringify({ completion }, null, 2)}</pre>
    </section>
  );
}
