import { describe, expect, it } from 'vitest';
import { EDITOR_LEGEND, encodeTokens, remapRelative, type Legend } from './semanticTokens';

const t = (line: number, character: number, length: number, type: string, modifiers: string[] = []) => ({
  line,
  character,
  length,
  type,
  modifiers,
});

describe('encodeTokens', () => {
  it('encodes token objects relative to the previous token, LSP style', () => {
    const data = encodeTokens(
      [t(2, 4, 3, 'method', ['declaration', 'static']), t(0, 0, 5, 'keyword'), t(2, 10, 1, 'parameter')],
      EDITOR_LEGEND,
    );
    const method = EDITOR_LEGEND.tokenTypes.indexOf('method');
    const keyword = EDITOR_LEGEND.tokenTypes.indexOf('keyword');
    const parameter = EDITOR_LEGEND.tokenTypes.indexOf('parameter');
    expect(data).toEqual([0, 0, 5, keyword, 0, 2, 4, 3, method, 0b11, 0, 6, 1, parameter, 0]);
  });

  it('keeps only the lines asked for, still relative to the start of the document', () => {
    const data = encodeTokens(
      [t(0, 0, 5, 'keyword'), t(7, 2, 3, 'variable'), t(9, 0, 1, 'number')],
      EDITOR_LEGEND,
      5,
      8,
    );
    expect(data).toEqual([7, 2, 3, EDITOR_LEGEND.tokenTypes.indexOf('variable'), 0]);
  });
});

describe('remapRelative', () => {
  it('is the identity when the legends agree', () => {
    const data = [0, 0, 5, 12, 0, 2, 4, 3, 11, 1];
    expect(remapRelative(data, EDITOR_LEGEND, EDITOR_LEGEND)).toEqual(data);
  });

  it('re-indexes types and modifiers by name and carries the deltas of a dropped token', () => {
    const server: Legend = {
      tokenTypes: ['unknownThing', 'method'],
      tokenModifiers: ['static', 'declaration'],
    };
    // An unknown token on line 1 at 4, then a method on line 1 at 10 (delta 6 from the dropped one).
    const data = [1, 4, 2, 0, 0, 0, 6, 3, 1, 0b11];
    expect(remapRelative(data, server, EDITOR_LEGEND)).toEqual([
      1,
      10,
      3,
      EDITOR_LEGEND.tokenTypes.indexOf('method'),
      0b11,
    ]);
  });
});
