// The Completion tab in a real browser against the real session (docs/playground.md, "Completion"):
// the dispatch view reads the trace from `_meta`, follows the newest keystroke, and an error answer
// says it carries no trace.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { callTool } from '../../client';
import { CompletionPanel } from './CompletionPanel';

let harness: PlaygroundHarness;

const live = () => page.getByRole('region', { name: 'Live completion' });
const dispatch = () => live().getByRole('group', { name: 'Dispatch' });
const valueField = () => live().getByRole('textbox', { name: 'Value typed so far' });

beforeEach(async () => {
  harness = startPlayground();
  await harness.connect();
  const text = Array.from({ length: 150 }, (_, i) => `def name${i} = ${i}`).join('\n');
  await callTool(harness.playground.client, 'diagnostics', { text, uri: 'groovy-buffer:big' });
  harness.render(<CompletionPanel active />);
  await userEvent.selectOptions(live().getByRole('combobox', { name: 'Argument' }), 'symbol');
  await userEvent.fill(live().getByRole('combobox', { name: 'uri' }), 'groovy-buffer:big');
  await userEvent.keyboard('{Escape}');
});

afterEach(() => harness.dispose());

describe('CompletionPanel', () => {
  it('shows the raw output, the normalized result and the rules of the newest value typed', async () => {
    await userEvent.type(valueField(), 'name');
    await expect.element(dispatch()).toHaveAttribute('data-value', 'name');
    await expect
      .element(dispatch().getByRole('region', { name: 'Completer output' }))
      .toHaveTextContent(/values\s*150 values.*total\s*150.*hasMore\s*false/);
    await expect
      .element(dispatch().getByRole('region', { name: 'Normalized result' }))
      .toHaveTextContent(/values\s*100 values.*total\s*150.*hasMore\s*true/);
    await expect
      .element(dispatch().getByRole('region', { name: 'Rules fired' }))
      .toHaveTextContent(/truncated 150 → 100.*hasMore forced true.*total kept 150/);

    await userEvent.type(valueField(), '14');
    await expect.element(dispatch()).toHaveAttribute('data-value', 'name14');
    await expect
      .element(dispatch().getByRole('region', { name: 'Rules fired' }))
      .toHaveTextContent(/11 values kept as given/);
    await userEvent.click(dispatch().getByRole('button', { name: 'Show in Traffic' }));
    const shown = harness.playground.client.traffic
      .getSnapshot()
      .rows.find((r) => r.seq === harness.shown.at(-1));
    expect(JSON.parse(shown?.raw ?? '{}')).toMatchObject({ params: { argument: { value: 'name14' } } });
  });

  it('shows an error answer with its code and no trace', async () => {
    // A buffer the completer has not outlined yet, so that it asks the engine, which fails.
    await callTool(harness.playground.client, 'diagnostics', {
      text: 'def n = 1',
      uri: 'groovy-buffer:other',
    });
    harness.engine.failWith = { kind: 'internal', message: 'boom' };
    await userEvent.fill(live().getByRole('combobox', { name: 'uri' }), 'groovy-buffer:other');
    await userEvent.keyboard('{Escape}');
    await userEvent.type(valueField(), 'n');
    await expect
      .element(dispatch().getByRole('alert'))
      .toHaveTextContent(/-32603 \(internal error\): Internal error\. An error carries no trace/);
  });
});
