// The wire's shared pieces (docs/server.md §5–§6): positions, ranges, locations and edits, as the
// tools take and answer them. zod/mini (zodMini.ts). The tool output table (toolOutputs.ts) is built
// from these, and the session's input shapes (src/session/tools/shapes.ts) reuse the index.
import { z } from './zodMini';

/** A 0-based line or UTF-16 character. */
export const index = z.number().check(z.int(), z.minimum(0));

// The registered `id` names the shared pieces in the output schemas' `$defs` (Position, Range, …).
// Registered in place rather than by a `meta` check: mini's checks run again on every clone (a
// described `RangeShape` would carry the id twice), while a clone inherits registered metadata
// less its id, as classic's `.meta()` did.
export const PositionShape = z
  .object({ line: index, character: index })
  .register(z.globalRegistry, { id: 'Position', description: '0-based line and UTF-16 character' });

export const RangeShape = z
  .object({ start: PositionShape, end: PositionShape })
  .register(z.globalRegistry, { id: 'Range', description: 'end exclusive' });

export const LocationShape = z
  .object({ uri: z.string(), range: RangeShape })
  .register(z.globalRegistry, { id: 'Location' });

export const TextEditShape = z
  .object({ range: RangeShape, newText: z.string() })
  .register(z.globalRegistry, { id: 'TextEdit' });

/** A 0-based line and UTF-16 character (docs/server.md §5). */
export type WirePosition = z.infer<typeof PositionShape>;
/** End exclusive. */
export type WireRange = z.infer<typeof RangeShape>;
export type WireLocation = z.infer<typeof LocationShape>;
/** A tool's edit (`format`, `organize-imports`, `rename`): the range's text becomes `newText`. */
export type WireTextEdit = z.infer<typeof TextEditShape>;
