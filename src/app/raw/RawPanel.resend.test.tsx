// The Raw tab receiving a message from Traffic's "Edit and resend" (docs/playground.md, "Traffic",
// "Resend a message"; "Raw"), in a real browser with Monaco and the real session: the line arrives
// in the editor already open, the note says which row it resends, and the next Send is linked to
// that row — once, and not at all after "Do not link".
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { resentLine } from '../traffic/resend/resendLine';
import { RawPanel } from './RawPanel';

const REVISION = '2025-11-25';

let harness: PlaygroundHarness;

const note = () => page.getByRole('note', { name: 'Resending' });
const outcome = () => page.getByRole('status');
const editorText = () =>
  document.querySelector('.raw-editor .view-lines')?.textContent?.replace(/\u00a0/g, ' ');
const rows = () => harness.playground.client.traffic.getSnapshot().rows;

/** Sends a ping through the client and hands it to the Raw tab with the next id, as Traffic does. */
async function pingHandedOver(): Promise<{ seq: number; id: number }> {
  const reply = await harness.playground.client.request('ping');
  const seq = reply.requestSeq as number;
  const id = harness.playground.client.reserveId();
  const raw = rows().find((row) => row.seq === seq)?.raw ?? '';
  harness.playground.openInRaw({ text: resentLine(raw, id), resendOf: seq, id });
  return { seq, id };
}

beforeEach(async () => {
  harness = startPlayground();
  await harness.connect(REVISION);
  harness.render(<RawPanel revision={REVISION} />);
  await expect
    .poll(() => document.querySelector('.raw-editor .monaco-editor'), { timeout: 30_000 })
    .toBeInstanceOf(HTMLElement);
});

afterEach(() => harness.dispose());

describe('RawPanel, a message to resend', () => {
  it('takes the line into the open editor and links the next Send, once, to the row it resends', async () => {
    const { seq, id } = await pingHandedOver();
    await expect.element(note()).toHaveTextContent(`Resending #${seq} with the session's next id, ${id}`);
    await expect.poll(editorText).toContain(`"id":${id},"method":"ping"`);

    await userEvent.click(page.getByRole('button', { name: 'Send', exact: true }));
    await expect.element(outcome()).toHaveTextContent('Sent 1 line');
    await expect.element(note()).not.toBeInTheDocument();
    const resent = rows().filter((row) => row.resendOf === seq);
    expect(resent.map((row) => row.summary.id)).toEqual([id]);

    // Sent again: no longer a resend.
    await userEvent.click(page.getByRole('button', { name: 'Send', exact: true }));
    await expect
      .poll(() => rows().filter((row) => row.summary.id === id && row.direction === 'out').length)
      .toBe(2);
    expect(rows().filter((row) => row.resendOf === seq)).toHaveLength(1);
  });

  it('"Do not link" sends the line as any other', async () => {
    const { seq, id } = await pingHandedOver();
    await userEvent.click(note().getByRole('button', { name: 'Do not link' }));
    await expect.element(note()).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Send', exact: true }));
    await expect.element(outcome()).toHaveTextContent('Sent 1 line');
    const sent = rows().filter((row) => row.summary.id === id && row.direction === 'out');
    expect(sent).toHaveLength(1);
    expect(rows().some((row) => row.resendOf === seq)).toBe(false);
  });
});
