// The messages of one MCP App under it (docs/playground.md, "MCP Apps"): the last ones, each with its
// ext-apps schema verdict and its way to its row in Traffic's app ↔ host lane.
import { useSyncExternalStore } from 'react';
import { usePlayground } from '../playground';
import type { AppVerdict } from './appMessageLint';
import { APP_LANE_LIMIT, APP_LOG_LIMIT, appMessageSummary, type AppMessageLog } from './appMessageLog';

/** ✓ or ✗ against ext-apps' schema.json, or why the message was not checked (its title). */
function VerdictMark({ verdict }: { verdict: AppVerdict | undefined }) {
  if (verdict === undefined) return null;
  if ('unchecked' in verdict)
    return (
      <span className="muted" title={verdict.unchecked}>
        (not checked)
      </span>
    );
  return verdict.ok ? (
    <span className="ok-text" title={`valid ${verdict.definition}`}>
      ✓
    </span>
  ) : (
    <span className="error-text" title={`not a valid ${verdict.definition}`}>
      ✗ {verdict.definition}
    </span>
  );
}

/**
 * This app's messages, also rows of Traffic's app ↔ host lane (which holds every app's): each opens to
 * the message as sent and its way to the row.
 */
export function AppMessageList({ log }: { log: AppMessageLog }) {
  const { showExchange } = usePlayground();
  const messages = useSyncExternalStore(log.subscribe, log.get);
  return (
    <details className="app-messages">
      <summary>
        App ↔ host messages ({messages.length < APP_LOG_LIMIT ? messages.length : `last ${APP_LOG_LIMIT}`})
        {log.unrecorded > 0 && (
          <span className="muted">
            {' '}
            · {log.unrecorded} past the first {APP_LANE_LIMIT} not recorded in Traffic
          </span>
        )}
      </summary>
      <ol aria-label="App ↔ host messages">
        {messages.map((entry) => (
          <li key={entry.n}>
            <details>
              <summary>
                <span className="muted">{entry.direction}</span> {appMessageSummary(entry.message)}{' '}
                <VerdictMark verdict={entry.verdict} />
              </summary>
              {entry.verdict && 'errors' in entry.verdict && (
                <ul className="error-text">
                  {entry.verdict.errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              )}
              {entry.seq !== undefined && (
                <button type="button" onClick={() => showExchange(entry.seq as number)}>
                  Show in Traffic (#{entry.seq})
                </button>
              )}
              <pre className="json">{JSON.stringify(entry.message, null, 2)}</pre>
            </details>
          </li>
        ))}
      </ol>
    </details>
  );
}
