// The thirteen read-only tools (docs/server.md §6): names, titles, descriptions and input shapes; the
// output shapes are the table of src/contracts/toolOutputs.ts. Every tool but `close` forwards to the
// engine op of the same name. zod/mini (zodMini.ts): the worker validates arguments with these at run time.
import { TOOL_NAMES, type ToolName } from '../../contracts';
import { TOOL_OUTPUTS, type ToolOutputShape } from '../../contracts/toolOutputs';
import { z } from '../../contracts/zodMini';
import { positionFields, sourceSelectorFields } from './shapes';

export interface ToolSpec {
  name: ToolName;
  title: string;
  description: string;
  input: z.ZodMiniObject;
  /** The tool's row of the output table, TOOL_OUTPUTS (src/contracts/toolOutputs.ts). */
  output: ToolOutputShape;
}

const source = z.object(sourceSelectorFields);
const sourceAt = z.object({ ...sourceSelectorFields, ...positionFields });
// docs/server.md §6, "tokens": 0-based lines, both inclusive.
const lineRange = z
  .object({
    startLine: z.number().check(z.int(), z.minimum(0), z.describe('0-based, inclusive')),
    endLine: z.number().check(z.int(), z.minimum(0), z.describe('0-based, inclusive')),
  })
  .check(
    z.refine((r) => r.endLine >= r.startLine, { error: 'endLine must be >= startLine', path: ['endLine'] }),
  );
const SOURCE_NOTE = ' Source: `text`, `path` or `uri`.';
const POSITION_NOTE = ' Position: 0-based `line` and UTF-16 `character`.';

// Keyed by name, so that a tool of TOOL_NAMES without its entry (or an entry of no such tool) does
// not compile; TOOL_CATALOG below publishes them in TOOL_NAMES' order.
const SPECS: Readonly<Record<ToolName, Omit<ToolSpec, 'name' | 'output'>>> = {
  diagnostics: {
    title: 'Compiler diagnostics',
    description:
      'Compiles the source (without running it) and lists its errors and warnings with ranges.' + SOURCE_NOTE,
    input: source,
  },
  describe: {
    title: 'Describe symbol',
    description:
      'What the compiler knows about the symbol at a position: kind, type, signature.' +
      SOURCE_NOTE +
      POSITION_NOTE,
    input: sourceAt,
  },
  definition: {
    title: 'Go to definition',
    description:
      'Where the symbol at a position is declared, across the open buffers.' + SOURCE_NOTE + POSITION_NOTE,
    input: sourceAt,
  },
  implementations: {
    title: 'Find implementations',
    description:
      'Classes and methods that implement the interface, class or method at a position.' +
      SOURCE_NOTE +
      POSITION_NOTE,
    input: sourceAt,
  },
  references: {
    title: 'Find references',
    description:
      'Every compiler-resolved use of the symbol at a position, across the open buffers.' +
      SOURCE_NOTE +
      POSITION_NOTE,
    input: z.extend(sourceAt, {
      includeDeclaration: z._default(z.boolean(), true).check(z.describe('also list the declaration itself')),
    }),
  },
  symbols: {
    title: 'Document symbols',
    description:
      'The outline of the source: classes, methods, fields, properties and variables, nested.' + SOURCE_NOTE,
    input: source,
  },
  complete: {
    title: 'Code completion',
    description:
      'Completion items at a position: scope, members, GDK methods, keywords, imports.' +
      SOURCE_NOTE +
      POSITION_NOTE,
    input: sourceAt,
  },
  signatures: {
    title: 'Signature help',
    description:
      'The signatures of the call around a position and the active parameter.' + SOURCE_NOTE + POSITION_NOTE,
    input: sourceAt,
  },
  tokens: {
    title: 'Semantic tokens',
    description:
      'The lexer tokens of the source classified for colouring, optionally only those of a range of ' +
      'lines; as objects, or as LSP\'s relative integer array (`encoding: "relative"`, for large files).' +
      SOURCE_NOTE,
    input: z.extend(source, {
      range: z
        .optional(lineRange)
        .check(z.describe('only the tokens on these lines (default: the whole source)')),
      encoding: z
        ._default(z.enum(['objects', 'relative']), 'objects')
        .check(z.describe('"objects": one object per token; "relative": LSP\'s 5 integers per token')),
    }),
  },
  format: {
    title: 'Format',
    description:
      'Re-indents the source by brace depth and trims trailing space; returns edits, writes nothing.' +
      SOURCE_NOTE,
    input: z.extend(source, {
      tabSize: z
        ._default(z.number().check(z.int(), z.minimum(1), z.maximum(16)), 4)
        .check(z.describe('spaces per indentation level')),
      insertSpaces: z._default(z.boolean(), true).check(z.describe('indent with spaces rather than tabs')),
    }),
  },
  'organize-imports': {
    title: 'Organize imports',
    description: 'Removes unused imports and sorts the rest; returns edits, writes nothing.' + SOURCE_NOTE,
    input: source,
  },
  rename: {
    title: 'Rename symbol',
    description:
      'Edits that rename a compiler-proven binding across the open buffers; empty when the binding is not proven. ' +
      'Writes nothing.' +
      SOURCE_NOTE +
      POSITION_NOTE,
    input: z.extend(sourceAt, {
      newName: z.string().check(z.describe('a valid Groovy identifier that is not a keyword')),
    }),
  },
  close: {
    title: 'Close buffer',
    description: 'Drops an open buffer from the session.',
    input: z.object({ uri: z.string().check(z.describe('the buffer to close')) }),
  },
};

export const TOOL_CATALOG: readonly ToolSpec[] = TOOL_NAMES.map((name) => ({
  name,
  ...SPECS[name],
  output: TOOL_OUTPUTS[name],
}));

export const TOOLS_BY_NAME: ReadonlyMap<string, ToolSpec> = new Map(
  TOOL_CATALOG.map((tool) => [tool.name, tool]),
);

/** The tools that may run as tasks (docs/tasks.md, "Which calls become tasks"): the long ones. */
export const TASK_TOOLS: ReadonlySet<ToolName> = new Set<ToolName>([
  'diagnostics',
  'references',
  'implementations',
  'rename',
]);
