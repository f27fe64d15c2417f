// The thirteen read-only tools (docs/server.md §6): names, titles, descriptions and zod schemas.
// Every tool but `close` forwards to the engine op of the same name. zod/mini (zodMini.ts): the
// worker validates arguments with these at run time.
import { TOOL_NAMES, type ToolName } from '../../contracts';
import { z } from '../../protocol/zodMini';
import {
  CloseOutput,
  CompleteOutput,
  DescribeOutput,
  DiagnosticsOutput,
  EditsOutput,
  LocationsOutput,
  RenameOutput,
  SignaturesOutput,
  SymbolsOutput,
  TokensOutput,
} from './outputShapes';
import { positionFields, sourceSelectorFields } from './shapes';

/** A tool's success shape: one object, or a union of objects when an argument picks the shape. */
export type ToolOutput = z.ZodMiniObject | z.ZodMiniUnion<readonly z.ZodMiniObject[]>;

export interface ToolSpec {
  name: ToolName;
  title: string;
  description: string;
  input: z.ZodMiniObject;
  output: ToolOutput;
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
const SPECS: Readonly<Record<ToolName, Omit<ToolSpec, 'name'>>> = {
  diagnostics: {
    title: 'Compiler diagnostics',
    description:
      'Compiles the source (without running it) and lists its errors and warnings with ranges.' + SOURCE_NOTE,
    input: source,
    output: DiagnosticsOutput,
  },
  describe: {
    title: 'Describe symbol',
    description:
      'What the compiler knows about the symbol at a position: kind, type, signature.' +
      SOURCE_NOTE +
      POSITION_NOTE,
    input: sourceAt,
    output: DescribeOutput,
  },
  definition: {
    title: 'Go to definition',
    description:
      'Where the symbol at a position is declared, across the open buffers.' + SOURCE_NOTE + POSITION_NOTE,
    input: sourceAt,
    output: LocationsOutput,
  },
  implementations: {
    title: 'Find implementations',
    description:
      'Classes and methods that implement the interface, class or method at a position.' +
      SOURCE_NOTE +
      POSITION_NOTE,
    input: sourceAt,
    output: LocationsOutput,
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
    output: LocationsOutput,
  },
  symbols: {
    title: 'Document symbols',
    description:
      'The outline of the source: classes, methods, fields, properties and variables, nested.' + SOURCE_NOTE,
    input: source,
    output: SymbolsOutput,
  },
  complete: {
    title: 'Code completion',
    description:
      'Completion items at a position: scope, members, GDK methods, keywords, imports.' +
      SOURCE_NOTE +
      POSITION_NOTE,
    input: sourceAt,
    output: CompleteOutput,
  },
  signatures: {
    title: 'Signature help',
    description:
      'The signatures of the call around a position and the active parameter.' + SOURCE_NOTE + POSITION_NOTE,
    input: sourceAt,
    output: SignaturesOutput,
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
    output: TokensOutput,
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
    output: EditsOutput,
  },
  'organize-imports': {
    title: 'Organize imports',
    description: 'Removes unused imports and sorts the rest; returns edits, writes nothing.' + SOURCE_NOTE,
    input: source,
    output: EditsOutput,
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
    output: RenameOutput,
  },
  close: {
    title: 'Close buffer',
    description: 'Drops an open buffer from the session.',
    input: z.object({ uri: z.string().check(z.describe('the buffer to close')) }),
    output: CloseOutput,
  },
};

export const TOOL_CATALOG: readonly ToolSpec[] = TOOL_NAMES.map((name) => ({ name, ...SPECS[name] }));

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
