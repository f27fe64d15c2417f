// The Headers editor in a real browser (docs/any-server.md, "Headers from the page"): shown for a
// Streamable HTTP server only, values masked until shown, a refused name said as you type, sent by
// the HTTP transport in X-Groovymcp-Forward, and kept in the page's memory unless "Remember on this
// machine" is checked for the server (then in local storage, until it is unchecked).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { WORKER_SERVER } from '../../client';
import { HeadersEditor } from './HeadersEditor';
import { HEADERS_STORAGE_KEY } from './headerRows';

let harness: PlaygroundHarness;
const sent: Headers[] = [];

/** A Streamable HTTP server behind the proxy path: answers initialize, takes notifications. */
const fakeFetch: typeof fetch = async (_input, init) => {
  sent.push(new Headers(init?.headers));
  const body = String(init?.body ?? '');
  if (!body.includes('"initialize"')) return new Response(null, { status: 202 });
  const id = (JSON.parse(body) as { id: number }).id;
  const result = {
    protocolVersion: '2025-06-18',
    capabilities: {},
    serverInfo: { name: 'remote', version: '1' },
  };
  return new Response(JSON.stringify({ jsonrpc: '2.0', id, result }), {
    headers: { 'Content-Type': 'application/json', 'Mcp-Session-Id': 's1' },
  });
};

beforeEach(() => {
  localStorage.removeItem(HEADERS_STORAGE_KEY);
  sent.length = 0;
});
afterEach(() => harness.dispose());

const popover = () => page.getByRole('dialog', { name: 'Headers for remote' });

describe('the Headers editor', () => {
  it('is there for an HTTP server only', async () => {
    harness = startPlayground({ fetch: fakeFetch });
    harness.render(<HeadersEditor />);
    await harness.playground.servers.choose({ name: 'local', kind: 'stdio' });
    await expect.element(page.getByRole('button', { name: /^Headers/ })).not.toBeInTheDocument();
    await harness.playground.servers.choose({ name: 'remote', kind: 'http' });
    await expect.element(page.getByRole('button', { name: 'Headers (0)' })).toBeVisible();
    await harness.playground.servers.choose(WORKER_SERVER);
    await expect.element(page.getByRole('button', { name: /^Headers/ })).not.toBeInTheDocument();
  });

  it('masks values until shown, says what the proxy refuses, and sends the rows', async () => {
    harness = startPlayground({ fetch: fakeFetch });
    harness.render(<HeadersEditor />);
    await harness.playground.servers.choose({ name: 'remote', kind: 'http' });
    await userEvent.click(page.getByRole('button', { name: 'Headers (0)' }));
    await userEvent.click(popover().getByRole('button', { name: 'Add header' }));
    await userEvent.fill(popover().getByLabelText('Name of header 1'), 'Host');
    await expect
      .element(popover().getByRole('alert'))
      .toHaveTextContent('header "Host" is set by the transport or the connection and cannot be forwarded');
    await userEvent.fill(popover().getByLabelText('Name of header 1'), 'Authorization');
    await userEvent.fill(popover().getByLabelText('Value of header 1'), 'Bearer secret');
    await expect.element(popover().getByRole('alert')).not.toBeInTheDocument();
    const value = popover().getByLabelText('Value of header 1');
    await expect.element(value).toHaveAttribute('type', 'password');
    await userEvent.click(popover().getByRole('button', { name: 'Show header 1' }));
    await expect.element(value).toHaveAttribute('type', 'text');
    await expect.element(page.getByRole('button', { name: 'Headers (1)' })).toBeVisible();

    await harness.playground.client.reset();
    await harness.connect('2025-06-18');
    const posts = sent.filter((headers) => headers.get('Content-Type') === 'application/json');
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(posts.map((headers) => headers.get('X-Groovymcp-Forward'))).toEqual(
      posts.map(() => '{"Authorization":"Bearer secret"}'),
    );

    await userEvent.click(popover().getByRole('button', { name: 'Remove header 1' }));
    await expect.element(page.getByRole('button', { name: 'Headers (0)' })).toBeVisible();
    expect(harness.playground.servers.forwardHeaders.get()).toEqual({ remote: {} });
  });

  it('keeps typed headers in memory only by default: never in storage, gone at a reload', async () => {
    harness = startPlayground({ fetch: fakeFetch });
    harness.render(<HeadersEditor />);
    await harness.playground.servers.choose({ name: 'remote', kind: 'http' });
    await addHeader('Authorization', 'Bearer in-memory');
    expect(storedText()).toBeNull();
    await harness.connect('2025-06-18');
    expect(sent.map((headers) => headers.get('X-Groovymcp-Forward'))).toContain(
      '{"Authorization":"Bearer in-memory"}',
    );
    expect(storedText()).toBeNull();
    await expect.element(remember()).not.toBeChecked();
    await expect.element(popover()).toHaveTextContent('Now in this page’s memory only: gone at a reload.');

    // Kept for the page's life: across closing the popover and choosing another server.
    await userEvent.click(page.getByRole('button', { name: 'Headers (1)' }));
    await harness.playground.servers.choose({ name: 'other', kind: 'http' });
    await expect.element(page.getByRole('button', { name: 'Headers (0)' })).toBeVisible();
    await harness.playground.servers.choose({ name: 'remote', kind: 'http' });
    await expect.element(page.getByRole('button', { name: 'Headers (1)' })).toBeVisible();
    expect(storedText()).toBeNull();

    reload();
    await expect.element(page.getByRole('button', { name: 'Headers (0)' })).toBeVisible();
    expect(harness.playground.servers.forwardHeaders.get()).toEqual({});
  });

  it('remembers a server’s headers when asked, says where, and restores them at a reload', async () => {
    harness = startPlayground({ fetch: fakeFetch });
    harness.render(<HeadersEditor />);
    await harness.playground.servers.choose({ name: 'remote', kind: 'http' });
    await addHeader('Authorization', 'Bearer kept');
    await expect
      .element(remember())
      .toHaveAccessibleName(
        `Remember on this machine: kept in this browser's localStorage for ${location.origin}, in the clear`,
      );
    await userEvent.click(remember());
    expect(JSON.parse(storedText() ?? '')).toEqual({
      remote: [{ name: 'Authorization', value: 'Bearer kept' }],
    });
    await userEvent.fill(popover().getByLabelText('Value of header 1'), 'Bearer kept 2');
    expect(JSON.parse(storedText() ?? '')).toEqual({
      remote: [{ name: 'Authorization', value: 'Bearer kept 2' }],
    });

    reload();
    await userEvent.click(page.getByRole('button', { name: 'Headers (1)' }));
    await expect.element(remember()).toBeChecked();
    await expect.element(popover().getByLabelText('Value of header 1')).toHaveValue('Bearer kept 2');
    expect(harness.playground.servers.forwardHeaders.get()).toEqual({
      remote: { Authorization: 'Bearer kept 2' },
    });
  });

  it('takes headers stored before the choice as remembered, and forgets them at once when unchecked', async () => {
    localStorage.setItem(
      HEADERS_STORAGE_KEY,
      JSON.stringify({
        remote: [{ name: 'X-Api-Key', value: 'old-key' }],
        other: [{ name: 'A', value: '1' }],
      }),
    );
    harness = startPlayground({ fetch: fakeFetch });
    harness.render(<HeadersEditor />);
    await harness.playground.servers.choose({ name: 'remote', kind: 'http' });
    await userEvent.click(page.getByRole('button', { name: 'Headers (1)' }));
    await expect.element(remember()).toBeChecked();

    await userEvent.click(remember());
    // Gone from storage in the same click, the other server's left as they were.
    expect(JSON.parse(storedText() ?? '')).toEqual({ other: [{ name: 'A', value: '1' }] });
    await expect.element(popover().getByLabelText('Value of header 1')).toHaveValue('old-key');
    expect(harness.playground.servers.forwardHeaders.get().remote).toEqual({ 'X-Api-Key': 'old-key' });

    await harness.playground.servers.choose({ name: 'other', kind: 'http' });
    await userEvent.click(page.getByRole('checkbox', { name: /^Remember on this machine/ }));
    expect(storedText()).toBeNull();
    reload();
    await expect.element(page.getByRole('button', { name: 'Headers (0)' })).toBeVisible();
  });

  it('says so when the browser will not store them, and still sends them', async () => {
    harness = startPlayground({ fetch: fakeFetch });
    harness.render(<HeadersEditor />);
    await harness.playground.servers.choose({ name: 'remote', kind: 'http' });
    await addHeader('Authorization', 'Bearer unkept');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await userEvent.click(remember());
    } finally {
      setItem.mockRestore();
    }
    await expect
      .element(popover().getByRole('alert'))
      .toHaveTextContent(
        "This browser did not keep them (The quota has been exceeded.); they are in this page's memory only.",
      );
    expect(storedText()).toBeNull();
    expect(harness.playground.servers.forwardHeaders.get()).toEqual({
      remote: { Authorization: 'Bearer unkept' },
    });
  });

  it('drops a stored value that does not read back as headers', async () => {
    localStorage.setItem(HEADERS_STORAGE_KEY, JSON.stringify({ remote: 'Bearer not-a-row' }));
    harness = startPlayground({ fetch: fakeFetch });
    harness.render(<HeadersEditor />);
    await harness.playground.servers.choose({ name: 'remote', kind: 'http' });
    await userEvent.click(page.getByRole('button', { name: 'Headers (0)' }));
    await expect.element(remember()).not.toBeChecked();
  });
});

const remember = () => popover().getByRole('checkbox', { name: /^Remember on this machine/ });
const storedText = () => localStorage.getItem(HEADERS_STORAGE_KEY);
let mounts = 0;
/** A reload as far as the editor goes: mounted afresh, with nothing in memory but what storage has. */
const reload = () => harness.render(<HeadersEditor key={`reloaded ${++mounts}`} />);

async function addHeader(name: string, value: string): Promise<void> {
  await userEvent.click(page.getByRole('button', { name: /^Headers/ }));
  await userEvent.click(popover().getByRole('button', { name: 'Add header' }));
  await userEvent.fill(popover().getByLabelText('Name of header 1'), name);
  await userEvent.fill(popover().getByLabelText('Value of header 1'), value);
}
