// The official "everything" server over Streamable HTTP through the backend's proxy
// (docs/any-server.md, "Streamable HTTP"): started with `streamableHttp` on a free port, named in a
// config with a custom header, reached by the real McpClient over the page's HTTP transport. Every
// frame (JSON bodies and SSE events alike) is checked against the negotiated revision's schema.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpClient, callTool, listTools } from '../../src/client';
import { ServerLog } from '../../src/client/servers/serverLog';
import { streamableHttpTransport } from '../../src/client/servers/streamableHttpTransport';
import { inProcessLint } from '../../test-support/inProcessLint';
import { startEverythingOverHttp, startTestBackend, TEST_TOKEN } from '../../test-support/everythingServer';
import { lintedMessages as linted } from '../../test-support/everythingServer';
import type { RunningBackend } from '../http/backendServer';
import { ServersConfig } from './serversConfig';

let everything: ChildProcess;
let backend: RunningBackend;
/** Every header the everything server received, to see the config's header and the transport's. */
beforeAll(async () => {
  const started = await startEverythingOverHttp();
  everything = started.server;
  const port = started.port;
  backend = await startTestBackend(
    ServersConfig.fromValue(
      {
        mcpServers: { remote: { url: `http://127.0.0.1:${port}/mcp`, headers: { 'X-Test': 'from-config' } } },
      },
      process.cwd(),
    ),
  );
});
afterAll(async () => {
  await backend?.close(100);
  everything?.kill();
});

describe.each(['2025-06-18', '2025-11-25'] as const)(
  'the everything server over Streamable HTTP, %s',
  (revision) => {
    it('connects through the proxy, keeps the session, lists and calls tools, and DELETEs on reset', async () => {
      const log = new ServerLog();
      const requests: { method: string; headers: Record<string, string> }[] = [];
      const transport = streamableHttpTransport({
        baseUrl: backend.url,
        name: 'remote',
        token: TEST_TOKEN,
        log,
        fetch: (input, init) => {
          requests.push({
            method: init?.method ?? 'GET',
            headers: { ...(init?.headers as Record<string, string>) },
          });
          return fetch(input, init);
        },
      });
      const client = new McpClient({ transport, lint: inProcessLint, timeoutMs: 20_000 });
      await client.open();
      const status = await client.connect(revision, { elicitation: false, tasks: false });
      expect(status).toMatchObject({ state: 'connected', revision });

      const tools = await listTools(client);
      expect(tools.outcome.ok && tools.outcome.value.map((tool) => tool.name)).toEqual(
        expect.arrayContaining(['echo']),
      );
      const echo = await callTool(client, 'echo', { message: 'over HTTP' });
      expect(echo.outcome.ok && echo.outcome.value.content).toEqual([
        { type: 'text', text: 'Echo: over HTTP' },
      ]);

      const rows = await linted(client);
      expect(rows.filter((row) => row.lint.status !== 'ok').map((row) => [row.method, row.lint])).toEqual([]);
      expect(rows.filter((row) => row.direction === 'in').length).toBeGreaterThanOrEqual(3);

      // After initialize: the session id and the chosen revision ride on every request.
      const posts = requests.filter((r) => r.method === 'POST');
      expect(posts[0]?.headers['Mcp-Session-Id']).toBeUndefined();
      const later = posts.slice(1);
      expect(later.every((r) => typeof r.headers['Mcp-Session-Id'] === 'string')).toBe(true);
      expect(later.slice(1).every((r) => r.headers['MCP-Protocol-Version'] === revision)).toBe(true);
      await expect.poll(() => log.get().some((e) => e.text.includes('GET stream open'))).toBe(true);

      await client.reset();
      expect(requests.at(-1)?.method).toBe('DELETE');
      expect(log.get().at(-1)?.text).toMatch(/ended \(DELETE → 200\)/);
    });
  },
);
