// A failed call in words, with its exchange one click away in Traffic.
import { describeError, type Call } from '../client';
import { usePlayground } from './playground';

export function CallFailure({ call }: { call: Call<unknown> }) {
  const { showExchange } = usePlayground();
  if (call.outcome.ok) return null;
  return (
    <p className="error-text" role="alert">
      {describeError(call.outcome.error)}{' '}
      {call.requestSeq !== undefined && (
        <button type="button" onClick={() => showExchange(call.requestSeq as number)}>
          Show in Traffic
        </button>
      )}
    </p>
  );
}
