// The status in words: the negotiated version and the server's identity, or what went wrong with
// the exchange that caused it one click away (docs/playground.md, "Session bar").
import type { SessionStatus } from '../../client';

interface SessionStatusViewProps {
  status: SessionStatus;
  hasToken: boolean;
  onShowExchange: (seq: number) => void;
}

function StatusText({ status, onShowExchange }: Omit<SessionStatusViewProps, 'hasToken'>) {
  switch (status.state) {
    case 'idle':
      return <span>Not connected. Choose a revision and press Connect.</span>;
    case 'connecting':
      return <span>Connecting with {status.requested}…</span>;
    case 'connected': {
      const { server } = status;
      return (
        <span>
          Connected: <strong>{status.revision}</strong> · {server.title ?? server.name} {server.version}
          {server.title ? ` (${server.name})` : ''}
          {status.notice && <span className="notice"> — {status.notice}</span>}
        </span>
      );
    }
    case 'failed':
      return (
        <span className="failed">
          Connect failed: {status.reason}{' '}
          {status.exchangeSeq !== undefined && (
            <button type="button" onClick={() => onShowExchange(status.exchangeSeq as number)}>
              Show the exchange
            </button>
          )}
        </span>
      );
  }
}

export function SessionStatusView({ status, hasToken, onShowExchange }: SessionStatusViewProps) {
  return (
    <div className="session-status">
      <div role="status" aria-label="Session status" aria-live="polite">
        <StatusText status={status} onShowExchange={onShowExchange} />
      </div>
      {!hasToken && (
        <div className="error-text">
          This page has no engine token (it was not served by the playground backend), so tool calls will
          fail. Start it with <code>npm start</code>.
        </div>
      )}
    </div>
  );
}
