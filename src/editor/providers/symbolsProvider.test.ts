import { describe, expect, it } from 'vitest';
import type { FeatureContext } from './featureContext';
import { fetchSymbols } from './symbolsProvider';

const URI = 'groovy-buffer:a.groovy';
const SYMBOLS = [{ name: 'A', kind: 'class' }];

/** A context whose symbols calls answer as the test says, and are counted. */
function context(answers: boolean[]) {
  let text = 'class A {}';
  const calls: number[] = [];
  const tools = {
    inTurn: async () => {},
    call: async () => {
      calls.push(calls.length);
      const ok = answers[calls.length - 1] ?? true;
      return ok ? { ok, value: { symbols: SYMBOLS }, ms: 1 } : { ok, reason: 'cancelled', ms: 1 };
    },
  };
  const workspace = { text: () => text };
  return {
    context: { tools, workspace } as unknown as FeatureContext,
    calls,
    edit: (next: string) => void (text = next),
  };
}

describe('fetchSymbols', () => {
  it('asks once for the outline and the breadcrumbs of the same text', async () => {
    const { context: c, calls } = context([]);
    const last = new Map();
    const [outline, breadcrumbs] = await Promise.all([
      fetchSymbols(c, URI, last),
      fetchSymbols(c, URI, last),
    ]);
    expect(outline).toEqual(SYMBOLS);
    expect(breadcrumbs).toEqual(SYMBOLS);
    expect(calls).toHaveLength(1);
  });

  it('asks again for new text, and after an answer that failed', async () => {
    const { context: c, calls, edit } = context([false]);
    const last = new Map();
    expect(await fetchSymbols(c, URI, last)).toBeUndefined();
    expect(await fetchSymbols(c, URI, last)).toEqual(SYMBOLS);
    edit('class A { int b }');
    await fetchSymbols(c, URI, last);
    expect(calls).toHaveLength(3);
  });
});
