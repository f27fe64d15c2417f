// The line of server-initiated requests that wait on a person (elicitation rounds, sampling
// requests; docs/playground.md, "Elicitation" and "Client features for any server"): each
// waits its turn and is shown in one dialog, oldest first. One that is no longer needed is
// answered for the person: its task was cancelled (its signal aborted), or a reset ended the
// session that asked.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSessionStatus } from './playground';

export interface Waiting<Item, Answer> {
  /** Unique for the page's life: a key that gives each dialog fresh state. */
  readonly n: number;
  readonly item: Item;
  readonly answer: (answer: Answer) => void;
}

export type NoLongerNeeded = 'cancelled' | 'reset';

/**
 * `answerFor` gives the answer sent when the person is not asked after all; it must be stable
 * (a module-level function), as `ask` is handed to the client once.
 */
export function usePersonQueue<Item, Answer>(answerFor: (item: Item, why: NoLongerNeeded) => Answer) {
  const status = useSessionStatus();
  const [waiting, setWaiting] = useState<readonly Waiting<Item, Answer>[]>([]);
  const next = useRef(0);

  const ask = useCallback(
    (item: Item, signal?: AbortSignal) =>
      new Promise<Answer>((resolve) => {
        const n = next.current++;
        const answer = (result: Answer) => {
          setWaiting((all) => all.filter((w) => w.n !== n));
          resolve(result);
        };
        setWaiting((all) => [...all, { n, item, answer }]);
        signal?.addEventListener('abort', () => answer(answerFor(item, 'cancelled')), { once: true });
      }),
    [answerFor],
  );

  useEffect(() => {
    if (status.state === 'connected') return;
    for (const w of waiting) w.answer(answerFor(w.item, 'reset'));
  }, [status.state, waiting, answerFor]);

  return { current: waiting[0], ask };
}
