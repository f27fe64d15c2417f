// One URL-mode elicitation, shown the way the spec's security rules ask (docs/any-server.md,
// "URL-mode elicitation"): the full URL as text with its host emphasized, a warning when it is not
// https, and nothing opened until the person clicks Open URL (a new tab, noopener + noreferrer).
// The server's `notifications/elicitation/complete` for it is said here; it answers nothing.
import { useSyncExternalStore } from 'react';
import type { ElicitUrlRequest } from '../../client';
import { usePlayground } from '../playground';
import { urlShape } from './urlShape';
import './urlElicitation.css';

/**
 * Whether the server said `notifications/elicitation/complete` for `elicitationId`, before this
 * came on screen or since (the client keeps them: completedElicitations.ts).
 */
function useCompleted(elicitationId: string): boolean {
  const { completedElicitations } = usePlayground().client;
  return useSyncExternalStore(completedElicitations.subscribe, () =>
    completedElicitations.has(elicitationId),
  );
}

export function UrlElicitation({ request }: { request: Pick<ElicitUrlRequest, 'url' | 'elicitationId'> }) {
  const shape = urlShape(request.url);
  const completed = useCompleted(request.elicitationId);
  return (
    <div className="elicitation-url">
      <p>
        <span className="muted">Opens: </span>
        <code aria-label="URL">
          {shape.before}
          <strong className="elicitation-host">{shape.host}</strong>
          {shape.after}
        </code>
      </p>
      {shape.warning && (
        <p className="error-text" role="note">
          {shape.warning}
        </p>
      )}
      {shape.local && <p className="muted">A local address (this machine).</p>}
      <button type="button" onClick={() => window.open(request.url, '_blank', 'noopener,noreferrer')}>
        Open URL
      </button>
      {completed && (
        <p role="status" className="elicitation-complete">
          The server says this is complete.
        </p>
      )}
    </div>
  );
}
