// In Traffic's toolbar (docs/playground.md, "Saved across a reload"): a "Saved data" disclosure with
// what is kept and "Clear saved data", what that did, the bound's "older rows dropped" and the one
// notice of a storage failure.
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
      {/* A disclosure: the button is one step away from Traffic's own Clear, never mistaken for it. */}
      <details className="saved-data">
        <summary>Saved data</summary>
        <div className="saved-data-menu">
          <p>Kept across a reload in this browser: the traffic ({BOUND}) and the editor&apos;s buffers.</p>
          <button
            type="button"
            onClick={(event) => {
              // Closed again: what it did is said in the toolbar.
              event.currentTarget.closest('details')?.removeAttribute('open');
              void saved.clear();
            }}
          >
            Clear saved data
          </button>
        </div>
      </details>
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
