// The one table of tool output types (docs/server.md §6): the structuredContent of each tool, as zod
// shapes and, by z.infer, as types. The session checks the engine's result against the tool's shape
// before it reaches the client (unknown keys are stripped, so the wire always matches the published
// outputSchema, which is generated from the same shape); the editor checks each answer against it
// again (src/editor/editorTools.ts), so neither side trusts the other's cast. ToolErrorOutput is the
// other shape every outputSchema admits. zod/mini (zodMini.ts), as in wireShapes.ts.
import type { ToolName } from './tools';
import { LocationShape, RangeShape, TextEditShape, type WireRange } from './wireShapes';
import { z } from './zodMini';

const uri = z.string();

export const DiagnosticsOutput = z.object({
  uri,
  diagnostics: z.array(
    z.object({
      range: RangeShape,
      severity: z.enum(['error', 'warning', 'information', 'hint']),
      message: z.string(),
      source: z.literal('groovyc'),
      code: z.optional(z.string()),
    }),
  ),
});

export const DescribeOutput = z.object({
  uri,
  found: z.boolean(),
  name: z.optional(z.string()),
  kind: z.optional(z.string()),
  type: z.optional(z.string()),
  signature: z.optional(z.string()),
  documentation: z.optional(z.string()),
  range: z.optional(RangeShape),
});

export const LocationsOutput = z.object({ uri, locations: z.array(LocationShape) });

/** One symbol of the `symbols` answer, with the symbols nested in it. */
export interface SymbolNode {
  name: string;
  kind: string;
  range: WireRange;
  selectionRange: WireRange;
  detail?: string | undefined;
  children?: SymbolNode[] | undefined;
}

export const SymbolShape: z.ZodMiniType<SymbolNode> = z
  .object({
    name: z.string(),
    kind: z.string(),
    range: RangeShape,
    selectionRange: RangeShape.check(z.describe('the name only')),
    detail: z.optional(z.string()),
    get children() {
      return z.optional(z.array(SymbolShape));
    },
  })
  // Registered in place: a check would clone it, and mini's clone reads the shape's getter before
  // SymbolShape exists.
  .register(z.globalRegistry, { id: 'DocumentSymbol' });

export const SymbolsOutput = z.object({ uri, symbols: z.array(SymbolShape) });

export const CompleteOutput = z.object({
  uri,
  isIncomplete: z.boolean(),
  items: z.array(
    z.object({
      label: z.string(),
      kind: z.string(),
      detail: z.optional(z.string()),
      insertText: z.optional(z.string()),
    }),
  ),
});

const documented = { label: z.string(), documentation: z.optional(z.string()) };

export const SignaturesOutput = z.object({
  uri,
  signatures: z.array(z.object({ ...documented, parameters: z.array(z.object(documented)) })),
  activeSignature: z.number().check(z.int(), z.minimum(0)),
  activeParameter: z.number().check(z.int(), z.minimum(0)),
});

const legend = z.object({ tokenTypes: z.array(z.string()), tokenModifiers: z.array(z.string()) });

/** `encoding: "objects"` (the default): one object per token, today's shape. */
export const TokensObjectsOutput = z.object({
  uri,
  legend,
  tokens: z.array(
    z.object({
      line: z.number().check(z.int(), z.minimum(0)),
      character: z.number().check(z.int(), z.minimum(0)),
      length: z.number().check(z.int(), z.minimum(0)),
      type: z.string(),
      modifiers: z.array(z.string()),
    }),
  ),
});

/** `encoding: "relative"`: LSP's integer array, five per token, relative to the start of the document. */
export const TokensRelativeOutput = z.object({
  uri,
  legend,
  encoding: z.literal('relative'),
  data: z
    .array(z.number().check(z.int(), z.minimum(0)))
    .check(
      z.describe(
        'five integers per token: deltaLine, deltaStartChar, length, index into legend.tokenTypes, ' +
          'bitset over legend.tokenModifiers',
      ),
    ),
});

// The objects shape first: it needs `tokens`, so a relative answer never parses as it.
export const TokensOutput = z.union([TokensObjectsOutput, TokensRelativeOutput]);

export const EditsOutput = z.object({ uri, edits: z.array(TextEditShape) });

export const RenameOutput = z.object({
  uri,
  changes: z
    .array(z.object({ uri: z.string(), edits: z.array(TextEditShape) }))
    .check(z.describe('empty when the compiler did not prove the binding')),
});

export const CloseOutput = z.object({ uri, closed: z.boolean() });

/**
 * The structuredContent of a failed call (isError: true; docs/server.md §4): the message, which is
 * also the text content. Strict, so that the published schema says "nothing but `error`".
 */
export const ToolErrorOutput = z
  .strictObject({ error: z.string() })
  .check(z.describe('a tool error (isError: true)'));

/** A tool's success shape: one object, or a union of objects when an argument picks the shape. */
export type ToolOutputShape = z.ZodMiniObject | z.ZodMiniUnion<readonly z.ZodMiniObject[]>;

// Each tool's success shape, keyed by name: a tool of TOOL_NAMES without its row does not compile.
const OUTPUT_SHAPES = {
  diagnostics: DiagnosticsOutput,
  describe: DescribeOutput,
  definition: LocationsOutput,
  implementations: LocationsOutput,
  references: LocationsOutput,
  symbols: SymbolsOutput,
  complete: CompleteOutput,
  signatures: SignaturesOutput,
  tokens: TokensOutput,
  format: EditsOutput,
  'organize-imports': EditsOutput,
  rename: RenameOutput,
  close: CloseOutput,
} as const satisfies { readonly [K in ToolName]: ToolOutputShape };

/** The structuredContent of a successful call of `K`, as its shape parses it. */
export type ToolOutput<K extends ToolName> = z.infer<(typeof OUTPUT_SHAPES)[K]>;

/**
 * The table, typed so that `TOOL_OUTPUTS[tool]` for a generic `tool: K` parses to `ToolOutput<K>`
 * (the literal's own type indexes to a union TypeScript cannot tie back to K).
 */
export const TOOL_OUTPUTS: { readonly [K in ToolName]: z.ZodMiniType<ToolOutput<K>> & ToolOutputShape } =
  OUTPUT_SHAPES;
