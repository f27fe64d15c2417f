// The revision registry: which versions exist, how a legacy `initialize` negotiates one, and which
// adapter serves a request (docs/revisions.md §1 "Version negotiation", docs/server.md §3).
import type { ServerIdentity } from '../neutral';
import type { ProtocolVersion, RevisionAdapter } from './adapter';
import { Rev20241105 } from './rev2024-11-05/adapter';
import { Rev20250326 } from './rev2025-03-26/adapter';
import { Rev20250618 } from './rev2025-06-18/adapter';
import { Rev20251125 } from './rev2025-11-25/adapter';
import { Rev20260728 } from './rev2026-07-28/adapter';

/** Versions negotiated by `initialize`, newest first. */
export const LEGACY_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'] as const;
/** The stateless revision, selected per request by `_meta`. */
export const MODERN_VERSION = '2026-07-28';
/** What `server/discover` lists and a `-32022` error offers (docs/revisions.md §6). */
export const SUPPORTED_VERSIONS: readonly ProtocolVersion[] = [MODERN_VERSION, ...LEGACY_VERSIONS];
/** Any other non-empty version asked by `initialize` is answered with this one. */
export const FALLBACK_VERSION = '2025-11-25';

export interface RevisionRegistry {
  /** A supported legacy version is echoed; any other non-empty one falls back to 2025-11-25. */
  negotiate(requested: string): RevisionAdapter;
  /** The 2026-07-28 adapter, or undefined when `requested` is not a stateless version. */
  modern(requested: string): RevisionAdapter | undefined;
  byVersion(version: ProtocolVersion): RevisionAdapter;
  /** Serves what comes before any negotiation (`ping`, framing errors). */
  readonly fallback: RevisionAdapter;
}

export function createRevisionRegistry(server: ServerIdentity): RevisionRegistry {
  const adapters = new Map<string, RevisionAdapter>([
    ['2024-11-05', new Rev20241105()],
    ['2025-03-26', new Rev20250326()],
    ['2025-06-18', new Rev20250618()],
    ['2025-11-25', new Rev20251125()],
    [MODERN_VERSION, new Rev20260728(server)],
  ]);
  const get = (version: string): RevisionAdapter => adapters.get(version)!;
  return {
    negotiate: (requested) =>
      (LEGACY_VERSIONS as readonly string[]).includes(requested) ? get(requested) : get(FALLBACK_VERSION),
    modern: (requested) => (requested === MODERN_VERSION ? get(MODERN_VERSION) : undefined),
    byVersion: get,
    fallback: get(FALLBACK_VERSION),
  };
}
