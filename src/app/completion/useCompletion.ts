// Asks completion/complete for a query as it changes (each keystroke), through LatestOnly: the first
// change goes out at once, later ones are debounced and coalesced, and only the answer to the newest
// query is shown (docs/playground.md, "Completion").
import { useEffect, useRef, useState } from 'react';
import { completeArgument, type Call, type CompletionAnswer, type CompletionQuery } from '../../client';
import { usePlayground, useSessionStatus } from '../playground';
import { LatestOnly } from './latestOnly';

/** The shortest time between two requests while someone types fast. */
export const COMPLETION_QUIET_MS = 60;

export interface ShownCompletion {
  readonly query: CompletionQuery;
  readonly call: Call<CompletionAnswer>;
}

export function queryKey(query: CompletionQuery | undefined): string {
  return query === undefined ? '' : JSON.stringify(query);
}

/** The answer to the newest query asked; `query` undefined asks nothing (a closed suggestion list). */
export function useCompletion(query: CompletionQuery | undefined): ShownCompletion | undefined {
  const { client } = usePlayground();
  const status = useSessionStatus();
  const [shown, setShown] = useState<ShownCompletion>();
  const latest = useRef<LatestOnly<CompletionQuery, Call<CompletionAnswer>>>(undefined);

  useEffect(() => {
    // A new session (or client) starts afresh: nothing of the old one is shown.
    const sender = new LatestOnly<CompletionQuery, Call<CompletionAnswer>>({
      run: (asked) => completeArgument(client, asked),
      show: (asked, call) => setShown({ query: asked, call }),
      fail: (asked, cause) =>
        setShown({
          query: asked,
          call: {
            outcome: { ok: false, error: { kind: 'transport', message: String(cause) } },
            requestSeq: undefined,
          },
        }),
      quietMs: COMPLETION_QUIET_MS,
    });
    latest.current = sender;
    setShown(undefined);
    return () => sender.dispose();
  }, [client, status]);

  const key = queryKey(query);
  const connected = status.state === 'connected';
  useEffect(() => {
    if (query !== undefined && connected) latest.current?.push(query);
    // `key` stands for the query: the effect runs when what is asked changes, not when its identity does.
  }, [key, connected, status]);

  return shown;
}
