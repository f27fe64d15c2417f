// A task that needs input, in a real browser against the real session (docs/tasks.md, "Input while
// a task works"): `rename` without `newName` run as a task shows input_required. In 2026-07-28 the
// person answers in the elicitation dialog (not a raw JSON form), `tasks/update` carries the answer,
// and the task completes with the rename; declining ends it with the tool error. In 2025-11-25 the
// server's own elicitation/create opens the same dialog.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { ElicitationHost } from '../elicitation/ElicitationHost';
import { TasksPanel } from './TasksPanel';

let harness: PlaygroundHarness;
const startRename = async () => {
  const started = await harness.playground.client.tasks.callAsTask('rename', {
    text: SOURCE,
    line: 1,
    character: 7,
  });
  expect('task' in started).toBe(true);
  await expect.element(row().getByLabelText('Task status')).toHaveTextContent('input_required');
};
const SOURCE = 'class Greeter {\n  def greet() { 1 }\n}';
const row = () => page.getByRole('article', { name: /^Task rename/ });
const renames = () => harness.engine.requests.filter((r) => r.op === 'rename');

beforeEach(() => {
  localStorage.clear();
  harness = startPlayground();
});

afterEach(() => harness.dispose());

describe('A task that needs input (2026-07-28)', () => {
  beforeEach(async () => {
    await harness.connect('2026-07-28', { elicitation: true, tasks: true });
    harness.render(<TasksPanel />);
    await startRename();
  });

  it('is answered in the elicitation dialog, then completes with the rename', async () => {
    await expect
      .element(row().getByRole('region', { name: 'Input the task needs' }))
      .toHaveTextContent('"greet"');
    await userEvent.click(row().getByRole('button', { name: 'Answer…' }));
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toHaveTextContent(/Task .* \(tools\/call rename\) is input_required/);
    await userEvent.fill(dialog.getByRole('textbox', { name: /New name/ }), 'welcome');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await expect.element(row().getByLabelText('Task status')).toHaveTextContent('completed');
    await expect
      .element(row().getByRole('list', { name: 'Timeline' }))
      // The working between the answer and the end may fall between two polls.
      .toHaveTextContent(/working.*input_required.*completed/);
    expect(renames().map((r) => r.args)).toEqual([{ line: 1, character: 7, newName: 'welcome' }]);
  });

  it('declined, ends completed with the tool error and never renames', async () => {
    await userEvent.click(row().getByRole('button', { name: 'Answer…' }));
    await userEvent.click(page.getByRole('dialog').getByRole('button', { name: 'Decline' }));
    await expect.element(row().getByLabelText('Task status')).toHaveTextContent('completed');
    await expect.element(row()).toHaveTextContent('rename declined');
    expect(renames()).toEqual([]);
  });
});

describe('A task that needs input (2025-11-25)', () => {
  it("is asked by the server's own elicitation/create in the dialog, then completes", async () => {
    harness.render(
      <>
        <ElicitationHost />
        <TasksPanel />
      </>,
    );
    // The dialog must be the client's handler before the server asks.
    await expect.poll(() => harness.playground.client.elicitationHandler).toBeDefined();
    await harness.connect('2025-11-25', { elicitation: true, tasks: true });
    await startRename();
    await expect
      .element(row().getByRole('region', { name: 'Input the task needs' }))
      .toHaveTextContent('The server asks through the elicitation dialog.');
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toHaveTextContent(/Task [0-9a-f-]{36} is input_required/);
    await userEvent.fill(dialog.getByRole('textbox', { name: /New name/ }), 'welcome');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await expect.element(row().getByLabelText('Task status')).toHaveTextContent('completed');
    expect(renames().map((r) => r.args)).toEqual([{ line: 1, character: 7, newName: 'welcome' }]);
  });
});
