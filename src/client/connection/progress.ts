// Progress on a pending request (docs/playground.md, "Client features for any server"): the
// requests that always carry a `_meta.progressToken` (their id), and the `notifications/progress`
// that reach the pending request of that token.
import type { PendingRequests } from './pendingRequests';

type Params = Record<string, unknown>;

/** Requests that always carry a progress token, so their progress shows on the pending request. */
export const PROGRESS_METHODS: ReadonlySet<string> = new Set(['tools/call', 'resources/read', 'prompts/get']);

/** `params` with `_meta.progressToken` set to the request's id (any `_meta` the caller set is kept). */
export function withProgressToken(params: Params | undefined, id: number): Params {
  const meta = params?._meta;
  const callerMeta = typeof meta === 'object' && meta !== null ? (meta as Params) : {};
  return { ...params, _meta: { ...callerMeta, progressToken: id } };
}

/** One `notifications/progress`'s params, handed to the pending request of its token. */
export function noteProgress(pending: PendingRequests, params: unknown): void {
  const p = (typeof params === 'object' && params !== null ? params : {}) as Params;
  if (typeof p.progress !== 'number') return;
  pending.progress(p.progressToken, {
    progress: p.progress,
    ...(typeof p.total === 'number' ? { total: p.total } : {}),
    ...(typeof p.message === 'string' ? { message: p.message } : {}),
  });
}
