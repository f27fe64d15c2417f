// The catalog as revision-neutral tool definitions, with JSON Schema 2020-12 generated once by zod.
import { z } from 'zod';
import type { JsonObject, NeutralTool } from '../../protocol';
import { TOOL_CATALOG } from './toolCatalog';

// Output schemas share Position, Range, Location and TextEdit through named `$defs` (their zod
// `meta({ id })`). Two things zod writes are dropped as noise, since tools/list is the largest
// message of a session: integer bounds at the safe range (a position never comes near them), and
// `additionalProperties: false` on output objects (the session strips unknown keys itself before
// sending, so clients never see any).
const SAFE_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

function dropNoise(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  for (const key of ['maximum', 'minimum']) if (SAFE_BOUNDS.has(record[key] as number)) delete record[key];
  if (record.additionalProperties === false) delete record.additionalProperties;
  Object.values(record).forEach(dropNoise);
}

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io }) as JsonObject;
  dropNoise(json);
  return json;
}

export const NEUTRAL_TOOLS: readonly NeutralTool[] = TOOL_CATALOG.map((tool) => ({
  name: tool.name,
  title: tool.title,
  description: tool.description,
  inputSchema: toJsonSchema(tool.input, 'input'),
  outputSchema: toJsonSchema(tool.output, 'output'),
  readOnly: true,
}));
