// Completing prompt arguments in a real browser against the real session (docs/playground.md,
// "Resources and Prompts"): the suggestion list, the keyboard, "100 of 312" and context.arguments.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { findPrompt } from '../../../test-support/findPrompt';
import { callTool, type Prompt } from '../../client';
import { PromptDetail } from '../prompts/PromptDetail';

let harness: PlaygroundHarness;
let explain: Prompt;

const form = () => page.getByRole('form', { name: 'Get explain-groovy' });
const field = (name: string) => form().getByRole('combobox', { name });
const options = (name: string) =>
  form()
    .getByRole('listbox', { name: `Suggestions for ${name}` })
    .getByRole('option');

/** The params of every completion/complete the client sent, in order. */
function sentCompletions(): Record<string, unknown>[] {
  return harness.playground.client.traffic
    .getSnapshot()
    .rows.filter((row) => row.direction === 'out' && row.method === 'completion/complete')
    .map((row) => (JSON.parse(row.raw) as { params: Record<string, unknown> }).params);
}

beforeEach(async () => {
  harness = startPlayground();
  await harness.connect();
  explain = await findPrompt(harness, 'explain-groovy');
  const text = Array.from({ length: 312 }, (_, i) => `def name${i} = ${i}`).join('\n');
  await callTool(harness.playground.client, 'diagnostics', { text, uri: 'groovy-buffer:big' });
  harness.render(<PromptDetail prompt={explain} />);
});

afterEach(() => harness.dispose());

describe('CompletingField', () => {
  it('offers what the server completes, says "100 of 312" when cut, and sends the other fields as context', async () => {
    // The field starts as the active buffer (PromptDetail.test.tsx); this test types its own.
    await userEvent.clear(field('uri'));
    await userEvent.type(field('uri'), 'groovy-buffer:b');
    await expect.element(options('uri').first()).toHaveTextContent('groovy-buffer:big');
    await userEvent.keyboard('{Enter}');
    await expect.element(field('uri')).toHaveValue('groovy-buffer:big');

    await userEvent.type(field('symbol'), 'n');
    await expect.poll(() => options('symbol').all().length).toBe(100);
    await expect.element(form().getByText('100 of 312')).toBeVisible();
    // The symbol field's newest request (a late one of the uri field may follow it under load).
    const symbolRequests = sentCompletions().filter(
      (params) => (params.argument as { name?: unknown } | undefined)?.name === 'symbol',
    );
    expect(symbolRequests.at(-1)).toEqual({
      ref: { type: 'ref/prompt', name: 'explain-groovy' },
      argument: { name: 'symbol', value: 'n' },
      context: { arguments: { uri: 'groovy-buffer:big' } },
    });
  });

  it('moves through the list with ↓ and ↑, fills the highlighted value with Enter, and closes with Escape', async () => {
    await userEvent.type(field('focus'), 's');
    await expect
      .poll(() =>
        options('focus')
          .all()
          .map((o) => o.element().textContent),
      )
      .toEqual(['style', 'security']);
    await expect.element(options('focus').first()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(options('focus').nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect
      .element(field('focus'))
      .toHaveAttribute('aria-activedescendant', options('focus').nth(1).element().id);
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(options('focus').first()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect.element(field('focus')).toHaveValue('security');
    await expect.element(field('focus')).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Backspace}');
    await expect.element(field('focus')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(field('focus')).toHaveAttribute('aria-expanded', 'false');
    await expect.element(field('focus')).toHaveValue('securit');
  });

  it('sends nothing until the person types in a field', async () => {
    await expect.element(field('focus')).toBeVisible();
    expect(sentCompletions()).toEqual([]);
  });
});
