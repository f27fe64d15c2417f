// The one place that converts between Monaco's positions and the wire's (docs/server.md §5): Monaco
// counts lines and columns from 1, the tools count lines from 0 and characters from 0, and both
// count characters in UTF-16 code units, so an emoji before a symbol is two columns on either side
// and the conversion is a plain shift by one. Kept apart so no provider does its own arithmetic.
// The wire's types are the output table's (src/contracts/wireShapes.ts).
import type { WirePosition, WireRange } from '../contracts/wireShapes';

export type { WirePosition, WireRange, WireTextEdit } from '../contracts/wireShapes';

/** A position as Monaco gives it (`monaco.Position` satisfies this). */
export interface MonacoPosition {
  readonly lineNumber: number;
  readonly column: number;
}

/** A range as Monaco takes it (`monaco.IRange`). */
export interface MonacoRange {
  readonly startLineNumber: number;
  readonly startColumn: number;
  readonly endLineNumber: number;
  readonly endColumn: number;
}

export function toWirePosition(position: MonacoPosition): WirePosition {
  return { line: position.lineNumber - 1, character: position.column - 1 };
}

export function toMonacoPosition(position: WirePosition): MonacoPosition {
  return { lineNumber: position.line + 1, column: position.character + 1 };
}

export function toMonacoRange(range: WireRange): MonacoRange {
  return {
    startLineNumber: range.start.line + 1,
    startColumn: range.start.character + 1,
    endLineNumber: range.end.line + 1,
    endColumn: range.end.character + 1,
  };
}

export function toWireRange(range: MonacoRange): WireRange {
  return {
    start: { line: range.startLineNumber - 1, character: range.startColumn - 1 },
    end: { line: range.endLineNumber - 1, character: range.endColumn - 1 },
  };
}
