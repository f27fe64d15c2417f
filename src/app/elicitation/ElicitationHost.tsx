// Makes the elicitation dialog the client's elicitation handler (docs/elicitation.md, "Client"):
// each round (an MRTR `input_required`, or a classic `elicitation/create`) waits in line
// (usePersonQueue.ts) and is shown in one dialog, oldest first. One no longer needed (its task
// cancelled, or a reset ended the session the questions came from) is answered cancel.
import { useEffect } from 'react';
import type { ElicitResult } from '../../client';
import { usePlayground } from '../playground';
import { ChunkBoundary } from '../ChunkBoundary';
import { preloadWhenIdle } from '../retryableLazy';
import { usePersonQueue } from '../usePersonQueue';
import type { ElicitationRound } from './ElicitationDialog';
import { elicitationDialog } from './elicitationDialogChunk';

// Not in the page's first JavaScript, which has a budget (docs/playground.md, "Quality a user
// notices"): loaded when the page is idle, so a backend stopped later cannot keep it from opening.

const cancelled = (round: ElicitationRound): Record<string, ElicitResult> =>
  Object.fromEntries(Object.keys(round.requests).map((key) => [key, { action: 'cancel' }]));

export function ElicitationHost() {
  const { client } = usePlayground();
  const { current, ask } = usePersonQueue(cancelled);
  useEffect(() => preloadWhenIdle([elicitationDialog]), []);

  useEffect(() => {
    client.setElicitationHandler((requests, asker) => ask({ requests, asker }, asker.signal));
    return () => client.setElicitationHandler(undefined);
  }, [client, ask]);

  if (!current) return null;
  return (
    <ChunkBoundary what="The elicitation dialog">
      {(attempt) => {
        const ElicitationDialog = elicitationDialog.forAttempt(attempt);
        return <ElicitationDialog key={current.n} round={current.item} onAnswer={current.answer} />;
      }}
    </ChunkBoundary>
  );
}
