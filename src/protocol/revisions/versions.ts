// The protocol revisions this server speaks (docs/revisions.md §1), written once: the registry, the
// client's profiles, the schema lint, the test tables and the end-to-end helpers all derive from it.

/** Oldest first, as the session bar lists them. */
export const PROTOCOL_VERSIONS = [
  '2024-11-05',
  '2025-03-26',
  '2025-06-18',
  '2025-11-25',
  '2026-07-28',
] as const;
export type ProtocolVersion = (typeof PROTOCOL_VERSIONS)[number];

/** The stateless revision, selected per request by `_meta`. */
export const MODERN_VERSION = '2026-07-28' satisfies ProtocolVersion;
export type LegacyVersion = Exclude<ProtocolVersion, typeof MODERN_VERSION>;
/** Versions negotiated by `initialize`, newest first. */
export const LEGACY_VERSIONS: readonly LegacyVersion[] = PROTOCOL_VERSIONS.filter(
  (version): version is LegacyVersion => version !== MODERN_VERSION,
).reverse();
/** What `server/discover` lists and a `-32022` error offers (docs/revisions.md §6): newest first. */
export const SUPPORTED_VERSIONS: readonly ProtocolVersion[] = [MODERN_VERSION, ...LEGACY_VERSIONS];
/** Any other non-empty version asked by `initialize` is answered with this one. */
export const FALLBACK_VERSION = '2025-11-25' satisfies LegacyVersion;
