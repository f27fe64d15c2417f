// Hosted mode in the session bar (docs/hosted.md, "What is off"), in a real browser: the notice
// lists each feature that is off with its reason, and the Server select offers no typed URL. The
// backend's server list is the one stand-in: a fetch that answers `api/servers` as a hosted backend.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import type { HostedModeInfo, ServerListResponse } from '../../contracts';
import { HostedNotice } from './HostedNotice';
import { ServerSelect } from './ServerSelect';

const hosted: HostedModeInfo = {
  off: [
    { feature: 'stdioBridge', what: 'Stdio servers', why: 'a stdio server is a program started on the host' },
    { feature: 'fileSources', what: '`path` and `uri` sources', why: 'hosted mode compiles text only' },
  ],
  allowedHttpServers: ['demo'],
};

let harness: PlaygroundHarness;
beforeEach(() => {
  const listing: ServerListResponse = { servers: [{ name: 'demo', kind: 'http' }], hosted };
  harness = startPlayground({
    fetch: async () =>
      new Response(JSON.stringify(listing), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  });
});
afterEach(() => harness.dispose());

describe('HostedNotice', () => {
  it('says how many features are off, and on opening which and why', async () => {
    harness.render(<HostedNotice info={hosted} />);
    const summary = page.getByText('Hosted: 2 features off');
    await expect.element(summary).toBeVisible();
    const reason = page.getByText('hosted mode compiles text only');
    await expect.element(reason).not.toBeVisible();
    await userEvent.click(summary);
    await expect.element(reason).toBeVisible();
    const items = page.getByRole('list', { name: 'Off in hosted mode' }).getByRole('listitem');
    await expect
      .poll(() => items.elements().map((item) => item.textContent))
      .toEqual([
        'Stdio servers: a stdio server is a program started on the host.',
        '`path` and `uri` sources: hosted mode compiles text only.',
      ]);
  });
});

describe('ServerSelect in hosted mode', () => {
  it('offers the allowed servers and no typed URL, with the notice beside it', async () => {
    harness.render(<ServerSelect />);
    const select = page.getByRole('combobox', { name: 'Server' });
    await expect
      .poll(() => [...(select.element() as HTMLSelectElement).options].map((o) => o.text))
      .toEqual(['groovymcp (in-browser worker)', 'demo (Streamable HTTP)']);
    await expect.element(page.getByText('Hosted: 2 features off')).toBeVisible();
  });
});
