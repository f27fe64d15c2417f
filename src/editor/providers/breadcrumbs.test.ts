import { describe, expect, it } from 'vitest';
import { symbolPath } from './breadcrumbs';
import type { SymbolNode } from '../../contracts/toolOutputs';

const range = (l1: number, c1: number, l2: number, c2: number) => ({
  start: { line: l1, character: c1 },
  end: { line: l2, character: c2 },
});

// The outline `symbols` gives for: class A {\n  int foo(int x) { x }\n}\ndef a = new A()
const SYMBOLS: SymbolNode[] = [
  {
    name: 'A',
    kind: 'class',
    range: range(0, 0, 2, 1),
    selectionRange: range(0, 6, 0, 7),
    children: [{ name: 'foo', kind: 'method', range: range(1, 2, 1, 22), selectionRange: range(1, 6, 1, 9) }],
  },
  { name: 'a', kind: 'variable', range: range(3, 0, 3, 15), selectionRange: range(3, 4, 3, 5) },
];

describe('symbolPath', () => {
  it.each([
    [1, 10, ['A', 'foo']],
    [0, 3, ['A']],
    [2, 1, ['A']],
    [3, 9, ['a']],
    [5, 0, []],
  ])('at %i:%i is %j', (line, character, names) => {
    expect(symbolPath(SYMBOLS, line, character).map((s) => s.name)).toEqual(names);
  });
});
