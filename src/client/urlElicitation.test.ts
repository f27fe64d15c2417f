// URL-mode elicitation against the official "everything" server (docs/any-server.md, "URL-mode
// elicitation"): its trigger-url-elicitation tool, listed only to a client that declares
// `elicitation.url`, over stdio, the backend's bridge and Streamable HTTP, every frame linted.
import { describe, expect, it } from 'vitest';
import { everythingOnEveryRoute, type Route } from '../../test-support/everythingRoutes';
import type { McpClient } from './mcpClient';
import type { ElicitAny } from './elicitation/elicitationTypes';
import { callTool, listTools } from './serverFeatures';
import type { TrafficRow } from './traffic/trafficRecorder';

const everything = everythingOnEveryRoute();
const TOOL = 'trigger-url-elicitation';

/** The messages (the session separators are rows of their own, never linted). */
const rows = (client: McpClient): readonly TrafficRow[] =>
  client.traffic.getSnapshot().rows.filter((row) => row.mark === undefined);

async function everyFrameFitsTheSchema(client: McpClient): Promise<void> {
  await expect
    .poll(() => rows(client).every((row) => row.lint.status !== 'pending'), { timeout: 10_000 })
    .toBe(true);
  const bad = rows(client)
    .filter((row) => row.lint.status !== 'ok')
    .map((row) => ({ raw: row.raw.slice(0, 200), lint: row.lint }));
  expect(bad).toEqual([]);
}

async function toolNames(client: McpClient): Promise<string[]> {
  const listed = await listTools(client);
  if (!listed.outcome.ok) throw new Error(JSON.stringify(listed.outcome.error));
  return listed.outcome.value.map((tool) => tool.name);
}

describe.each<Route>(['stdio', 'bridge', 'http'])('URL-mode elicitation over %s', (route) => {
  it('hands the url request to the handler and answers {action} only: the tool says it completed', async () => {
    const client = await everything.connected(route, '2025-11-25', { elicitation: true, tasks: false });
    expect(await toolNames(client)).toContain(TOOL);
    const asked: ElicitAny[] = [];
    client.setElicitationHandler(async (requests) => {
      asked.push(...Object.values(requests).flatMap((r) => (r ? [r] : [])));
      // Content handed back by mistake never reaches the server for a URL request.
      return Object.fromEntries(
        Object.keys(requests).map((key) => [key, { action: 'accept', content: { x: 1 } }]),
      );
    });
    const url = 'https://example.com/connect?state=42';
    const call = await callTool(client, TOOL, { url, message: 'Connect your account', elicitationId: 'e-7' });
    expect(asked).toEqual([{ mode: 'url', url, message: 'Connect your account', elicitationId: 'e-7' }]);
    expect(call.outcome.ok && call.outcome.value.content[0]).toMatchObject({
      text: expect.stringContaining('User completed the URL elicitation flow'),
    });
    const answer = rows(client).find(
      (row) => row.direction === 'out' && row.summary.kind === 'result' && row.raw.includes('"action"'),
    );
    expect(JSON.parse(answer?.raw ?? '{}').result).toEqual({ action: 'accept' });
    await everyFrameFitsTheSchema(client);
  });

  it('shows -32042 with its URL elicitations; the same call again then asks by request', async () => {
    const client = await everything.connected(route, '2025-11-25', { elicitation: true, tasks: false });
    client.setElicitationHandler(async (requests) =>
      Object.fromEntries(Object.keys(requests).map((key) => [key, { action: 'decline' }])),
    );
    const args = { url: 'https://example.com/authorize', errorPath: true };
    const failed = await callTool(client, TOOL, args);
    expect(failed.outcome.ok).toBe(false);
    if (failed.outcome.ok) return;
    expect(failed.outcome.error).toMatchObject({
      kind: 'rpc',
      code: -32042,
      data: { elicitations: [{ mode: 'url', url: 'https://modelcontextprotocol.io' }] },
    });
    // The session goes on: the retry asks through elicitation/create, declined here.
    const retried = await callTool(client, TOOL, args);
    expect(retried.outcome.ok && retried.outcome.value.content[0]).toMatchObject({
      text: expect.stringContaining('User declined'),
    });
    await everyFrameFitsTheSchema(client);
  });
});

describe('a client without URL mode', () => {
  it('is not offered the tool under 2025-06-18 (elicitation: {}, form only)', async () => {
    const client = await everything.connected('stdio', '2025-06-18', { elicitation: true, tasks: false });
    expect(await toolNames(client)).not.toContain(TOOL);
  });
});
