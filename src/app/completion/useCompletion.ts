// Asks completion/complete for a query as it changes (each keystroke), through LatestOnly: the first
// change goes out at once, later ones are debounced and coalesced, and only the answer to the newest
// query is shown (docs/playground.md, "Completion").
import { useEffect, useRef, useState } from 'react';
import type { Call } from '../../client';
// Imported from its module, not the client's index, so that it loads with the panels that complete.
import { completeArgument, type CompletionAnswer, type CompletionQuery } from '../../client/completion';
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

export interface CompletionState {
  /** The answer to the newest query answered so far. */
  readonly shown: ShownCompletion | undefined;
  /** True while a newer query than the shown one is on its way. */
  readonly waiting: boolean;
}

/** Asks for `query` whenever it changes; `query` undefined asks nothing (a closed suggestion list). */
export function useCompletion(query: CompletionQuery | undefined): CompletionState {
  const { client } = usePlayground();
  const status = useSessionStatus();
  const [shown, setShown] = useState<ShownCompletion>();
  const [askedKey, setAskedKey] = useState('');
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
    if (query === undefined) {
      latest.current?.drop(); // the list closed: an older keystroke still waiting is not sent
      return;
    }
    if (!connected) return;
    latest.current?.push(query);
    setAskedKey(key);
    // `key` stands for the query: the effect runs when what is asked changes, not when its identity does.
  }, [key, connected, status]);

  return { shown, waiting: askedKey !== '' && askedKey !== queryKey(shown?.query) };
}
