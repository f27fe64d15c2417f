// Runs a replay of an imported section against the live session and keeps its exchanges for
// ReplayView (docs/playground.md, "Traffic", "Replay"). One replay at a time; Stop ends it after
// the exchange in flight.
import { useCallback, useRef, useState } from 'react';
import { planReplay, runReplay, sectionRows, type McpClient, type ReplayExchange } from '../../../client';
import { separatorText } from '../SeparatorRowView';

export interface ReplayState {
  readonly sectionSeq: number;
  /** What the section's separator says ("imported session.jsonl · 12 messages (export) at …"). */
  readonly title: string;
  readonly total: number;
  readonly exchanges: readonly ReplayExchange[];
  readonly running: boolean;
}

/** Each request may wait this long for its answer (tool calls compile). */
export const REPLAY_TIMEOUT_MS = 30_000;

export function useReplay(client: McpClient) {
  const [state, setState] = useState<ReplayState>();
  const controller = useRef<AbortController | undefined>(undefined);

  const start = useCallback(
    async (sectionSeq: number, includeEditorCalls = false) => {
      if (controller.current) return;
      const separator = client.traffic.get(sectionSeq);
      const rows = sectionRows(client.traffic.getSnapshot().rows, sectionSeq);
      const liveConnected = client.status.get().state === 'connected';
      const steps = planReplay(rows, { liveConnected, includeEditorCalls }, (seq) => client.traffic.get(seq));
      const title = separator ? separatorText(separator) : `section #${sectionSeq}`;
      const abort = new AbortController();
      controller.current = abort;
      setState({ sectionSeq, title, total: steps.length, exchanges: [], running: true });
      const exchanges = await runReplay(client, steps, {
        timeoutMs: REPLAY_TIMEOUT_MS,
        signal: abort.signal,
        onProgress: (so) => setState((s) => s && { ...s, exchanges: so }),
      });
      controller.current = undefined;
      setState((s) => s && { ...s, exchanges, running: false });
    },
    [client],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const close = useCallback(() => {
    controller.current?.abort();
    setState(undefined);
  }, []);

  return { state, start, stop, close };
}
