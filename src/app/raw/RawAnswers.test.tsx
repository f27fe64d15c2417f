// The answers under the Raw editor in a real browser, against the real session (docs/playground.md,
// "Raw"): a handshake written by hand connects the session, each line's answer shows under the
// editor with its link to Traffic, and a notification says no answer is expected.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { RawPanel } from './RawPanel';

const REVISION = '2025-06-18';
let harness: PlaygroundHarness;

const editor = () => page.getByRole('textbox', { name: 'Raw JSON-RPC message' });
const answers = () => page.getByRole('region', { name: 'Answers' });

async function send(text: string): Promise<void> {
  (editor().element() as HTMLElement).focus();
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  await commands.insertText('x');
  await userEvent.keyboard('{ArrowLeft}');
  await commands.insertText(text);
  await userEvent.keyboard('{Delete}');
  await userEvent.click(page.getByRole('button', { name: 'Send' }));
}

const HANDSHAKE = [
  `{"jsonrpc":"2.0","id":"h1","method":"initialize","params":{"protocolVersion":"${REVISION}","capabilities":{},"clientInfo":{"name":"me","version":"1"}}}`,
  '{"jsonrpc":"2.0","method":"notifications/initialized"}',
].join('\n');

beforeEach(async () => {
  harness = startPlayground();
  harness.render(<RawPanel revision={REVISION} />);
  await expect.element(editor(), { timeout: 30_000 }).toBeInTheDocument();
});

afterEach(() => harness.dispose());

describe('RawPanel answers', () => {
  it('a handshake by hand connects the session; the initialize result shows, the notification expects none', async () => {
    await send(HANDSHAKE);
    const initialize = answers().getByRole('listitem', { name: 'Answer to initialize (id "h1")' });
    await expect.element(initialize).toHaveTextContent('"protocolVersion": "2025-06-18"');
    await expect
      .element(answers().getByRole('listitem', { name: 'Answer to notifications/initialized' }))
      .toHaveTextContent('A notification: no answer expected.');
    await expect.poll(() => harness.playground.client.status.get().state).toBe('connected');

    await userEvent.click(initialize.getByRole('button', { name: /^Show #\d+ in Traffic$/ }).last());
    const shown = harness.playground.client.traffic.get(harness.shown.at(-1) ?? -1);
    expect(shown?.direction).toBe('in');
    expect(shown?.summary).toMatchObject({ kind: 'result', id: 'h1' });
  });

  it('shows an error answer, and the id-null error of an unreadable line', async () => {
    await send(HANDSHAKE);
    await expect.poll(() => harness.playground.client.status.get().state).toBe('connected');
    await send('{"jsonrpc":"2.0","id":5,"method":"no/such"}');
    await expect
      .element(answers().getByRole('listitem', { name: 'Answer to no/such (id 5)' }))
      .toHaveTextContent('-32601');
    await send('{not json');
    await expect
      .element(answers().getByRole('listitem', { name: 'Answer to an unreadable line' }))
      .toHaveTextContent('"id": null');
  });
});
