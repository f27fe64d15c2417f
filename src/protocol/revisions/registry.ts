// The revision registry: which versions exist, how a legacy `initialize` negotiates one, and which
// adapter serves a request (docs/revisions.md §1 "Version negotiation", docs/server.md §3).
import type { ServerIdentity } from '../neutral';
import type { RevisionAdapter } from './adapter';
import { Rev20241105 } from './rev2024-11-05/adapter';
import { Rev20250326 } from './rev2025-03-26/adapter';
import { Rev20250618 } from './rev2025-06-18/adapter';
import { Rev20251125 } from './rev2025-11-25/adapter';
import { Rev20260728 } from './rev2026-07-28/adapter';
import { FALLBACK_VERSION, LEGACY_VERSIONS, MODERN_VERSION, type ProtocolVersion } from './versions';

export * from './versions';

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
  // A Record over every version: a revision without an adapter does not compile.
  const adapters: Readonly<Record<ProtocolVersion, RevisionAdapter>> = {
    '2024-11-05': new Rev20241105(),
    '2025-03-26': new Rev20250326(),
    '2025-06-18': new Rev20250618(),
    '2025-11-25': new Rev20251125(),
    [MODERN_VERSION]: new Rev20260728(server),
  };
  const get = (version: ProtocolVersion): RevisionAdapter => adapters[version];
  const isLegacy = (version: string): version is ProtocolVersion =>
    (LEGACY_VERSIONS as readonly string[]).includes(version);
  return {
    negotiate: (requested) => (isLegacy(requested) ? get(requested) : get(FALLBACK_VERSION)),
    modern: (requested) => (requested === MODERN_VERSION ? get(MODERN_VERSION) : undefined),
    byVersion: get,
    fallback: get(FALLBACK_VERSION),
  };
}
