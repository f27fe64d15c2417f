// A 2026-07-28 task that needs input, in a real browser against the real session (docs/tasks.md,
// "Input while a task works"): `rename` without `newName` run as a task shows input_required, the
// person answers in the elicitation dialog (not a raw JSON form), `tasks/update` carries the
// answer, and the task completes with the rename; declining ends it with the tool error.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { TasksPanel } from './TasksPanel';

let harness: PlaygroundHarness;
const SOURCE = 'class Greeter {\n  def greet() { 1 }\n}';
const row = () => page.getByRole('article', { name: /^Task rename/ });
const renames = () => harness.engine.requests.filter((r) => r.op === 'rename');

beforeEach(async () => {
  localStorage.clear();
  harness = startPlayground();
  await harness.connect('2026-07-28', { elicitation: true, tasks: true });
  harness.render(<TasksPanel />);
  const started = await harness.playground.client.tasks.callAsTask('rename', {
    text: SOURCE,
    line: 1,
    character: 7,
  });
  expect('task' in started).toBe(true);
  await expect.element(row().getByLabelText('Task status')).toHaveTextContent('input_required');
});

afterEach(() => harness.dispose());

describe('A task that needs input (2026-07-28)', () => {
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
