// The Server log tab (docs/any-server.md, "Server log"): what a configured server says besides MCP —
// a stdio child's stderr, when it started and how it ended (exit code or signal), an HTTP session's
// notes — never mixed into Traffic.
import { useSyncExternalStore } from 'react';
import type { ServerLogEntry } from '../../client';
import { usePlayground } from '../playground';

/** The newest entries shown; the store keeps more (MAX_SERVER_LOG_ENTRIES) for a longer look. */
const SHOWN = 1_000;

const seconds = (entry: ServerLogEntry) => (entry.time / 1000).toFixed(3);

export function ServerLogPanel() {
  const { servers } = usePlayground();
  const entries = useSyncExternalStore(servers.log.subscribe, servers.log.get);
  const chosen = useSyncExternalStore(servers.chosen.subscribe, servers.chosen.get);
  const shown = entries.slice(-SHOWN);

  return (
    <section className="server-log section" aria-label="Server log">
      <p className="muted">
        {'builtIn' in chosen
          ? 'The built-in server runs in this page and writes no log here; choose a configured server.'
          : `${chosen.name}: stderr, start and exit.`}{' '}
        <button type="button" disabled={entries.length === 0} onClick={() => servers.log.clear()}>
          Clear
        </button>
      </p>
      <ol className="server-log-lines">
        {shown.map((entry) => (
          <li key={entry.seq} className={`server-log-${entry.kind}`} data-kind={entry.kind}>
            <span className="muted">{seconds(entry)}</span>{' '}
            <span className="server-log-kind">{entry.kind}</span>{' '}
            <span className="server-log-text">{entry.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
