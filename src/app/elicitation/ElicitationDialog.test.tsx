// The elicitation dialog in a real browser (docs/playground.md, "Elicitation dialog"): against the
// real session (classic and MRTR), and alone for a round of two requests.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { callTool, type CallToolResult, type Call, type Revision } from '../../client';
import { ElicitationDialog } from './ElicitationDialog';
import { ElicitationHost } from './ElicitationHost';

let harness: PlaygroundHarness;
afterEach(() => harness.dispose());

const dialog = () => page.getByRole('dialog', { name: /^Elicitation/ });
const RENAME = { text: 'def greet = 1', line: 0, character: 5 };

describe.each<Revision>(['2025-11-25', '2026-07-28'])('the dialog as the handler under %s', (revision) => {
  async function renameWithoutNewName(): Promise<{ call: Promise<Call<CallToolResult>> }> {
    harness = startPlayground();
    harness.render(<ElicitationHost />);
    await expect.poll(() => harness.playground.client.elicitationHandler).toBeDefined();
    await harness.connect(revision, { elicitation: true, tasks: false });
    // Wrapped: returning the bare promise from an async function would wait for the call itself.
    return { call: callTool(harness.playground.client, 'rename', RENAME) };
  }

  it('shows the question; Accept with an empty name says why; a name renames', async () => {
    const { call } = await renameWithoutNewName();
    await expect.element(dialog()).toBeVisible();
    await expect.element(dialog()).toHaveTextContent('Rename "greet" at line 1');
    await expect
      .element(dialog())
      .toHaveTextContent(revision === '2026-07-28' ? 'round 1' : 'elicitation/create');
    await expect.element(dialog()).toHaveTextContent('tools/call rename');
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));
    await expect.element(dialog().getByRole('alert')).toHaveTextContent('Required.');
    await userEvent.fill(dialog().getByLabelText('New name'), 'hello');
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));
    expect((await call).outcome).toMatchObject({ ok: true, value: { isError: false } });
    expect(harness.engine.requests.find((r) => r.op === 'rename')?.args).toMatchObject({ newName: 'hello' });
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('cannot be dismissed with Escape; Decline ends the call with the tool error', async () => {
    const { call } = await renameWithoutNewName();
    await expect.element(dialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: 'Decline' }));
    expect((await call).outcome).toMatchObject({
      ok: true,
      value: { isError: true, content: [{ text: 'rename declined' }] },
    });
  });
});

describe('the dialog alone', () => {
  it('shows several requests of one round together and answers them all at once', async () => {
    harness = startPlayground();
    const onAnswer = vi.fn();
    const schema = (name: string) => ({
      type: 'object' as const,
      properties: { [name]: { type: 'string', title: name, enum: ['x', 'y'], default: 'y' } },
      required: [name],
    });
    harness.render(
      <ElicitationDialog
        round={{
          requests: {
            first: { message: 'First question', requestedSchema: schema('a') },
            second: { message: 'Second question', requestedSchema: schema('b') },
            other: null,
          },
          asker: { style: 'mrtr', method: 'tools/call', name: 't', id: 7, round: 2 },
        }}
        onAnswer={onAnswer}
      />,
    );
    await expect.element(dialog()).toHaveTextContent('First question');
    await expect.element(dialog()).toHaveTextContent('Second question');
    await expect.element(dialog()).toHaveTextContent('(round 2)');
    await userEvent.selectOptions(dialog().getByLabelText('a', { exact: true }), 'x');
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));
    expect(onAnswer).toHaveBeenCalledWith({
      first: { action: 'accept', content: { a: 'x' } },
      second: { action: 'accept', content: { b: 'y' } },
    });
    await userEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ first: { action: 'cancel' }, second: { action: 'cancel' } });
  });

  it('shows each field pre-filled with its default (SEP-1034)', async () => {
    harness = startPlayground();
    const onAnswer = vi.fn();
    harness.render(
      <ElicitationDialog
        round={{
          requests: {
            only: {
              message: 'Defaults',
              requestedSchema: {
                type: 'object',
                properties: {
                  text: { type: 'string', title: 'Text', default: 'hello' },
                  count: { type: 'integer', title: 'Count', default: 3 },
                  on: { type: 'boolean', title: 'On', default: true },
                  color: { type: 'string', title: 'Color', enum: ['r', 'g'], default: 'g' },
                },
              },
            },
          },
          asker: { style: 'mrtr', method: 'tools/call', name: 't', id: 8, round: 1 },
        }}
        onAnswer={onAnswer}
      />,
    );
    await expect.element(dialog().getByLabelText('Text', { exact: true })).toHaveValue('hello');
    await expect.element(dialog().getByLabelText('Count', { exact: true })).toHaveValue(3);
    await expect.element(dialog().getByLabelText('On', { exact: true })).toBeChecked();
    await expect.element(dialog().getByLabelText('Color', { exact: true })).toHaveValue('g');
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));
    expect(onAnswer).toHaveBeenCalledWith({
      only: { action: 'accept', content: { text: 'hello', count: 3, on: true, color: 'g' } },
    });
  });
});
