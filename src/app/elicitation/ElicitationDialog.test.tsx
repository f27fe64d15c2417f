// The elicitation dialog in a real browser (docs/playground.md, "Elicitation"): against the
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
    await expect.element(dialog().getByLabelText('New name')).toHaveAccessibleDescription(/^Required\./);
    await expect.element(dialog().getByRole('alert')).toHaveTextContent('1 field needs fixing: New name.');
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

/** The dialog alone with one request for `properties`; what it answers goes to the mock returned. */
function showOneRequest(properties: Record<string, Record<string, unknown>>, required: string[] = []) {
  harness = startPlayground();
  const onAnswer = vi.fn();
  harness.render(
    <ElicitationDialog
      round={{
        requests: {
          only: { message: 'One request', requestedSchema: { type: 'object', properties, required } },
        },
        asker: { style: 'mrtr', method: 'tools/call', name: 't', id: 8, round: 1 },
      }}
      onAnswer={onAnswer}
    />,
  );
  return onAnswer;
}

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
    const onAnswer = showOneRequest({
      text: { type: 'string', title: 'Text', default: 'hello' },
      count: { type: 'integer', title: 'Count', default: 3 },
      on: { type: 'boolean', title: 'On', default: true },
      color: { type: 'string', title: 'Color', enum: ['r', 'g'], default: 'g' },
    });
    await expect.element(dialog().getByLabelText('Text', { exact: true })).toHaveValue('hello');
    await expect.element(dialog().getByLabelText('Count', { exact: true })).toHaveValue(3);
    await expect.element(dialog().getByLabelText('On', { exact: true })).toBeChecked();
    await expect.element(dialog().getByLabelText('Color', { exact: true })).toHaveValue('g');
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));
    expect(onAnswer).toHaveBeenCalledWith({
      only: { action: 'accept', content: { text: 'hello', count: 3, on: true, color: 'g' } },
    });
  });

  it("says next to the field why a value does not fit, not in the browser's bubble, and sends nothing", async () => {
    const onAnswer = showOneRequest({
      age: { type: 'integer', title: 'Age', minimum: 0 },
      tags: { type: 'array', title: 'Tags', items: { enum: ['a', 'b', 'c'] }, maxItems: 2 },
    });
    await userEvent.fill(dialog().getByLabelText('Age', { exact: true }), '-1');
    for (const tag of ['a', 'b', 'c']) await userEvent.click(dialog().getByRole('checkbox', { name: tag }));
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));
    await expect.element(dialog().getByText('At least 0.')).toBeVisible();
    await expect.element(dialog().getByText('Pick at most 2.')).toBeVisible();
    expect(onAnswer).not.toHaveBeenCalled();
    await userEvent.fill(dialog().getByLabelText('Age', { exact: true }), '7');
    await userEvent.click(dialog().getByRole('checkbox', { name: 'c' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));
    expect(onAnswer).toHaveBeenCalledWith({
      only: { action: 'accept', content: { age: 7, tags: ['a', 'b'] } },
    });
  });
});

describe('a long form at a small viewport', () => {
  afterEach(() => page.viewport(1200, 800));

  /** Twenty text fields of at least 2 characters, Field 15 required. */
  const LONG = Object.fromEntries(
    Array.from({ length: 20 }, (_, i) => [
      `field${i + 1}`,
      { type: 'string', title: `Field ${i + 1}`, minLength: 2 },
    ]),
  );
  /** Whether the person sees `element`: inside the window and, for a field, inside the scrolled body. */
  const inView = (element: Element) => {
    const box = element.getBoundingClientRect();
    const body = element.closest('.modal-body')?.getBoundingClientRect();
    const top = Math.max(0, body?.top ?? 0);
    const bottom = Math.min(window.innerHeight, body?.bottom ?? Infinity);
    return box.height > 0 && box.top >= top && box.bottom <= bottom;
  };
  const field = (n: number) => dialog().getByLabelText(`Field ${n}`, { exact: true });

  it('keeps Accept, Decline and Cancel in view while the form scrolls', async () => {
    await page.viewport(1024, 600);
    showOneRequest(LONG, ['field15']);
    await expect.element(dialog()).toBeVisible();
    const body = dialog().element().querySelector('.modal-body')!;
    expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    const buttonsInView = () =>
      ['Accept', 'Decline', 'Cancel'].filter((name) =>
        inView(dialog().getByRole('button', { name }).element()),
      );
    expect(buttonsInView()).toEqual(['Accept', 'Decline', 'Cancel']);
    expect(inView(field(20).element())).toBe(false);
    body.scrollTop = body.scrollHeight;
    await expect.poll(() => inView(field(20).element())).toBe(true);
    expect(body.scrollTop).toBeGreaterThan(0);
    expect(buttonsInView()).toEqual(['Accept', 'Decline', 'Cancel']);
  });

  it('on Accept sends nothing, says why beside each bad field, counts them, and focuses the first', async () => {
    await page.viewport(1024, 600);
    const onAnswer = showOneRequest(LONG, ['field15']);
    await userEvent.fill(field(2), 'x');
    await userEvent.fill(field(18), 'fine');
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));
    expect(onAnswer).not.toHaveBeenCalled();
    await expect.element(field(2)).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field(2)).toHaveAccessibleDescription('At least 2 characters.');
    await expect.element(field(15)).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field(15)).toHaveAccessibleDescription('Required.');
    // Beside the field: inside its own frame, not in a list elsewhere.
    const frame = (name: string) => dialog().element().querySelector(`[data-field="${name}"]`)!;
    expect(frame('field15').textContent).toContain('Required.');
    for (const fine of [1, 18]) expect(field(fine).element().hasAttribute('aria-invalid')).toBe(false);
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('2 fields need fixing: Field 2, Field 15.');
    await expect.element(field(2)).toHaveFocus();
    expect(inView(dialog().getByRole('alert').element())).toBe(true);

    // Fixed, the marks and the summary go; a second refusal focuses what is still wrong.
    await userEvent.fill(field(2), 'ok');
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));
    await expect.element(field(15)).toHaveFocus();
    expect(inView(field(15).element())).toBe(true);
    await expect.element(dialog().getByRole('alert')).toHaveTextContent('1 field needs fixing: Field 15.');
    expect(field(2).element().hasAttribute('aria-invalid')).toBe(false);
    await userEvent.fill(field(15), 'yes');
    await expect.element(dialog().getByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));
    expect(onAnswer).toHaveBeenCalledWith({
      only: { action: 'accept', content: { field2: 'ok', field15: 'yes', field18: 'fine' } },
    });
  });
});
