// Where the session bar says that the chosen HTTP server wants authorization (docs/any-server.md,
// "Authorization"): nothing until a 401 or 403 arrives, then the notice, a chunk of its own, so that
// none of it weighs on the page before it is needed.
import { createElement, useSyncExternalStore } from 'react';
import type { CapabilityFlags, Revision } from '../../client';
import { ChunkBoundary } from '../ChunkBoundary';
import { usePlayground } from '../playground';
import { retryableLazy } from '../retryableLazy';

const authNotice = retryableLazy(() => import('../auth/AuthNotice').then((m) => m.AuthNotice));

export function AuthNoticeSlot({ revision, flags }: { revision: Revision; flags: CapabilityFlags }) {
  const { servers } = usePlayground();
  const required = useSyncExternalStore(servers.authRequired.subscribe, servers.authRequired.get);
  if (required === undefined) return null;
  return (
    <ChunkBoundary what="The authorization notice">
      {(attempt) => createElement(authNotice.forAttempt(attempt), { required, revision, flags })}
    </ChunkBoundary>
  );
}
