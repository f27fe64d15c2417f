// Requests still waiting for their answer, with how long, their progress and a Cancel for each
// (never a silent hang: docs/playground.md, "Quality a user notices"); Cancel sends
// notifications/cancelled and ends the request as cancelled.
import { useEffect, useState } from 'react';
import { usePending, usePlayground } from '../playground';
import { formatLatency } from '../format';
import { ProgressView } from '../ProgressView';

export function PendingList() {
  const { client } = usePlayground();
  const pending = usePending();
  const [now, setNow] = useState(() => performance.now());

  useEffect(() => {
    if (pending.length === 0) return;
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, [pending.length]);

  if (pending.length === 0) return null;
  return (
    <ul className="pending-list" aria-label="Pending requests">
      {pending.map((request) => (
        <li key={String(request.id)} style={{ listStyle: 'none' }}>
          {request.method} (id {String(request.id)}) waiting{' '}
          {formatLatency(Math.max(0, now - request.startedAt))}{' '}
          {request.progress && <ProgressView progress={request.progress} />}{' '}
          <button type="button" onClick={() => void client.cancel(request.id)}>
            Cancel {request.method}
          </button>
        </li>
      ))}
    </ul>
  );
}
