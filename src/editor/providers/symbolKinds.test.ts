// The tools' kind words as Monaco's enums (the enums stood in by their member names).
import { describe, expect, it } from 'vitest';
import type { Monaco } from '../monaco';
import { completionKind, symbolKind } from './symbolKinds';

const byName = new Proxy({}, { get: (_target, name) => name });
const monaco = { languages: { SymbolKind: byName, CompletionItemKind: byName } } as unknown as Monaco;

describe('kind words', () => {
  it.each([
    ['class', 'Class', 'Class'],
    ['trait', 'Interface', 'Interface'],
    ['parameter', 'Variable', 'Variable'],
    ['annotation', 'Class', 'Text'],
    ['package', 'Package', 'Module'],
    ['keyword', 'Variable', 'Keyword'],
    ['constructor', 'Constructor', 'Constructor'],
    ['toString', 'Variable', 'Text'],
    ['no such kind', 'Variable', 'Text'],
  ])('%s → symbol %s, completion %s', (word, symbol, completion) => {
    expect(symbolKind(monaco, word)).toBe(symbol);
    expect(completionKind(monaco, word)).toBe(completion);
  });
});
