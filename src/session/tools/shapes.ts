// zod shapes shared by the tools' input and output schemas (docs/server.md §5–§6). The JSON Schemas
// that clients see are generated from these with zod's own `toJSONSchema` (2020-12), at build time
// for the worker (prebuiltToolCatalog.ts) and at start elsewhere (neutralTools.ts). zod/mini
// (zodMini.ts): the worker validates with these at run time.
import { MAX_SOURCE_CHARS } from '../../protocol';
import { z } from '../../protocol/zodMini';

const index = z.number().check(z.int(), z.minimum(0));

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

/** docs/server.md §5: the source comes as exactly one of `text` (optionally with a buffer `uri`), `path` or `uri`. */
export const sourceSelectorFields = {
  text: z
    .optional(
      z
        .string()
        .check(z.maxLength(MAX_SOURCE_CHARS, { error: `source is over ${MAX_SOURCE_CHARS} characters` })),
    )
    .check(z.describe('Groovy source, kept in buffer `uri` (default groovy-buffer:snippet)')),
  path: z.optional(z.string()).check(z.describe('a file under --root')),
  uri: z
    .optional(z.string())
    .check(z.describe('an open buffer; with `text`, the groovy-buffer: URI to keep it in')),
};

export const positionFields = {
  line: index.check(z.describe('0-based line')),
  character: index.check(z.describe('0-based UTF-16 character')),
};
