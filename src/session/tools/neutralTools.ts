// The catalog as revision-neutral tool definitions, with JSON Schema 2020-12 generated once by zod.
import { z } from '../../contracts/zodMini';
import type { JsonObject, NeutralTool } from '../../protocol';
import { ToolErrorOutput, type ToolOutputShape } from '../../contracts/toolOutputs';
import { TASK_TOOLS, TOOL_CATALOG } from './toolCatalog';

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

function toJsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonObject {
  return z.toJSONSchema(schema, { target: 'draft-2020-12', io }) as JsonObject;
}

function inputSchema(input: z.ZodMiniObject): JsonObject {
  const json = toJsonSchema(input, 'input');
  dropNoise(json);
  return json;
}

/**
 * Success OR tool error (docs/tool-errors.md): a failed call's structuredContent is `{error}`
 * (docs/server.md §4), and clients built on the official SDK validate every structuredContent against
 * the outputSchema, `isError` or not, so a schema of the success shape alone makes them throw the
 * tool error away. A tool with several success shapes (`tokens`: objects or relative) lists each
 * as its own branch, the error branch last. The root stays `type: "object"` (2025-06-18 and
 * 2025-11-25 require it); the error branch keeps its `additionalProperties: false` ("nothing but
 * `error`"), the noise is dropped from the success branches and the shared `$defs` only.
 */
function outputSchema(success: ToolOutputShape): JsonObject {
  const successShapes = success instanceof z.ZodMiniUnion ? success.def.options : [success];
  const { $schema, anyOf, $defs } = toJsonSchema(z.union([...successShapes, ToolErrorOutput]), 'output');
  if (!Array.isArray(anyOf) || anyOf.length !== successShapes.length + 1)
    throw new TypeError('zod no longer writes a union as anyOf');
  const branches = anyOf as JsonObject[];
  branches.slice(0, -1).forEach(dropNoise);
  dropNoise($defs);
  return { $schema, type: 'object', anyOf: branches, ...($defs ? { $defs } : {}) };
}

export const NEUTRAL_TOOLS: readonly NeutralTool[] = TOOL_CATALOG.map((tool) => ({
  name: tool.name,
  title: tool.title,
  description: tool.description,
  inputSchema: inputSchema(tool.input),
  outputSchema: outputSchema(tool.output),
  readOnly: true,
  taskSupport: TASK_TOOLS.has(tool.name) ? 'optional' : 'forbidden',
}));
