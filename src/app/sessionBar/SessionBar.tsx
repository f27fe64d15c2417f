// The session bar (../shared/spec/playground.md, "Session bar"): the revision, the capabilities the
// client declares, Connect / Reset and the status.
import { REVISIONS, isRevision, revisionProfile, type CapabilityFlags, type Revision } from '../../client';
import { usePlayground, useSessionStatus } from '../playground';
import { useStoredState } from '../useStoredState';
import { SessionStatusView } from './SessionStatusView';

const isFlags = (value: unknown): value is CapabilityFlags =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CapabilityFlags).elicitation === 'boolean' &&
  typeof (value as CapabilityFlags).tasks === 'boolean';

interface SessionBarProps {
  hasToken: boolean;
  onShowExchange: (seq: number) => void;
}

export function SessionBar({ hasToken, onShowExchange }: SessionBarProps) {
  const { client } = usePlayground();
  const status = useSessionStatus();
  const [revision, setRevision] = useStoredState<Revision>('groovymcp:revision', '2025-11-25', isRevision);
  const [flags, setFlags] = useStoredState<CapabilityFlags>(
    'groovymcp:capabilities',
    { elicitation: false, tasks: false },
    isFlags,
  );
  const { supports } = revisionProfile(revision);
  const connecting = status.state === 'connecting';

  const capability = (name: keyof CapabilityFlags) => (
    <label title={supports[name] ? undefined : `${revision} has no ${name}`}>
      <input
        type="checkbox"
        checked={flags[name] && supports[name]}
        disabled={!supports[name]}
        onChange={(event) => setFlags({ ...flags, [name]: event.target.checked })}
      />{' '}
      {name}
    </label>
  );

  return (
    <header className="session-bar" aria-label="Session">
      <label>
        Protocol revision{' '}
        <select value={revision} onChange={(event) => setRevision(event.target.value as Revision)}>
          {REVISIONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>Client capabilities</legend>
        {capability('elicitation')}
        {capability('tasks')}
      </fieldset>
      <button
        type="button"
        className="primary"
        disabled={connecting}
        onClick={() => void client.connect(revision, flags)}
      >
        Connect
      </button>
      <button type="button" disabled={status.state === 'idle'} onClick={() => void client.reset()}>
        Reset
      </button>
      <SessionStatusView status={status} hasToken={hasToken} onShowExchange={onShowExchange} />
    </header>
  );
}
