// The catalog as revision-neutral tool definitions, with JSON Schema 2020-12 generated once by zod.
import { z } from 'zod';
import type { JsonObject, NeutralTool } from '../../protocol';
import { TOOL_CATALOG } from './toolCatalog';

// Output schemas share their ranges and locations through `$defs` (`reused: 'ref'`), which keeps
// `tools/list` compact; input schemas stay inline because clients generate forms from them.
const toJsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonObject =>
  z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    reused: io === 'output' ? 'ref' : 'inline',
  }) as JsonObject;

export const NEUTRAL_TOOLS: readonly NeutralTool[] = TOOL_CATALOG.map((tool) => ({
  name: tool.name,
  title: tool.title,
  description: tool.description,
  inputSchema: toJsonSchema(tool.input, 'input'),
  outputSchema: toJsonSchema(tool.output, 'output'),
  readOnly: true,
}));
