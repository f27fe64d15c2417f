// Makes the sampling dialog the client's sampling handler (docs/playground.md, "Client features for
// any server"): each `sampling/createMessage` waits in line (usePersonQueue.ts) and is shown in one
// dialog, oldest first. One no longer needed (its task cancelled, its session reset) is rejected.
import { lazy, Suspense, useEffect } from 'react';
import type { SamplingAnswer, SamplingRequest } from '../../client';
import { usePlayground } from '../playground';
import { usePersonQueue, type NoLongerNeeded } from '../usePersonQueue';

// Loaded with the first request: most sessions never see it (the page's initial JavaScript has a
// budget, docs/playground.md, "Quality a user notices").
const SamplingDialog = lazy(() => import('./SamplingDialog').then((m) => ({ default: m.SamplingDialog })));

interface Asked {
  readonly id: string | number;
  readonly request: SamplingRequest;
}

const REASONS: Record<NoLongerNeeded, string> = {
  cancelled: 'the task was cancelled',
  reset: 'the session was reset',
};
const rejected = (_asked: Asked, why: NoLongerNeeded): SamplingAnswer => ({
  action: 'reject',
  reason: REASONS[why],
});

export function SamplingHost() {
  const { client } = usePlayground();
  const { current, ask } = usePersonQueue(rejected);

  useEffect(() => {
    client.setSamplingHandler((request, id, signal) => ask({ id, request }, signal));
    return () => client.setSamplingHandler(undefined);
  }, [client, ask]);

  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <SamplingDialog
        key={current.n}
        request={current.item.request}
        id={current.item.id}
        revision={client.revision}
        onAnswer={current.answer}
      />
    </Suspense>
  );
}
