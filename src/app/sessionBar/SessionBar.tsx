// The session bar (docs/playground.md, "Session bar"): the revision, the capabilities the
// client declares, Connect / Reset, the status, whether the engine is reachable and whether its
// sandbox is in force.
import { REVISIONS, revisionProfile, type CapabilityFlags, type Revision } from '../../client';
import { useSyncExternalStore } from 'react';
import { usePlayground, useSessionStatus } from '../playground';
import { AuthNoticeSlot } from './AuthNoticeSlot';
import { EngineBadge } from './EngineBadge';
import { RootsEditor } from '../roots/RootsEditor';
import { HeadersEditor } from '../connectionSettings/HeadersEditor';
import { MetaEditor } from '../connectionSettings/MetaEditor';
import { TimeoutsEditor } from '../connectionSettings/TimeoutsEditor';
import { PingButton } from './PingButton';
import { SandboxBadge } from './SandboxBadge';
import { ServerSelect } from './ServerSelect';
import { SessionStatusView } from './SessionStatusView';

interface SessionBarProps {
  revision: Revision;
  onRevision: (revision: Revision) => void;
  flags: CapabilityFlags;
  onFlags: (flags: CapabilityFlags) => void;
  hasToken: boolean;
}

export function SessionBar({
  revision,
  onRevision: setRevision,
  flags,
  onFlags: setFlags,
  hasToken,
}: SessionBarProps) {
  const { client, servers, showExchange } = usePlayground();
  const status = useSessionStatus();
  // A server just chosen is still being switched to (its transport's code loading, the old session
  // ending): a Connect now would reach the old one.
  const switching = useSyncExternalStore(servers.switching.subscribe, servers.switching.get);
  const { supports } = revisionProfile(revision);
  const connecting = status.state === 'connecting';

  const capability = (name: keyof CapabilityFlags) => (
    <label title={supports[name] ? undefined : `${revision} has no ${name}`}>
      <input
        type="checkbox"
        checked={flags[name] === true && supports[name]}
        disabled={!supports[name]}
        onChange={(event) => setFlags({ ...flags, [name]: event.target.checked })}
      />{' '}
      {name}
    </label>
  );

  return (
    <header className="session-bar" aria-label="Session">
      <ServerSelect />
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
        {capability('sampling')}
        {capability('roots')}
        {capability('apps')}
      </fieldset>
      <RootsEditor />
      <HeadersEditor />
      <MetaEditor />
      <TimeoutsEditor />
      <button
        type="button"
        className="primary"
        disabled={connecting || switching}
        title={switching ? 'Switching to the chosen server…' : undefined}
        onClick={() => void client.connect(revision, flags)}
      >
        Connect
      </button>
      <button type="button" disabled={status.state === 'idle'} onClick={() => void client.reset()}>
        Reset
      </button>
      <PingButton />
      <EngineBadge />
      <SandboxBadge />
      <SessionStatusView status={status} hasToken={hasToken} onShowExchange={showExchange} />
      <AuthNoticeSlot revision={revision} flags={flags} />
    </header>
  );
}
