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

it('wraps the text content at spaces, each token whole', async () => {
  const tokens = Array.from({ length: 60 }, (_, i) => `groovy.lang.Token${i}.method(x,y)`);
  const result: CallToolResult = { content: [{ type: 'text', text: tokens.join(' ') }] };
  harness.render(
    <div style={{ width: '320px' }}>
      <ToolResultView tool={tool} call={{ outcome: { ok: true, value: result }, requestSeq: undefined }} />
    </div>,
  );
  const region = page.getByRole('region', { name: 'Result of describe' });
  await expect.element(region).toBeVisible();
  const pre = region.element().querySelector('pre.json') as HTMLElement;
  const text = pre.firstChild as Text;
  expect(pre.getClientRects()[0]!.height).toBeGreaterThan(100); // it does wrap, over many lines
  let offset = 0;
  for (const token of tokens) {
    const range = document.createRange();
    range.setStart(text, offset);
    range.setEnd(text, offset + token.length);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    expect(tops.size, token).toBe(1);
    offset += token.length + 1;
  }
});
