// zod shapes shared by the tools' input and output schemas (docs/server.md §5–§6). The JSON Schemas
// that clients see are generated from these with zod's own `toJSONSchema` (2020-12).
import { z } from 'zod';
import { MAX_SOURCE_CHARS } from '../../protocol';

const index = z.number().int().min(0);

// `meta({ id })` names the shared pieces in the output schemas' `$defs` (Position, Range, …).
export const PositionShape = z
  .object({ line: index, character: index })
  .meta({ id: 'Position', description: '0-based line and UTF-16 character' });

export const RangeShape = z
  .object({ start: PositionShape, end: PositionShape })
  .meta({ id: 'Range', description: 'end exclusive' });

export const LocationShape = z.object({ uri: z.string(), range: RangeShape }).meta({ id: 'Location' });

export const TextEditShape = z.object({ range: RangeShape, newText: z.string() }).meta({ id: 'TextEdit' });

/** docs/server.md §5: the source comes as exactly one of `text` (optionally with a buffer `uri`), `path` or `uri`. */
export const sourceSelectorFields = {
  text: z
    .string()
    .max(MAX_SOURCE_CHARS, { error: `source is over ${MAX_SOURCE_CHARS} characters` })
    .optional()
    .describe('Groovy source, kept in buffer `uri` (default groovy-buffer:snippet)'),
  path: z.string().optional().describe('a file under --root'),
  uri: z.string().optional().describe('an open buffer; with `text`, the groovy-buffer: URI to keep it in'),
};

export const positionFields = {
  line: index.describe('0-based line'),
  character: index.describe('0-based UTF-16 character'),
};
