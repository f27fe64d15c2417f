// The official "everything" server through the stdio bridge (docs/any-server.md): the real backend
// with a config naming it, the real McpClient over the bridge transport, every frame checked against
// the official schema of the negotiated revision.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../http/backendServer';
import {
  McpClient,
  getPrompt,
  listResourceTemplates,
  listTools,
  readResource,
  callTool,
} from '../../src/client';
import { bridgeTransport } from '../../src/client/servers/bridgeTransport';
import { ServerLog } from '../../src/client/servers/serverLog';
import { inProcessLint } from '../../test-support/inProcessLint';
import {
  everythingConfig,
  nodeWebSocket,
  startTestBackend,
  TEST_TOKEN,
} from '../../test-support/everythingServer';
import { lintedMessages as linted } from '../../test-support/everythingServer';
import { isAlive } from '../../test-support/processes';

/**
 * A stand-in server (inside this test only) that answers every initialize with 2025-03-26 and
 * declares no capability: the negotiation and "no tools" paths against a server unlike groovymcp.
 */
const OLDER_SERVER = `
require('readline').createInterface({ input: process.stdin }).on('line', (line) => {
  const m = JSON.parse(line);
  if (m.id === undefined) return;
  const answer = m.method === 'initialize'
    ? { result: { protocolVersion: '2025-03-26', capabilities: {}, serverInfo: { name: 'older', version: '1' } } }
    : { error: { code: -32601, message: 'Method not found' } };
  process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: m.id, ...answer }) + '\\n');
});`;

/** Answers any line with a 3 MiB notification: over the client's 2 MiB cap, under the bridge's bound. */
const BIG_LINE_SERVER = `
require('readline').createInterface({ input: process.stdin }).once('line', () => {
  process.stdout.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'x'.repeat(3 * 1024 * 1024) } }) + '\\n');
});`;

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startTestBackend(
    everythingConfig({
      older: { command: process.execPath, args: ['-e', OLDER_SERVER] },
      big: { command: process.execPath, args: ['-e', BIG_LINE_SERVER] },
      ghost: { command: '/nonexistent/server' },
    }),
  );
});
afterAll(() => backend.close(100));

const clients: McpClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) await client.reset();
});

function bridgedClient(name = 'everything'): { client: McpClient; log: ServerLog } {
  const log = new ServerLog();
  const transport = bridgeTransport({
    baseUrl: backend.url,
    name,
    token: TEST_TOKEN,
    log,
    webSocket: nodeWebSocket,
  });
  const client = new McpClient({ transport, lint: inProcessLint, timeoutMs: 20_000 });
  clients.push(client);
  return { client, log };
}

async function waitFor<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.each(['2025-06-18', '2025-11-25'] as const)(
  'the everything server over the bridge, %s',
  (revision) => {
    it('connects, lists and calls tools, reads a templated resource and gets a prompt, every frame schema-clean', async () => {
      const { client, log } = bridgedClient();
      expect(await client.open()).toBeUndefined();
      const status = await client.connect(revision, { elicitation: false, tasks: false });
      expect(status).toMatchObject({ state: 'connected', revision, server: { name: expect.any(String) } });

      const tools = await listTools(client);
      expect(tools.outcome.ok).toBe(true);
      const names = tools.outcome.ok ? tools.outcome.value.map((tool) => tool.name) : [];
      expect(names).toEqual(expect.arrayContaining(['echo', 'get-sum']));

      const echo = await callTool(client, 'echo', { message: 'through the bridge' });
      expect(echo.outcome.ok && echo.outcome.value.content).toEqual([
        { type: 'text', text: 'Echo: through the bridge' },
      ]);
      const sum = await callTool(client, 'get-sum', { a: 2, b: 40 });
      expect(sum.outcome.ok && JSON.stringify(sum.outcome.value.content)).toContain('42');

      const templates = await listResourceTemplates(client);
      const template = templates.outcome.ok ? templates.outcome.value[0] : undefined;
      expect(template?.uriTemplate).toMatch(/\{[^}]+\}/);
      const uri = (template?.uriTemplate ?? '').replace(/\{[^}]+\}/, '1');
      const resource = await readResource(client, uri);
      expect(resource.outcome.ok && resource.outcome.value.contents[0]?.uri).toBe(uri);

      const prompt = await getPrompt(client, 'args-prompt', { city: 'Lyon', state: 'Rhône' });
      expect(prompt.outcome.ok && JSON.stringify(prompt.outcome.value.messages)).toContain('Lyon');

      const rows = await linted(client);
      expect(rows.length).toBeGreaterThanOrEqual(14);
      const bad = rows.filter((row) => row.lint.status !== 'ok');
      expect(bad.map((row) => [row.direction, row.method, row.lint])).toEqual([]);
      expect(rows.every((row) => row.revision === revision)).toBe(true);

      // Its stderr went to the Server log, not to Traffic.
      const stderr = await waitFor(
        () => log.get().find((entry) => entry.kind === 'stderr'),
        'the server stderr',
      );
      expect(stderr.text).toContain('Starting default (STDIO) server...');
      expect(rows.some((row) => row.raw.includes('Starting default'))).toBe(false);
    });
  },
);

describe('the bridge session', () => {
  it('kills the child when the client resets, and says how it ended', async () => {
    const { client, log } = bridgedClient();
    await client.open();
    await client.connect('2025-06-18', { elicitation: false, tasks: false });
    const started = await waitFor(() => log.get().find((entry) => entry.kind === 'started'), 'started');
    const pid = Number(/pid (\d+)/.exec(started.text)?.[1]);
    expect(isAlive(pid)).toBe(true);
    await client.reset();
    await waitFor(() => (isAlive(pid) ? undefined : true), 'the child to die');
    const exit = await waitFor(() => log.get().find((entry) => entry.kind === 'exit'), 'the exit');
    expect(exit.text).toMatch(/exited: (signal SIGTERM|code \d+)/);
    // The session ends once its socket has closed too (the close follows the exit frame).
    await expect.poll(() => backend.bridge.sessions.size).toBe(0);
  });

  it('a server that picks another revision and has no tools is negotiated, and says so', async () => {
    const { client } = bridgedClient('older');
    await client.open();
    const status = await client.connect('2025-11-25', { elicitation: false, tasks: false });
    expect(status).toMatchObject({ state: 'connected', requested: '2025-11-25', revision: '2025-03-26' });
    expect(status.state === 'connected' && status.notice).toContain('the server chose 2025-03-26');
    expect(status.state === 'connected' && status.serverCapabilities).toEqual({});
    const tools = await listTools(client);
    expect(tools.outcome.ok).toBe(false);
    const rows = await linted(client);
    expect(rows.filter((row) => row.lint.status !== 'ok').map((row) => row.lint)).toEqual([]);
    // The handshake's own rows are linted under the revision asked for; what follows under the chosen one.
    const after = rows.filter((row) => row.method === 'tools/list');
    expect(after.length).toBe(2);
    expect(after.every((row) => row.revision === '2025-03-26')).toBe(true);
  });

  it('a line over the 2 MiB cap reaches the client whole, and Traffic says it is over the cap', async () => {
    const { client } = bridgedClient('big');
    await client.open();
    await client.sendRaw('{"jsonrpc":"2.0","method":"notifications/initialized"}');
    const row = await waitFor(
      () => client.traffic.getSnapshot().rows.find((r) => r.direction === 'in'),
      'the big line',
    );
    expect(row.bytes).toBe(
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'notifications/message',
        params: { level: 'info', data: 'x'.repeat(3 * 1024 * 1024) },
      }).length,
    );
    expect(row.note).toMatch(/over the 2 MiB line cap/);
  });

  it('a server that cannot start fails the connect at once, saying why', async () => {
    const { client, log } = bridgedClient('ghost');
    await client.open();
    const started = performance.now();
    const status = await client.connect('2025-11-25', { elicitation: false, tasks: false });
    expect(status.state).toBe('failed');
    expect(status.state === 'failed' && status.reason).toContain(
      'ghost did not start: /nonexistent/server: ENOENT',
    );
    // Not the handshake's 10 s timeout.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(log.get().map((entry) => entry.text)).toContain(
      'ghost did not start: /nonexistent/server: ENOENT',
    );
  });
});
