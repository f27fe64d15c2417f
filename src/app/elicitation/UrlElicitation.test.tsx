// The elicitation dialog's URL variant in a real browser (docs/any-server.md, "URL-mode
// elicitation"): against a scripted 2025-11-25 server, and the -32042 failure's URL list alone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startScriptedPlayground, type ScriptedPlayground } from '../../../test-support/playgroundHarness';
import type { Call } from '../../client';
import { UrlElicitationRequired } from '../tools/UrlElicitationRequired';
import { ElicitationHost } from './ElicitationHost';

let harness: ScriptedPlayground;
afterEach(() => {
  harness.dispose();
  vi.restoreAllMocks();
});

const dialog = () => page.getByRole('dialog', { name: /^Elicitation/ });
const URL_REQUEST = {
  mode: 'url',
  message: 'Connect your calendar',
  url: 'http://calendar.example/oauth?state=9',
  elicitationId: 'cal-1',
};

/** A 2025-11-25 session that declared URL-mode elicitation, its dialog host on the page. */
async function connectWithUrlElicitation(): Promise<void> {
  harness = startScriptedPlayground({ capabilities: {} });
  harness.render(<ElicitationHost />);
  await expect.poll(() => harness.playground.client.elicitationHandler).toBeDefined();
  await harness.connect('2025-11-25', { elicitation: true, tasks: false });
  expect(harness.received[0]).toMatchObject({
    params: { capabilities: { elicitation: { form: {}, url: {} } } },
  });
}

async function askByUrl(id: number): Promise<void> {
  await connectWithUrlElicitation();
  harness.push({ id, method: 'elicitation/create', params: URL_REQUEST });
  await expect.element(dialog()).toBeVisible();
}

const answerTo = (id: number) => harness.received.find((m) => m.id === id && !('method' in m));

describe('the URL variant of the elicitation dialog', () => {
  it('shows the URL as text with its host, warns for http, opens only on Open URL, and accepts with {action}', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await askByUrl(31);
    await expect.element(dialog()).toHaveTextContent('Connect your calendar');
    await expect.element(dialog().getByLabelText('URL')).toHaveTextContent(URL_REQUEST.url);
    await expect.element(dialog().getByText('calendar.example', { exact: true })).toBeVisible();
    await expect.element(dialog().getByRole('note')).toHaveTextContent('Not https');
    expect(open).not.toHaveBeenCalled();
    await userEvent.click(dialog().getByRole('button', { name: 'Open URL' }));
    expect(open).toHaveBeenCalledWith(URL_REQUEST.url, '_blank', 'noopener,noreferrer');
    // The server's word that it is done marks it, and answers nothing.
    harness.push({ method: 'notifications/elicitation/complete', params: { elicitationId: 'cal-1' } });
    await expect.element(dialog().getByRole('status')).toHaveTextContent('The server says this is complete.');
    expect(answerTo(31)).toBeUndefined();
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));
    await expect.poll(() => answerTo(31)).toEqual({ jsonrpc: '2.0', id: 31, result: { action: 'accept' } });
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('says complete when the server said so while the elicitation waited behind another', async () => {
    await askByUrl(35);
    const second = { ...URL_REQUEST, message: 'Connect your mail', elicitationId: 'mail-1' };
    harness.push({ id: 36, method: 'elicitation/create', params: second });
    harness.push({ method: 'notifications/elicitation/complete', params: { elicitationId: 'mail-1' } });
    await expect.poll(() => harness.playground.client.completedElicitations.has('mail-1')).toBe(true);
    // The first one is not complete; answered, the second comes on screen saying it is.
    await expect.element(dialog().getByRole('status')).not.toBeInTheDocument();
    await userEvent.click(dialog().getByRole('button', { name: 'Decline' }));
    await expect.element(dialog()).toHaveTextContent('Connect your mail');
    await expect.element(dialog().getByRole('status')).toHaveTextContent('The server says this is complete.');
    expect(answerTo(36)).toBeUndefined();
  });

  it.each(['Decline', 'Cancel'])('answers %s with the action alone', async (button) => {
    await askByUrl(32);
    await userEvent.click(dialog().getByRole('button', { name: button }));
    await expect
      .poll(() => answerTo(32))
      .toEqual({ jsonrpc: '2.0', id: 32, result: { action: button.toLowerCase() } });
  });

  it('refuses a url that is not a web address with -32602, and the session goes on', async () => {
    await askByUrl(33);
    await userEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    harness.push({
      id: 34,
      method: 'elicitation/create',
      params: { ...URL_REQUEST, url: 'javascript:alert(1)' },
    });
    await expect.poll(() => answerTo(34)).toMatchObject({ error: { code: -32602 } });
    harness.push({ id: 35, method: 'ping' });
    await expect.poll(() => answerTo(35)).toMatchObject({ result: {} });
    await expect.element(dialog()).not.toBeInTheDocument();
  });
});

describe('a call refused with -32042', () => {
  it('lists its URL elicitations with Open URL, and Retry the call calls back', async () => {
    harness = startScriptedPlayground({ capabilities: {} });
    const onRetry = vi.fn(async () => {});
    const call: Call<unknown> = {
      requestSeq: undefined,
      outcome: {
        ok: false,
        error: {
          kind: 'rpc',
          code: -32042,
          message: 'This request requires more information.',
          data: {
            elicitations: [
              { mode: 'url', message: 'Authorize first', url: 'https://auth.example/go', elicitationId: 'a' },
              { mode: 'url', message: 'broken', url: 'nope', elicitationId: 'b' },
            ],
          },
        },
      },
    };
    harness.render(<UrlElicitationRequired call={call} onRetry={onRetry} />);
    const section = page.getByRole('region', { name: 'URL elicitation required' });
    await expect.element(section).toHaveTextContent('Authorize first');
    await expect.element(section.getByLabelText('URL')).toHaveTextContent('https://auth.example/go');
    await expect.element(section).not.toHaveTextContent('broken');
    await userEvent.click(section.getByRole('button', { name: 'Retry the call' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
