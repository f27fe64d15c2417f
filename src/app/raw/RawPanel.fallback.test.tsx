// The Raw tab when Monaco cannot be loaded (docs/playground.md, "Quality a user notices": never
// silent): it says so and offers a plain text box that is checked and sent the same way.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { RawPanel } from './RawPanel';

// Monaco's chunk arrives but cannot make an editor (a browser it does not support).
vi.mock('../../editor/rawEditor', () => ({
  loadJsonSupport: () => Promise.resolve(),
  createRawEditor: () => {
    throw new TypeError('no editor in this browser');
  },
}));

const REVISION = '2025-11-25';

let harness: PlaygroundHarness;

beforeEach(async () => {
  harness = startPlayground();
  await harness.connect(REVISION);
  harness.render(<RawPanel revision={REVISION} />);
});

afterEach(() => harness.dispose());

describe('RawPanel without Monaco', () => {
  it('says why, and the text box below checks and sends lines as the editor would', async () => {
    await expect
      .element(page.getByText(/^The editor could not be loaded: .*Use the text box below\.$/))
      .toBeVisible();
    const box = page.getByRole('textbox', { name: 'Raw JSON-RPC message' });
    await expect.element(box).toHaveValue('{"jsonrpc":"2.0","id":"raw-1","method":"tools/list","params":{}}');

    await userEvent.fill(box, '{"jsonrpc":"2.0","id":"raw-3","method":');
    await expect.element(page.getByRole('list', { name: 'Schema problems' })).toHaveTextContent(/^Line 1: /);
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Sent 1 line; the answer is in Traffic.');
    await expect
      .poll(() => harness.playground.client.traffic.getSnapshot().rows.at(-1)?.raw)
      .toMatch(/"code":-32700/);
  });
});
