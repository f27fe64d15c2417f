// Each example of the hand box makes its row of docs/completion.md's table happen, through the same
// code the box runs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HAND_EXAMPLES } from './handExamples';
import { normalizeByHand, type HandOutcome } from './handNormalize';

const v = (count: number) => Array.from({ length: count }, (_, i) => `name${i}`);

const EXPECTED: Readonly<Record<string, (outcome: HandOutcome) => void>> = {
  'values: null': (o) => expect(o).toMatchObject({ ok: true, normalized: { values: [] } }),
  '[a, a, b, a]': (o) => expect(o).toMatchObject({ ok: true, normalized: { values: ['a', 'a', 'b', 'a'] } }),
  'a null among the values': (o) =>
    expect(o).toMatchObject({ ok: false, code: -32603, failure: { rule: 'nullElement', index: 1 } }),
  'exactly 100 values': (o) =>
    expect(o).toMatchObject({ ok: true, normalized: { values: v(100), hasMore: false } }),
  '101 or more values': (o) =>
    expect(o).toMatchObject({
      ok: true,
      normalized: { values: v(100), hasMore: true },
      trace: { rules: [{ rule: 'truncated', from: 150 }, { rule: 'hasMoreForced', given: false }, {}] },
    }),
  'total ≥ 0 (e.g. 250)': (o) =>
    expect(o).toMatchObject({ ok: true, normalized: { values: v(100), total: 250, hasMore: true } }),
  'total < 0': (o) =>
    expect(o).toMatchObject({ ok: false, code: -32603, failure: { rule: 'negativeTotal' } }),
  'not cut, hasMore null / true / false': (o) => {
    expect(o).toMatchObject({ ok: true });
    expect(o.ok && o.normalized).toStrictEqual({ values: ['a', 'b'] });
  },
  'the completer returns null': (o) =>
    expect(o).toMatchObject({
      ok: false,
      code: -32603,
      message: 'Internal error',
      failure: { rule: 'nullResult' },
    }),
  'the completer throws': (o) =>
    expect(o).toMatchObject({ ok: false, code: -32603, failure: { rule: 'completerThrew' } }),
};

describe('the hand box examples', () => {
  it('are one per row of the table in docs/completion.md, in its order', () => {
    const doc = readFileSync(new URL('../../../docs/completion.md', import.meta.url), 'utf8');
    const table = doc.slice(doc.indexOf('## Normalization contract'), doc.indexOf('- The failures'));
    const rows = [...table.matchAll(/^\| ([^|]+?)\s+\|/gm)]
      .map((m) => m[1]!.replaceAll('`', '').replaceAll('**', ''))
      .filter((cell) => cell !== 'completer output' && !cell.startsWith('---'));
    expect(HAND_EXAMPLES.map((e) => e.row)).toEqual(rows);
  });

  it.each(HAND_EXAMPLES)('$row', async ({ row, text }) => {
    EXPECTED[row]!(await normalizeByHand(text));
  });
});
