// The Headers editor in a real browser (docs/any-server.md, "Headers from the page"): shown for a
// Streamable HTTP server only, values masked until shown, a refused name said as you type, kept per
// server name, and sent by the HTTP transport in X-Groovymcp-Forward.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

  it('masks values until shown, says what the proxy refuses, keeps the rows and sends them', async () => {
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
    expect(JSON.parse(localStorage.getItem(HEADERS_STORAGE_KEY) ?? '')).toEqual({
      remote: [{ name: 'Authorization', value: 'Bearer secret' }],
    });

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
});
