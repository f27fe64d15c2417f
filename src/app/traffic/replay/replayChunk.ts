// The replay's chunk (replayCode.ts), loaded at the first click on Replay or ahead when the page is
// idle (panelChunks.ts); a failed load is forgotten so that the next click tries again.
import type * as replayCode from './replayCode';

export type ReplayCode = typeof replayCode;

let loading: Promise<ReplayCode> | undefined;

export function loadReplayCode(): Promise<ReplayCode> {
  return (loading ??= import('./replayCode').catch((cause: unknown) => {
    loading = undefined;
    throw cause;
  }));
}
