// The structuredContent of each tool (docs/server.md §6). The engine's result must parse against the
// tool's shape before it reaches the client (unknown keys are stripped, so the wire always matches
// the published outputSchema). ToolErrorOutput is the other shape every outputSchema admits.
import { z } from 'zod';
import { LocationShape, RangeShape, TextEditShape } from './shapes';

const uri = z.string();

export const DiagnosticsOutput = z.object({
  uri,
  diagnostics: z.array(
    z.object({
      range: RangeShape,
      severity: z.enum(['error', 'warning', 'information', 'hint']),
      message: z.string(),
      source: z.literal('groovyc'),
      code: z.string().optional(),
    }),
  ),
});

export const DescribeOutput = z.object({
  uri,
  found: z.boolean(),
  name: z.string().optional(),
  kind: z.string().optional(),
  type: z.string().optional(),
  signature: z.string().optional(),
  documentation: z.string().optional(),
  range: RangeShape.optional(),
});

export const LocationsOutput = z.object({ uri, locations: z.array(LocationShape) });

interface SymbolNode {
  name: string;
  kind: string;
  range: z.infer<typeof RangeShape>;
  selectionRange: z.infer<typeof RangeShape>;
  detail?: string | undefined;
  children?: SymbolNode[] | undefined;
}

export const SymbolShape: z.ZodType<SymbolNode> = z
  .object({
    name: z.string(),
    kind: z.string(),
    range: RangeShape,
    selectionRange: RangeShape.describe('the name only'),
    detail: z.string().optional(),
    get children() {
      return z.array(SymbolShape).optional();
    },
  })
  .meta({ id: 'DocumentSymbol' });

export const SymbolsOutput = z.object({ uri, symbols: z.array(SymbolShape) });

export const CompleteOutput = z.object({
  uri,
  isIncomplete: z.boolean(),
  items: z.array(
    z.object({
      label: z.string(),
      kind: z.string(),
      detail: z.string().optional(),
      insertText: z.string().optional(),
    }),
  ),
});

const documented = { label: z.string(), documentation: z.string().optional() };

export const SignaturesOutput = z.object({
  uri,
  signatures: z.array(z.object({ ...documented, parameters: z.array(z.object(documented)) })),
  activeSignature: z.number().int().min(0),
  activeParameter: z.number().int().min(0),
});

const legend = z.object({ tokenTypes: z.array(z.string()), tokenModifiers: z.array(z.string()) });

/** `encoding: "objects"` (the default): one object per token, today's shape. */
export const TokensObjectsOutput = z.object({
  uri,
  legend,
  tokens: z.array(
    z.object({
      line: z.number().int().min(0),
      character: z.number().int().min(0),
      length: z.number().int().min(0),
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
    .array(z.number().int().min(0))
    .describe(
      'five integers per token: deltaLine, deltaStartChar, length, index into legend.tokenTypes, ' +
        'bitset over legend.tokenModifiers',
    ),
});

// The objects shape first: it needs `tokens`, so a relative answer never parses as it.
export const TokensOutput = z.union([TokensObjectsOutput, TokensRelativeOutput]);

export const EditsOutput = z.object({ uri, edits: z.array(TextEditShape) });

export const RenameOutput = z.object({
  uri,
  changes: z
    .array(z.object({ uri: z.string(), edits: z.array(TextEditShape) }))
    .describe('empty when the compiler did not prove the binding'),
});

export const CloseOutput = z.object({ uri, closed: z.boolean() });

/**
 * The structuredContent of a failed call (isError: true; docs/server.md §4): the message, which is
 * also the text content. Strict, so that the published schema says "nothing but `error`".
 */
export const ToolErrorOutput = z.strictObject({ error: z.string() }).describe('a tool error (isError: true)');
