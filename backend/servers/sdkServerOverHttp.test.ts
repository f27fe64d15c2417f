// A real SDK Streamable HTTP server through the backend's proxy (docs/any-server.md, "Streamable
// HTTP"): the server speaks first while it handles `notifications/initialized` (it adds a tool, so
// the SDK sends `notifications/tools/list_changed` on the GET stream). The page's transport opens
// that stream as soon as the initialize answer is in, so the notification arrives and the tool list
// loads again with the new tool. Every frame is checked against its revision's schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpClient, listTools } from '../../src/client';
import { ServerLog } from '../../src/client/servers/serverLog';
import { streamableHttpTransport } from '../../src/client/servers/streamableHttpTransport';
import { inProcessLint } from '../../test-support/inProcessLint';
import { lintedMessages, startTestBackend, TEST_TOKEN } from '../../test-support/everythingServer';
import { startSdkHttpServer, type SdkHttpServer } from '../../test-support/sdkHttpServer';
import type { RunningBackend } from '../http/backendServer';
import { ServersConfig } from './serversConfig';

let upstream: SdkHttpServer;
let backend: RunningBackend;

beforeAll(async () => {
  upstream = await startSdkHttpServer();
  backend = await startTestBackend(
    ServersConfig.fromValue({ mcpServers: { sdk: { url: upstream.url } } }, process.cwd()),
  );
});
afterAll(async () => {
  await backend?.close(100);
  await upstream?.close();
});

describe.each(['2025-06-18', '2025-11-25'] as const)('an SDK server over Streamable HTTP, %s', (revision) => {
  it('hears list_changed sent while the server handles notifications/initialized, and the list reloads', async () => {
    const log = new ServerLog();
    const transport = streamableHttpTransport({ baseUrl: backend.url, name: 'sdk', token: TEST_TOKEN, log });
    const client = new McpClient({ transport, lint: inProcessLint, timeoutMs: 10_000 });
    // As the Tools panel does (useServerList): a list_changed makes the list load again.
    const reloads: string[][] = [];
    client.onNotification((method) => {
      if (method !== 'notifications/tools/list_changed') return;
      void listTools(client).then((call) => {
        if (call.outcome.ok) reloads.push(call.outcome.value.map((tool) => tool.name));
      });
    });
    await client.open();
    const before = upstream.requests.length;
    expect(await client.connect(revision, { elicitation: false, tasks: false })).toMatchObject({
      state: 'connected',
      revision,
    });

    await expect.poll(() => reloads, { timeout: 5_000 }).toEqual([['echo-headers', 'slow', 'late']]);
    const rows = await lintedMessages(client);
    expect(rows.map((row) => row.method ?? row.summary.kind)).toContain('notifications/tools/list_changed');
    expect(rows.filter((row) => row.lint.status !== 'ok').map((row) => [row.method, row.lint])).toEqual([]);
    // The GET stream was asked for before notifications/initialized was posted.
    const methods = upstream.requests.slice(before).map((request) => request.method);
    expect(methods.slice(0, 3)).toEqual(['POST', 'GET', 'POST']);
    await client.reset();
  });
});
