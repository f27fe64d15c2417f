// The Raw tab in a real browser, with Monaco, the lint worker and the real session
// (docs/playground.md, "Raw"): lines are checked as they are written, sent as is, and each send
// links to its exchange in Traffic.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { RawPanel } from './RawPanel';

const REVISION = '2025-11-25';

let harness: PlaygroundHarness;

const editor = () => page.getByRole('textbox', { name: 'Raw JSON-RPC message' });
const outcome = () => page.getByRole('status');
const problems = () => page.getByRole('list', { name: 'Schema problems' });

/** The answer the session wrote to the line sent as `seq`, parsed. */
function answerTo(seq: number): Record<string, unknown> | undefined {
  const rows = harness.playground.client.traffic.getSnapshot().rows;
  const answer = rows.find((row) => row.seq > seq && row.direction === 'in');
  return answer && (JSON.parse(answer.raw) as Record<string, unknown>);
}

/**
 * Replaces the editor's text as a person would: select all, then type. Monaco closes a bracket or a
 * quote typed at the end of a line; a stand-in character after the cursor keeps the text exactly as
 * written, and is deleted afterwards.
 */
async function write(text: string): Promise<void> {
  (editor().element() as HTMLElement).focus();
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  if (text === '') return;
  await commands.insertText('x');
  await userEvent.keyboard('{ArrowLeft}');
  await commands.insertText(text);
  await userEvent.keyboard('{Delete}');
}

beforeEach(async () => {
  harness = startPlayground();
  await harness.connect(REVISION);
  harness.render(<RawPanel revision={REVISION} />);
  // Monaco's chunk loads when the panel mounts; its input is a textbox with the editor's name. The
  // plain text box shown when that load fails has the same name, so wait for Monaco itself.
  await expect
    .poll(
      () =>
        document.querySelector('.raw-editor .monaco-editor') ?? page.getByRole('alert').query()?.textContent,
      {
        timeout: 30_000,
      },
    )
    .toBeInstanceOf(HTMLElement);
  await expect.element(editor()).toBeInTheDocument();
});

afterEach(() => harness.dispose());

describe('RawPanel', () => {
  it('starts from a well-formed example and sends it; the answer is one click away in Traffic', async () => {
    await expect.element(page.getByText(`No schema problems for ${REVISION}.`)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    await expect.element(outcome()).toHaveTextContent('Sent 1 line; the answer is in Traffic.');

    await userEvent.click(outcome().getByRole('button', { name: 'Show in Traffic' }));
    expect(harness.shown).toHaveLength(1);
    const sent = harness.playground.client.traffic
      .getSnapshot()
      .rows.find((row) => row.seq === harness.shown[0]);
    expect(sent?.method).toBe('tools/list');
    expect(answerTo(harness.shown[0] as number)).toHaveProperty('result.tools');
  });

  it('lists a schema problem by its line, and the broken line still goes out as written', async () => {
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Example' }), 'no jsonrpc (-32600)');
    await expect.element(problems()).toHaveTextContent(/^Line 1: /);

    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    await expect.element(outcome()).toHaveTextContent('Sent 1 line');
    const sent = harness.playground.client.traffic
      .getSnapshot()
      .rows.find((row) => row.raw === '{"id":"raw-5","method":"ping"}');
    expect(sent?.direction).toBe('out');
    await expect.poll(() => answerTo(sent?.seq ?? -1)).toHaveProperty('error.code', -32600);
  });

  it('compacts one message written over several lines, as stdio framing requires', async () => {
    await write('{\n"jsonrpc": "2.0",\n"id": 7,\n"method": "ping"\n}');
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    await expect
      .element(outcome())
      .toHaveTextContent(
        'Sent 1 line (compacted to one line, as stdio framing requires); the answer is in Traffic.',
      );
    const rows = harness.playground.client.traffic.getSnapshot().rows;
    expect(rows.find((row) => row.direction === 'out' && row.method === 'ping')?.raw).toBe(
      '{"jsonrpc":"2.0","id":7,"method":"ping"}',
    );
  });

  it('says so when there is nothing to send', async () => {
    await write('');
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    await expect.element(outcome()).toHaveTextContent('Nothing to send: the editor is empty.');
  });

  it('sends with Ctrl+Enter from the editor', async () => {
    await write('{"jsonrpc":"2.0","id":"key","method":"ping"}');
    await expect.element(page.getByText(`No schema problems for ${REVISION}.`)).toBeVisible();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect.element(outcome()).toHaveTextContent('Sent 1 line; the answer is in Traffic.');
  });
});
