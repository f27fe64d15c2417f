// The Logs tab (docs/playground.md, "Client features for any server"): the server's
// `notifications/message` (level, logger, data), newest last, and a `logging/setLevel` control
// when the server declares `logging`. Each message is also a row in Traffic.
import { useState, useSyncExternalStore } from 'react';
import { LOG_LEVELS, type Call, type LogLevel } from '../../client';
import { CallFailure } from '../CallFailure';
import { usePlayground, useSessionStatus } from '../playground';
import './logs.css';

function dataText(data: unknown): string {
  return typeof data === 'string' ? data : JSON.stringify(data);
}

export function LogsPanel() {
  const { client } = usePlayground();
  const status = useSessionStatus();
  const entries = useSyncExternalStore(client.logs.entries.subscribe, client.logs.entries.get);
  const level = useSyncExternalStore(client.logs.level.subscribe, client.logs.level.get);
  const [chosen, setChosen] = useState<LogLevel>('info');
  const [failed, setFailed] = useState<Call<unknown>>();
  const hasLogging = status.state === 'connected' && status.serverCapabilities.logging !== undefined;

  const setLevel = async () => {
    const reply = await client.logs.setLevel(chosen);
    setFailed(reply.outcome.ok ? undefined : reply);
  };

  return (
    <section className="section logs-panel" aria-label="Logs">
      <div className="toolbar">
        {hasLogging ? (
          <>
            <label>
              Level{' '}
              <select value={chosen} onChange={(event) => setChosen(event.target.value as LogLevel)}>
                {LOG_LEVELS.map((l) => (
                  <option key={l}>{l}</option>
                ))}
              </select>
            </label>
            <button type="button" onClick={() => void setLevel()}>
              Set level
            </button>
            <span className="muted" role="status">
              {level ? `The server sends ${level} and above.` : 'The server’s default level.'}
            </span>
          </>
        ) : (
          <span className="muted">
            {status.state === 'connected'
              ? 'The server does not declare logging: no level to set.'
              : 'Connect to set the log level.'}
          </span>
        )}
        <button type="button" disabled={entries.length === 0} onClick={() => client.logs.clear()}>
          Clear
        </button>
      </div>
      {failed && <CallFailure call={failed} />}
      {entries.length === 0 ? (
        <p className="muted">No log messages yet.</p>
      ) : (
        <table className="logs-table">
          <thead>
            <tr>
              <th>Time</th>
              <th>Level</th>
              <th>Logger</th>
              <th>Data</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.n} className={`log-${entry.level}`}>
                <td>{new Date(entry.at).toLocaleTimeString()}</td>
                <td>{entry.level}</td>
                <td>{entry.logger ?? ''}</td>
                <td>
                  <code>{dataText(entry.data)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
