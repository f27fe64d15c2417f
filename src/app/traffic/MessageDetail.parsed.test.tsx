// docs/playground.md, "Traffic", in a real browser: the Parsed view shows the JSON inside a tool
// result's text content as a tree that folds by mouse and keyboard; Raw stays the line as sent.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { MessageDetail } from './MessageDetail';
import './traffic.css';

let harness: PlaygroundHarness;

beforeEach(() => {
  harness = startPlayground();
});

afterEach(() => harness.dispose());

const structured = { uri: 'groovy-buffer:Report.groovy', diagnostics: [{ message: 'unexpected token: )' }] };

function showAnswer(): void {
  const { traffic } = harness.playground.client;
  traffic.record(
    'out',
    JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'diagnostics' } }),
  );
  const raw = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    result: { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured },
  });
  const row = traffic.record('in', raw);
  harness.render(<MessageDetail row={row} onSelect={() => {}} />);
}

const detail = () => page.getByRole('region', { name: /^Message #/ });

it('shows the JSON inside text content parsed, as a tree, next to Raw and Pretty', async () => {
  showAnswer();
  await expect.element(detail().getByLabelText('Raw message')).toHaveTextContent('\\"diagnostics\\"');
  await userEvent.click(detail().getByRole('radio', { name: 'Parsed' }));
  const tree = detail().getByRole('group', { name: 'Parsed message' });
  await expect.element(tree).toBeVisible();
  await expect
    .element(detail().getByText('JSON found in 1 text block, shown parsed (marked "JSON in text").'))
    .toBeVisible();
  await expect.element(tree.getByText('JSON in text')).toBeVisible();
  // The message inside the text is a value of its own, no longer escaped.
  await expect.element(tree).toHaveTextContent('message: "unexpected token: )"');
  expect(tree.element().textContent).not.toContain('\\"');
  expect(detail().getByLabelText('Raw message').query()).toBeNull();

  await userEvent.click(detail().getByRole('radio', { name: 'Pretty' }));
  await expect.element(detail().getByLabelText('Raw message')).toHaveTextContent('"jsonrpc": "2.0"');
});

it('folds and unfolds a branch with the keyboard', async () => {
  showAnswer();
  await userEvent.click(detail().getByRole('radio', { name: 'Parsed' }));
  const fold = detail().getByRole('button', { name: 'Fold structuredContent (2 keys)' });
  await expect.element(fold).toHaveAttribute('aria-expanded', 'true');
  (fold.element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  const unfold = detail().getByRole('button', { name: 'Unfold structuredContent (2 keys)' });
  await expect.element(unfold).toHaveAttribute('aria-expanded', 'false');
  await expect.element(unfold).toHaveFocus();
  await userEvent.keyboard(' ');
  await expect.element(fold).toHaveAttribute('aria-expanded', 'true');
});
