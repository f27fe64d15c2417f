// The Timeouts settings in a real browser (docs/playground.md, "Timeouts"): kept in local storage
// and handed to the client; a field that is not a whole number of milliseconds says so and keeps
// the last good value.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { TimeoutsEditor, TIMEOUTS_STORAGE_KEY } from './TimeoutsEditor';

let harness: PlaygroundHarness;
beforeEach(() => localStorage.removeItem(TIMEOUTS_STORAGE_KEY));
afterEach(() => harness.dispose());

const dialog = () => page.getByRole('dialog', { name: 'Timeouts' });

describe('the Timeouts settings', () => {
  it('sets the request timeout, reset on progress and the maximum total on the client, and keeps them', async () => {
    harness = startPlayground();
    harness.render(<TimeoutsEditor />);
    await expect
      .poll(() => harness.playground.client.requestTimeouts)
      .toEqual({ requestMs: 30_000, resetOnProgress: true, maxTotalMs: 0 });
    await userEvent.click(page.getByRole('button', { name: 'Timeouts' }));
    await userEvent.fill(dialog().getByLabelText('Request timeout (ms, 0: none)'), '5000');
    await userEvent.click(dialog().getByLabelText('Reset timeout on progress'));
    await userEvent.fill(dialog().getByLabelText('Maximum total timeout (ms, 0: none)'), '60000');
    await expect
      .poll(() => harness.playground.client.requestTimeouts)
      .toEqual({ requestMs: 5000, resetOnProgress: false, maxTotalMs: 60_000 });
    await userEvent.fill(dialog().getByLabelText('Request timeout (ms, 0: none)'), '-3');
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('a whole number of milliseconds, 0 or more');
    expect(harness.playground.client.requestTimeouts.requestMs).toBe(5000);
    expect(JSON.parse(localStorage.getItem(TIMEOUTS_STORAGE_KEY) ?? '')).toEqual({
      requestMs: 5000,
      resetOnProgress: false,
      maxTotalMs: 60_000,
    });
  });
});
