// The Tools form in a real browser against the real session (docs/playground.md, "Tools"): which
// source it sends, the form ↔ raw JSON round trip checked by the lint worker, values kept across a
// remount, and Cancel.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { listTools, type Call, type CallToolResult, type Tool } from '../../client';
import { ToolForm } from './ToolForm';

let harness: PlaygroundHarness;
/** A call is checked against the input schema first, in the lint worker (cold on a test's first call; seconds on a loaded machine). */
const ANSWERED = { timeout: 15_000 };
let rename: Tool;
let results: { call: Call<CallToolResult>; sent: Record<string, unknown> }[];

function showForm(): void {
  harness.render(<ToolForm tool={rename} onResult={(call, sent) => results.push({ call, sent })} />);
}

const form = () => page.getByRole('form', { name: 'Call rename' });
const field = (name: string) => form().getByLabelText(name, { exact: true });
const rawText = () => form().getByLabelText('Arguments (JSON)');

beforeEach(async () => {
  localStorage.clear();
  results = [];
  harness = startPlayground();
  await harness.connect();
  const tools = await listTools(harness.playground.client);
  const found = tools.outcome.ok ? tools.outcome.value.find((tool) => tool.name === 'rename') : undefined;
  if (!found) throw new TypeError('the session lists no rename tool');
  rename = found;
});

afterEach(() => harness.dispose());

describe('ToolForm', () => {
  it('sends the active buffer as text and uri, and the other arguments from the form', async () => {
    showForm();
    await expect.element(field('newName')).toBeVisible();
    // The buffer fills the source fields, so the form does not offer them.
    expect(field('text').query()).toBeNull();
    expect(field('uri').query()).toBeNull();

    await userEvent.fill(field('line'), '1');
    await userEvent.fill(field('character'), '4');
    await userEvent.fill(field('newName'), 'total');
    await userEvent.click(form().getByRole('button', { name: 'Call rename' }));

    await expect.poll(() => results.length, ANSWERED).toBe(1);
    const { workspace } = harness.playground;
    const active = workspace.state.get().active;
    expect(results[0]?.sent).toEqual({
      line: 1,
      character: 4,
      newName: 'total',
      uri: active,
      text: workspace.text(active),
    });
    expect(results[0]?.call.outcome.ok).toBe(true);
    const sentToEngine = harness.engine.requests.at(-1);
    expect(sentToEngine).toMatchObject({ op: 'rename', uri: active, text: workspace.text(active) });
    expect(sentToEngine?.args).toEqual({ line: 1, character: 4, newName: 'total' });
  });

  it('with "Only the form fields", sends what the form says and no buffer', async () => {
    showForm();
    await userEvent.selectOptions(form().getByLabelText('Source'), 'Only the form fields');
    await userEvent.fill(field('text'), 'def a = 1');
    await userEvent.fill(field('uri'), 'groovy-buffer:Scratch.groovy');
    await userEvent.fill(field('line'), '0');
    await userEvent.fill(field('character'), '4');
    await userEvent.fill(field('newName'), 'b');
    await userEvent.click(form().getByRole('button', { name: 'Call rename' }));

    await expect.poll(() => results.length, ANSWERED).toBe(1);
    expect(results[0]?.sent).toEqual({
      text: 'def a = 1',
      uri: 'groovy-buffer:Scratch.groovy',
      line: 0,
      character: 4,
      newName: 'b',
    });
  });

  it('shows the form as raw JSON, checks it against the input schema, and takes edits back', async () => {
    showForm();
    await userEvent.fill(field('newName'), 'total');
    await userEvent.click(form().getByRole('radio', { name: 'Raw JSON' }));
    await expect.element(rawText()).toHaveValue(JSON.stringify({ newName: 'total' }, null, 2));
    // The lint worker sees the arguments that will be sent, buffer included: line is missing.
    await expect.element(form().getByText(/^Does not match the input schema/)).toBeVisible();
    await expect.element(rawText()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.fill(rawText(), '{"line": 2, "character": 1, "newName": "sum"}');
    await expect.element(form().getByText('Valid for the input schema.')).toBeVisible();
    await expect.element(rawText()).toHaveAttribute('aria-invalid', 'false');

    await userEvent.click(form().getByRole('radio', { name: 'Form' }));
    await expect.element(field('newName')).toHaveValue('sum');
    await expect.element(field('line')).toHaveValue(2);
  });

  it('keeps the form values when raw JSON that does not parse is switched back to the form', async () => {
    showForm();
    await userEvent.fill(field('newName'), 'total');
    await userEvent.click(form().getByRole('radio', { name: 'Raw JSON' }));
    await userEvent.fill(rawText(), '{"newName": ');
    await expect.element(form().getByText(/^Not JSON:/)).toBeVisible();
    await userEvent.click(form().getByRole('radio', { name: 'Form' }));
    await expect.element(field('newName')).toHaveValue('total');
  });

  it('keeps its values when it is shown again (a reconnect or a reload)', async () => {
    showForm();
    await userEvent.fill(field('newName'), 'kept');
    harness.render(<p>another tool</p>);
    await expect.element(page.getByText('another tool')).toBeVisible();
    showForm();
    await expect.element(field('newName')).toHaveValue('kept');
  });

  it('offers Cancel while the call runs, and a cancelled call ends as cancelled', async () => {
    const { engine } = harness;
    const answer = engine.request.bind(engine);
    // The engine never answers rename, like a compile that takes too long.
    engine.request = (request) => (request.op === 'rename' ? new Promise(() => {}) : answer(request));
    showForm();
    await userEvent.fill(field('line'), '1');
    await userEvent.fill(field('character'), '4');
    await userEvent.fill(field('newName'), 'total');
    await userEvent.click(form().getByRole('button', { name: 'Call rename' }));
    await expect.element(form().getByRole('status')).toHaveTextContent('Waiting for the answer…');
    await expect.element(form().getByRole('button', { name: 'Call rename' })).toBeDisabled();

    await userEvent.click(form().getByRole('button', { name: 'Cancel call' }));
    await expect.poll(() => results.length, ANSWERED).toBe(1);
    const outcome = results[0]?.call.outcome;
    expect(outcome?.ok === false && outcome.error.kind).toBe('cancelled');
    await expect.element(form().getByRole('button', { name: 'Cancel call' })).not.toBeInTheDocument();
    await expect.element(form().getByRole('button', { name: 'Call rename' })).toBeEnabled();
  });

  it('fills line and character from the editor caret once the editor is there, in the form and raw JSON', async () => {
    showForm();
    const useCursor = form().getByRole('button', { name: 'Use cursor' });
    await expect.element(useCursor).toBeDisabled();
    // A stand-in for the lazily loaded Monaco editor: only its caret is asked for.
    const caret = { uri: harness.playground.workspace.state.get().active, line: 3, character: 17 };
    harness.playground.editor.attach({
      cursor: () => caret,
      reveal: () => false,
      applyEdits: () => ({ ok: false, message: 'not in this test' }),
      focus: () => {},
    });
    await expect.element(useCursor).toBeEnabled();
    await userEvent.click(useCursor);
    await expect.element(field('line')).toHaveValue(3);
    await expect.element(field('character')).toHaveValue(17);

    await userEvent.click(form().getByRole('radio', { name: 'Raw JSON' }));
    caret.line = 8;
    await userEvent.click(useCursor);
    await expect
      .poll(() => JSON.parse((rawText().element() as HTMLTextAreaElement).value))
      .toMatchObject({
        line: 8,
        character: 17,
      });
  });

  it('does not send a form with a required field empty: says which next to it and puts the focus there', async () => {
    showForm();
    await userEvent.fill(field('line'), '1');
    await userEvent.fill(field('character'), '4');
    await userEvent.fill(field('newName'), 'x');
    await userEvent.clear(field('newName'));
    const before = harness.engine.requests.length;
    await userEvent.click(form().getByRole('button', { name: 'Call rename' }));

    const alert = form().getByRole('alert');
    await expect.element(alert).toHaveTextContent(/Not sent: the arguments do not match/);
    await expect.element(alert.getByRole('button', { name: 'newName is required' })).toBeVisible();
    await expect.element(field('newName')).toHaveFocus();
    await expect.element(field('newName')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field('newName')).toHaveAccessibleDescription(/newName is required/);
    expect(results).toEqual([]);
    expect(harness.engine.requests.length).toBe(before);

    // Fixing it answers the message; the call goes out.
    await userEvent.fill(field('newName'), 'total');
    await expect.element(form().getByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(form().getByRole('button', { name: 'Call rename' }));
    await expect.poll(() => results.length, ANSWERED).toBe(1);
    expect(results[0]?.sent.newName).toBe('total');
  });

  it('leaves an empty optional field out instead of sending ""', async () => {
    showForm();
    await userEvent.selectOptions(form().getByLabelText('Source'), 'Only the form fields');
    await userEvent.fill(field('text'), 'def a = 1');
    await userEvent.fill(field('uri'), 'x');
    await userEvent.clear(field('uri'));
    await userEvent.fill(field('line'), '0');
    await userEvent.fill(field('character'), '4');
    await userEvent.fill(field('newName'), 'b');
    await userEvent.click(form().getByRole('button', { name: 'Call rename' }));
    await expect.poll(() => results.length, ANSWERED).toBe(1);
    expect(results[0]?.sent).toEqual({ text: 'def a = 1', line: 0, character: 4, newName: 'b' });
  });

  it('"Send anyway" sends what the schema refuses, and the server answers it', async () => {
    showForm();
    await userEvent.fill(field('line'), '1');
    await userEvent.fill(field('character'), '4');
    await userEvent.click(form().getByRole('button', { name: 'Call rename' }));
    await userEvent.click(form().getByRole('alert').getByRole('button', { name: 'Send anyway' }));
    await expect.poll(() => results.length, ANSWERED).toBe(1);
    expect(results[0]?.sent).not.toHaveProperty('newName');
    const outcome = results[0]?.call.outcome;
    expect(outcome?.ok && outcome.value.isError).toBe(true);
  });

  it('does not send raw JSON that does not parse: says so next to the box and puts the focus in it', async () => {
    showForm();
    await userEvent.click(form().getByRole('radio', { name: 'Raw JSON' }));
    await userEvent.fill(rawText(), '{"line": 1, "character": 4, "newName": ');
    await userEvent.click(form().getByRole('button', { name: 'Call rename' }));
    await expect.element(form().getByRole('alert')).toHaveTextContent(/^Not sent: Not JSON: /);
    await expect.element(rawText()).toHaveFocus();
    expect(results).toEqual([]);
    // Valid JSON that misses a required property is refused too, by the same check.
    await userEvent.fill(rawText(), '{"line": 1, "character": 4}');
    await userEvent.click(form().getByRole('button', { name: 'Call rename' }));
    await expect.element(form().getByRole('alert')).toHaveTextContent(/newName is required/);
    expect(results).toEqual([]);
  });
});
