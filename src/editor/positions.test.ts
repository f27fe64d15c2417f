import { describe, expect, it } from 'vitest';
import { toMonacoPosition, toMonacoRange, toWirePosition, toWireRange } from './positions';

/** Monaco's column of the first occurrence of `word` on `line`: its UTF-16 index plus one. */
const monacoColumn = (line: string, word: string) => line.indexOf(word) + 1;

describe('positions', () => {
  it('maps Monaco 1-based positions to 0-based wire positions and back', () => {
    expect(toWirePosition({ lineNumber: 1, column: 1 })).toEqual({ line: 0, character: 0 });
    expect(toMonacoPosition({ line: 4, character: 7 })).toEqual({ lineNumber: 5, column: 8 });
  });

  it('counts an emoji before the symbol as two UTF-16 units on both sides', () => {
    const line = `def s = '😀'; println total`;
    const column = monacoColumn(line, 'total');
    const wire = toWirePosition({ lineNumber: 3, column });
    // The wire character indexes the JavaScript string (UTF-16), so it lands on the symbol itself.
    expect(line.slice(wire.character, wire.character + 5)).toBe('total');
    expect(wire).toEqual({ line: 2, character: 22 });
    // Code points would say 21: the conversion must not count them.
    expect([...line.slice(0, wire.character)].length).toBe(21);
    expect(toMonacoPosition(wire)).toEqual({ lineNumber: 3, column });
  });

  it('keeps a range end exclusive both ways', () => {
    const wire = { start: { line: 0, character: 4 }, end: { line: 0, character: 7 } };
    const monaco = toMonacoRange(wire);
    expect(monaco).toEqual({ startLineNumber: 1, startColumn: 5, endLineNumber: 1, endColumn: 8 });
    expect(toWireRange(monaco)).toEqual(wire);
  });
});
