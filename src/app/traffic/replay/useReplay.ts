// Runs a replay of an imported section against the live session and keeps its exchanges for
// ReplayView (docs/playground.md, "Traffic", "Replay"). One replay at a time; Stop ends it after
// the exchange in flight. The replay's code (replayChunk.ts) loads at the first click.
import { useCallback, useRef, useState } from 'react';
import { type McpClient } from '../../../client';
import { separatorText } from '../SeparatorRowView';
import { loadReplayCode, type ReplayCode } from './replayChunk';
import type { ReplayState } from './replayState';

export type { ReplayState };

/** Each request may wait this long for its answer (tool calls compile). */
export const REPLAY_TIMEOUT_MS = 30_000;

export function useReplay(client: McpClient) {
  const [state, setState] = useState<ReplayState>();
  const [code, setCode] = useState<ReplayCode>();
  const controller = useRef<AbortController | undefined>(undefined);

  const start = useCallback(
    async (sectionSeq: number, includeEditorCalls = false) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      const separator = client.traffic.get(sectionSeq);
      const title = separator ? separatorText(separator) : `section #${sectionSeq}`;
      let loaded: ReplayCode;
      try {
        loaded = await loadReplayCode();
      } catch (cause) {
        controller.current = undefined;
        const failure = `The replay's code could not be loaded (${String(cause)}): is the backend (npm start) still running? Replay again loads it again.`;
        setState({ sectionSeq, title, total: 0, exchanges: [], running: false, failure });
        return;
      }
      setCode(() => loaded);
      const { planReplay, runReplay, sectionRows } = loaded;
      const rows = sectionRows(client.traffic.getSnapshot().rows, sectionSeq);
      const liveConnected = client.status.get().state === 'connected';
      const steps = planReplay(rows, { liveConnected, includeEditorCalls }, (seq) => client.traffic.get(seq));
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

  return { state, code, start, stop, close };
}
