// A failed call in words, with its exchange one click away in Traffic.
import { describeError, type Call } from '../client';
import { usePlayground } from './playground';
import { useEngineCause } from './useEngineHealth';

export function CallFailure({ call }: { call: Call<unknown> }) {
  const { showExchange } = usePlayground();
  // The engine's state while the call was out, in the worker's words (docs/playground.md, "Session bar").
  const cause = useEngineCause(call);
  if (call.outcome.ok) return null;
  return (
    <p className="error-text" role="alert">
      {describeError(call.outcome.error)}{' '}
      {cause !== undefined && <span className="engine-cause">Cause: {cause}. </span>}
      {call.requestSeq !== undefined && (
        <button type="button" onClick={() => showExchange(call.requestSeq as number)}>
          Show in Traffic
        </button>
      )}
    </p>
  );
}
