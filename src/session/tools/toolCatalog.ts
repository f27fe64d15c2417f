// The thirteen read-only tools (docs/server.md §6): names, titles, descriptions and zod schemas.
// Every tool but `close` forwards to the engine op of the same name.
import { z } from 'zod';
import type { EngineToolOp } from '../../contracts';
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

export interface ToolSpec {
  name: EngineToolOp | 'close';
  title: string;
  description: string;
  input: z.ZodObject;
  output: z.ZodObject;
}

const source = z.object(sourceSelectorFields);
const sourceAt = z.object({ ...sourceSelectorFields, ...positionFields });
const SOURCE_NOTE = ' Source: `text`, `path` or `uri`.';
const POSITION_NOTE = ' Position: 0-based `line` and UTF-16 `character`.';

export const TOOL_CATALOG: readonly ToolSpec[] = [
  {
    name: 'diagnostics',
    title: 'Compiler diagnostics',
    description:
      'Compiles the source (without running it) and lists its errors and warnings with ranges.' + SOURCE_NOTE,
    input: source,
    output: DiagnosticsOutput,
  },
  {
    name: 'describe',
    title: 'Describe symbol',
    description:
      'What the compiler knows about the symbol at a position: kind, type, signature.' +
      SOURCE_NOTE +
      POSITION_NOTE,
    input: sourceAt,
    output: DescribeOutput,
  },
  {
    name: 'definition',
    title: 'Go to definition',
    description:
      'Where the symbol at a position is declared, across the open buffers.' + SOURCE_NOTE + POSITION_NOTE,
    input: sourceAt,
    output: LocationsOutput,
  },
  {
    name: 'implementations',
    title: 'Find implementations',
    description:
      'Classes and methods that implement the interface, class or method at a position.' +
      SOURCE_NOTE +
      POSITION_NOTE,
    input: sourceAt,
    output: LocationsOutput,
  },
  {
    name: 'references',
    title: 'Find references',
    description:
      'Every compiler-resolved use of the symbol at a position, across the open buffers.' +
      SOURCE_NOTE +
      POSITION_NOTE,
    input: sourceAt.extend({
      includeDeclaration: z.boolean().default(true).describe('also list the declaration itself'),
    }),
    output: LocationsOutput,
  },
  {
    name: 'symbols',
    title: 'Document symbols',
    description:
      'The outline of the source: classes, methods, fields, properties and variables, nested.' + SOURCE_NOTE,
    input: source,
    output: SymbolsOutput,
  },
  {
    name: 'complete',
    title: 'Code completion',
    description:
      'Completion items at a position: scope, members, GDK methods, keywords, imports.' +
      SOURCE_NOTE +
      POSITION_NOTE,
    input: sourceAt,
    output: CompleteOutput,
  },
  {
    name: 'signatures',
    title: 'Signature help',
    description:
      'The signatures of the call around a position and the active parameter.' + SOURCE_NOTE + POSITION_NOTE,
    input: sourceAt,
    output: SignaturesOutput,
  },
  {
    name: 'tokens',
    title: 'Semantic tokens',
    description: 'The lexer tokens of the source classified for colouring.' + SOURCE_NOTE,
    input: source,
    output: TokensOutput,
  },
  {
    name: 'format',
    title: 'Format',
    description:
      'Re-indents the source by brace depth and trims trailing space; returns edits, writes nothing.' +
      SOURCE_NOTE,
    input: source.extend({
      tabSize: z.number().int().min(1).max(16).default(4).describe('spaces per indentation level'),
      insertSpaces: z.boolean().default(true).describe('indent with spaces rather than tabs'),
    }),
    output: EditsOutput,
  },
  {
    name: 'organize-imports',
    title: 'Organize imports',
    description: 'Removes unused imports and sorts the rest; returns edits, writes nothing.' + SOURCE_NOTE,
    input: source,
    output: EditsOutput,
  },
  {
    name: 'rename',
    title: 'Rename symbol',
    description:
      'Edits that rename a compiler-proven binding across the open buffers; empty when the binding is not proven. ' +
      'Writes nothing.' +
      SOURCE_NOTE +
      POSITION_NOTE,
    input: sourceAt.extend({
      newName: z.string().describe('a valid Groovy identifier that is not a keyword'),
    }),
    output: RenameOutput,
  },
  {
    name: 'close',
    title: 'Close buffer',
    description: 'Drops an open buffer from the session.',
    input: z.object({ uri: z.string().describe('the buffer to close') }),
    output: CloseOutput,
  },
];

export const TOOLS_BY_NAME: ReadonlyMap<string, ToolSpec> = new Map(
  TOOL_CATALOG.map((tool) => [tool.name, tool]),
);
