// The Server select, the Server log tab and a panel on a server unlike groovymcp, in a real browser
// (docs/any-server.md, "Choosing a server", "Server log", "Servers unlike groovymcp"). The backend's
// server list is the one stand-in: a fetch that answers `api/servers`, and `api/servers/typed` as
// the backend does (a name for an http URL, a 400 with its words for anything else).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import type { ServerListResponse } from '../../contracts';
import { ServerLogPanel } from '../serverLog/ServerLogPanel';
import { ToolsPanel } from '../tools/ToolsPanel';
import { ServerSelect } from './ServerSelect';

let harness: PlaygroundHarness;
const asked: string[] = [];
const registered: unknown[] = [];

const listing: ServerListResponse = {
  servers: [
    { name: 'everything', kind: 'stdio' },
    { name: 'remote', kind: 'http' },
  ],
};

beforeEach(() => {
  asked.length = 0;
  registered.length = 0;
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  harness = startPlayground({
    fetch: async (input, init) => {
      asked.push(String(input));
      if (!String(input).endsWith('api/servers/typed')) return answer(200, listing);
      const { url } = JSON.parse(String(init?.body)) as { url: string };
      registered.push(url);
      if (!/^https?:/.test(url)) {
        return answer(400, {
          error: { kind: 'invalid', message: 'only http: and https: URLs can be reached' },
        });
      }
      return answer(200, { name: `typed-${registered.length}`, kind: 'http' });
    },
  });
});
afterEach(() => harness.dispose());

const select = () => page.getByRole('combobox', { name: 'Server' });

describe('ServerSelect', () => {
  it('offers the built-in worker first and by default, then the configured servers with their kind', async () => {
    harness.render(<ServerSelect />);
    await expect.element(select()).toHaveValue('');
    await expect
      .poll(() => [...(select().element() as HTMLSelectElement).options].map((o) => o.text))
      .toEqual([
        'groovymcp (in-browser worker)',
        'everything (stdio)',
        'remote (Streamable HTTP)',
        'Streamable HTTP URL…',
      ]);
    expect(asked).toEqual([new URL('api/servers', location.href).href]);
  });

  it('choosing a server resets the session and points the client at it; choosing the worker goes back', async () => {
    await harness.connect('2025-11-25');
    harness.render(<ServerSelect />);
    await expect.poll(() => (select().element() as HTMLSelectElement).options.length).toBe(4);
    await userEvent.selectOptions(select(), 'everything');
    await expect.poll(() => harness.playground.client.status.get().state).toBe('idle');
    expect(harness.playground.servers.chosen.get()).toEqual({ name: 'everything', kind: 'stdio' });
    await userEvent.selectOptions(select(), '');
    await expect
      .poll(() => harness.playground.servers.chosen.get().name)
      .toBe('groovymcp (in-browser worker)');
    // Back on the worker: the built-in session answers again.
    await harness.connect('2025-11-25');
  });
});

describe('a typed Streamable HTTP URL', () => {
  const urlBox = () => page.getByRole('textbox', { name: 'Streamable HTTP URL' });

  it('says why a URL is refused, chooses nothing, and takes a good one next', async () => {
    harness.render(<ServerSelect />);
    await expect.poll(() => (select().element() as HTMLSelectElement).options.length).toBe(4);
    await userEvent.selectOptions(select(), 'Streamable HTTP URL…');
    await userEvent.fill(urlBox(), 'ftp://example.com/mcp');
    await userEvent.click(page.getByRole('button', { name: 'Use URL' }));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('only http: and https: URLs can be reached');
    expect(harness.playground.servers.chosen.get().name).toBe('groovymcp (in-browser worker)');
    expect(harness.playground.saved.typedServers.urls.get()).toEqual([]);

    await userEvent.fill(urlBox(), 'http://127.0.0.1:3001/mcp');
    await userEvent.click(page.getByRole('button', { name: 'Use URL' }));
    await expect
      .poll(() => harness.playground.servers.chosen.get())
      .toEqual({ name: 'typed-2', kind: 'http', typedUrl: 'http://127.0.0.1:3001/mcp' });
    await expect.element(select()).toHaveValue('typed:http://127.0.0.1:3001/mcp');
    expect(harness.playground.saved.typedServers.urls.get()).toEqual(['http://127.0.0.1:3001/mcp']);
    expect(urlBox().query()).toBeNull();
  });

  it('is offered as an entry, registered again when chosen, and removed with Remove URL', async () => {
    void harness.playground.saved.typedServers.add('http://127.0.0.1:3001/mcp');
    harness.render(<ServerSelect />);
    await expect.poll(() => (select().element() as HTMLSelectElement).options.length).toBe(5);
    await userEvent.selectOptions(select(), 'http://127.0.0.1:3001/mcp (typed URL)');
    await expect.poll(() => harness.playground.servers.chosen.get().name).toBe('typed-1');
    expect(registered).toEqual(['http://127.0.0.1:3001/mcp']);
    await userEvent.click(page.getByRole('button', { name: 'Remove URL' }));
    await expect.poll(() => (select().element() as HTMLSelectElement).options.length).toBe(4);
    await expect
      .poll(() => harness.playground.servers.chosen.get().name)
      .toBe('groovymcp (in-browser worker)');
    expect(harness.playground.saved.typedServers.urls.get()).toEqual([]);
  });
});

describe('ServerLogPanel', () => {
  it('shows the chosen server’s stderr, start and exit, and clears', async () => {
    const { servers } = harness.playground;
    await servers.choose({ name: 'everything', kind: 'stdio' });
    servers.log.add('started', 'everything started (pid 42)');
    servers.log.add('stderr', 'Starting default (STDIO) server...');
    servers.log.add('exit', 'everything exited: signal SIGTERM');
    harness.render(<ServerLogPanel />);
    const log = page.getByRole('region', { name: 'Server log' });
    await expect.element(log).toHaveTextContent(/Starting default \(STDIO\) server\.\.\./);
    await expect.element(log).toHaveTextContent(/exited: signal SIGTERM/);
    await userEvent.click(page.getByRole('button', { name: 'Clear' }));
    await expect.element(log).not.toHaveTextContent(/Starting default/);
  });
});

describe('a server without tools', () => {
  it('the Tools tab says so and sends no tools/list', async () => {
    harness.render(<ToolsPanel active />);
    // What a connect to a server that declares no capability leaves (a session status, as handshake.ts sets it).
    harness.playground.client.status.set({
      state: 'connected',
      revision: '2025-03-26',
      requested: '2025-11-25',
      server: { name: 'older', version: '1' },
      serverCapabilities: {},
    });
    await expect
      .element(page.getByText('This server (older) has no tools: it did not declare the "tools" capability.'))
      .toBeVisible();
    expect(
      harness.playground.client.traffic.getSnapshot().rows.some((row) => row.method === 'tools/list'),
    ).toBe(false);
  });
});
