// docs/playground.md, "Tools", in a real browser: a tool result wraps between tokens (at spaces),
// never inside one that fits on a line.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import type { CallToolResult, Tool } from '../../client';
import { ToolResultView } from './ToolResultView';
import '../app.css';

let harness: PlaygroundHarness;

beforeEach(() => {
  harness = startPlayground();
});

afterEach(() => harness.dispose());

const tool: Tool = { name: 'describe', inputSchema: { type: 'object' } };

/** Shows a result of one text content in a 320 px column; resolves with its `pre`. */
async function showTextResult(text: string): Promise<HTMLElement> {
  const result: CallToolResult = { content: [{ type: 'text', text }] };
  harness.render(
    <div style={{ width: '320px' }}>
      <ToolResultView tool={tool} call={{ outcome: { ok: true, value: result }, requestSeq: undefined }} />
    </div>,
  );
  const region = page.getByRole('region', { name: 'Result of describe' });
  await expect.element(region).toBeVisible();
  return region.element().querySelector('pre.json') as HTMLElement;
}

it('wraps the text content at spaces, each token whole', async () => {
  const tokens = Array.from({ length: 60 }, (_, i) => `groovy.lang.Token${i}.method(x,y)`);
  const pre = await showTextResult(tokens.join(' '));
  expect(pre.getClientRects()[0]!.height).toBeGreaterThan(100); // it does wrap, over many lines
  expect(linesOf(pre, tokens)).toEqual(tokens.map(() => 1));
});

it('wraps compact JSON after its commas and brackets, each string whole, the text unchanged', async () => {
  const values = Array.from({ length: 40 }, (_, i) => `groovy-buffer:Report${i}.groovy`);
  const text = JSON.stringify({ uris: values });
  const pre = await showTextResult(text);
  expect(pre.textContent).toBe(text);
  expect(pre.getClientRects()[0]!.height).toBeGreaterThan(100);
  const strings = values.map((value) => JSON.stringify(value));
  expect(linesOf(pre, strings)).toEqual(strings.map(() => 1));
});

/** How many lines each token (found in order in the element's text) is laid out on. */
function linesOf(element: HTMLElement, tokens: readonly string[]): number[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  const text = nodes.map((node) => node.data).join('');
  /** The text node and offset of a position in the whole text. */
  const at = (position: number): [Text, number] => {
    for (const node of nodes) {
      if (position <= node.data.length) return [node, position];
      position -= node.data.length;
    }
    throw new RangeError('past the end');
  };
  let from = 0;
  return tokens.map((token) => {
    const start = text.indexOf(token, from);
    from = start + token.length;
    const range = document.createRange();
    range.setStart(...at(start));
    range.setEnd(...at(start + token.length));
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((rect) => Math.round(rect.top)))
      .size;
  });
}
