// In Traffic's toolbar (docs/playground.md, "Saved across a reload"): "Clear saved data", what it
// did, the bound's "older rows dropped" and the one notice of a storage failure.
import { useSyncExternalStore } from 'react';
import { TRAFFIC_BOUNDS } from '../../client/persistence';
import { usePlayground } from '../playground';

const BOUND = `the newest ${TRAFFIC_BOUNDS.maxRows.toLocaleString('en')} rows, ${TRAFFIC_BOUNDS.maxBytes / 1024 / 1024} MiB at most`;

export function SavedDataActions() {
  const { saved } = usePlayground();
  const traffic = useSyncExternalStore(saved.traffic.subscribe, saved.traffic.get);
  const cleared = useSyncExternalStore(saved.cleared.subscribe, saved.cleared.get);
  return (
    <>
      <button
        type="button"
        title="Deletes the traffic and buffers saved for the next page load (what is on screen stays)"
        onClick={() => void saved.clear()}
      >
        Clear saved data
      </button>
      {traffic.problem !== undefined && (
        <span role="status" className="warn-text">
          {traffic.problem}
        </span>
      )}
      {traffic.droppedRows > 0 && (
        <span className="muted" aria-label="Saved traffic">
          Saved for a reload: {BOUND}; {traffic.droppedRows.toLocaleString('en')} older rows dropped.
        </span>
      )}
      {cleared !== undefined && (
        <span role="status" className={cleared.startsWith('Could not') ? 'error-text' : 'muted'}>
          {cleared}
        </span>
      )}
    </>
  );
}
