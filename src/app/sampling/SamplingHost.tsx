// Makes the sampling dialog the client's sampling handler (docs/playground.md, "Client features for
// any server"): each `sampling/createMessage` waits in line and is shown in one dialog, oldest
// first. A reset ends the session that asked, so those still open are answered as rejected.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SamplingAnswer, SamplingRequest } from '../../client';
import { usePlayground, useSessionStatus } from '../playground';

// Loaded with the first request: most sessions never see it (the page's initial JavaScript has a
// budget, docs/playground.md, "Quality a user notices").
const SamplingDialog = lazy(() => import('./SamplingDialog').then((m) => ({ default: m.SamplingDialog })));

interface Waiting {
  readonly n: number;
  readonly id: string | number;
  readonly request: SamplingRequest;
  readonly answer: (answer: SamplingAnswer) => void;
}

export function SamplingHost() {
  const { client } = usePlayground();
  const status = useSessionStatus();
  const [waiting, setWaiting] = useState<readonly Waiting[]>([]);
  const next = useRef(0);

  useEffect(() => {
    client.setSamplingHandler(
      (request, id, signal) =>
        new Promise((resolve) => {
          const n = next.current++;
          const answer = (result: SamplingAnswer) => {
            setWaiting((all) => all.filter((w) => w.n !== n));
            resolve(result);
          };
          setWaiting((all) => [...all, { n, id, request, answer }]);
          // A task cancelled meanwhile no longer needs the answer: its dialog closes.
          signal?.addEventListener(
            'abort',
            () => answer({ action: 'reject', reason: 'the task was cancelled' }),
            {
              once: true,
            },
          );
        }),
    );
    return () => client.setSamplingHandler(undefined);
  }, [client]);

  useEffect(() => {
    if (status.state === 'connected') return;
    for (const w of waiting) w.answer({ action: 'reject', reason: 'the session was reset' });
  }, [status.state, waiting]);

  const current = waiting[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <SamplingDialog
        key={current.n}
        request={current.request}
        id={current.id}
        revision={client.revision}
        onAnswer={current.answer}
      />
    </Suspense>
  );
}
