// Makes the elicitation dialog the client's elicitation handler (docs/elicitation.md, "Client"):
// each round (an MRTR `input_required`, or a classic `elicitation/create`) waits in line and is
// shown in one dialog, oldest first. A reset ends the session the questions came from, so those
// still open are answered cancel.
import { useEffect, useRef, useState } from 'react';
import type { ElicitResult } from '../../client';
import { usePlayground, useSessionStatus } from '../playground';
import { ChunkBoundary } from '../ChunkBoundary';
import { preloadWhenIdle } from '../retryableLazy';
import type { ElicitationRound } from './ElicitationDialog';
import { elicitationDialog } from './elicitationDialogChunk';

// Not in the page's first JavaScript, which has a budget (docs/playground.md, "Quality a user
// notices"): loaded when the page is idle, so a backend stopped later cannot keep it from opening.

interface Waiting extends ElicitationRound {
  readonly id: number;
  readonly answer: (answers: Record<string, ElicitResult>) => void;
}

export function ElicitationHost() {
  const { client } = usePlayground();
  const status = useSessionStatus();
  const [waiting, setWaiting] = useState<readonly Waiting[]>([]);
  const nextId = useRef(0);
  useEffect(() => preloadWhenIdle([elicitationDialog]), []);

  useEffect(() => {
    client.setElicitationHandler(
      (requests, asker) =>
        new Promise((resolve) => {
          const id = nextId.current++;
          const answer = (answers: Record<string, ElicitResult>) => {
            setWaiting((all) => all.filter((w) => w.id !== id));
            resolve(answers);
          };
          setWaiting((all) => [...all, { id, requests, asker, answer }]);
          // A task cancelled meanwhile no longer needs the answers: its dialog closes.
          const cancelAll = () =>
            answer(Object.fromEntries(Object.keys(requests).map((key) => [key, { action: 'cancel' }])));
          asker.signal?.addEventListener('abort', cancelAll, { once: true });
        }),
    );
    return () => client.setElicitationHandler(undefined);
  }, [client]);

  useEffect(() => {
    if (status.state === 'connected') return;
    for (const round of waiting)
      round.answer(Object.fromEntries(Object.keys(round.requests).map((key) => [key, { action: 'cancel' }])));
  }, [status.state, waiting]);

  const current = waiting[0];
  if (!current) return null;
  return (
    <ChunkBoundary what="The elicitation dialog">
      {(attempt) => {
        const ElicitationDialog = elicitationDialog.forAttempt(attempt);
        return <ElicitationDialog key={current.id} round={current} onAnswer={current.answer} />;
      }}
    </ChunkBoundary>
  );
}
