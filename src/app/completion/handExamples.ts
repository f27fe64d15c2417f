// One example per row of docs/completion.md's "Normalization contract" table, for the hand box:
// a click writes it into the box and shows that row happening (handExamples.test.ts checks each).

export interface HandExample {
  /** The table row, as its first column says it. */
  readonly row: string;
  readonly text: string;
}

const names = (count: number) => JSON.stringify(Array.from({ length: count }, (_, i) => `name${i}`));

export const HAND_EXAMPLES: readonly HandExample[] = [
  { row: 'values: null', text: '{"values": null}' },
  { row: '[a, a, b, a]', text: '{"values": ["a", "a", "b", "a"]}' },
  { row: 'a null among the values', text: '{"values": ["alpha", null, "beta"]}' },
  { row: 'exactly 100 values', text: `{"values": ${names(100)}, "hasMore": false}` },
  { row: '101 or more values', text: `{"values": ${names(150)}, "hasMore": false}` },
  { row: 'total ≥ 0 (e.g. 250)', text: `{"values": ${names(150)}, "total": 250}` },
  { row: 'total < 0', text: '{"values": [], "total": -1}' },
  { row: 'not cut, hasMore null / true / false', text: '{"values": ["a", "b"], "hasMore": null}' },
  { row: 'the completer returns null', text: 'null' },
  { row: 'the completer throws', text: '{"values": ["a", ' },
];
