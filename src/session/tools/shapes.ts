// zod shapes of the tools' input schemas (docs/server.md §5); the output shapes, and the Position,
// Range, Location and TextEdit they share, are the table of src/contracts/toolOutputs.ts. The JSON
// Schemas that clients see are generated from these with zod's own `toJSONSchema` (2020-12), at
// build time for the worker (prebuiltToolCatalog.ts) and at start elsewhere (neutralTools.ts).
// zod/mini (zodMini.ts): the worker validates with these at run time.
import { MAX_SOURCE_CHARS } from '../../protocol';
import { index } from '../../contracts/wireShapes';
import { z } from '../../contracts/zodMini';

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
