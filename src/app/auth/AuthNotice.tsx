// "<name> requires authorization" and the Authorize button (docs/any-server.md, "Authorization"),
// shown while the chosen Streamable HTTP server's last answer was a 401 or 403 (a chunk of its own,
// loaded by sessionBar/AuthNoticeSlot.tsx only then). The flow's code loads on the click; the popup
// opens on the click itself, so no popup blocker stops it.
import { useState } from 'react';
import type { AuthRequired, CapabilityFlags, Revision } from '../../client';
import { describeAuthRequired } from '../../client/servers/httpAuth';
import { usePlayground } from '../playground';

export interface AuthNoticeProps {
  required: AuthRequired;
  revision: Revision;
  flags: CapabilityFlags;
}

export function AuthNotice({ required, revision, flags }: AuthNoticeProps) {
  const { client, servers } = usePlayground();
  const [progress, setProgress] = useState<string>();

  const authorize = async () => {
    const popup = window.open('', 'groovymcp-oauth', 'popup,width=560,height=720');
    setProgress('Authorizing in the popup…');
    try {
      const { authorizeInPopup } = await import('./authorizeInPopup');
      // A 403 insufficient_scope: authorize again asking for the scope it named (step-up).
      const scope = required.status === 403 ? required.challenge?.scope : undefined;
      const outcome = await authorizeInPopup(servers.access, required.server, popup, scope);
      if (!outcome.ok) {
        setProgress(`Authorization failed: ${outcome.message}`);
        return;
      }
      setProgress(undefined);
      servers.authRequired.set(undefined);
      await client.reset();
      await client.connect(revision, flags);
    } catch (err) {
      setProgress(`Authorization failed: ${String(err)}`);
    }
  };

  return (
    <div className="auth-notice" role="group" aria-label="Authorization">
      <span>{describeAuthRequired(required)}</span>{' '}
      <button type="button" onClick={() => void authorize()}>
        Authorize
      </button>
      {progress !== undefined && <span role="status"> {progress}</span>}
    </div>
  );
}
