// The client against a real MCP server it did not write: the official "everything" server
// (@modelcontextprotocol/server-everything), spawned over stdio by a Node test transport and
// through the backend's stdio bridge (a real backend with a config naming it, over its WebSocket).
// Every frame that crosses, both ways, is checked against the official schema of the negotiated
// revision by the client's own schema lint.
import { describe, expect, it } from 'vitest';
import { everythingOnEveryRoute, type Route } from '../../test-support/everythingRoutes';
import { completeArgument } from './completion';
import type { McpClient } from './mcpClient';
import type { Progress } from './connection/pendingRequests';
import type { CapabilityFlags, Revision } from './connection/revisions';
import { expandUriTemplate } from './resources/uriTemplate';
import type { SamplingAnswer, SamplingRequest } from './sampling/answerSampling';
import {
  callTool,
  getPrompt,
  listPrompts,
  listResourceTemplates,
  listTools,
  readResource,
} from './serverFeatures';
import type { TrafficRow } from './traffic/trafficRecorder';

const ALL: CapabilityFlags = { elicitation: true, tasks: false, sampling: true, roots: true };

const everything = everythingOnEveryRoute();

async function until<T>(what: string, probe: () => T | undefined | false, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const connected = (route: Route, revision: Revision, flags: CapabilityFlags = ALL): Promise<McpClient> =>
  everything.connected(route, revision, flags, (client) =>
    client.roots.set([{ uri: 'file:///work/project', name: 'project' }]),
  );

/** The messages (the session separators are rows of their own, never linted). */
const rows = (client: McpClient): readonly TrafficRow[] =>
  client.traffic.getSnapshot().rows.filter((row) => row.mark === undefined);

/** Waits for every row's verdict, then expects every frame (but the `known` ones) to fit the revision's schema. */
async function everyFrameFitsTheSchema(
  client: McpClient,
  known: (row: TrafficRow) => boolean = () => false,
): Promise<void> {
  await until('every lint verdict', () => rows(client).every((row) => row.lint.status !== 'pending'));
  const bad = rows(client)
    .filter((row) => row.mark === undefined && row.lint.status !== 'ok' && !known(row))
    .map((row) => ({ raw: row.raw.slice(0, 200), lint: row.lint }));
  expect(bad).toEqual([]);
}

const textOf = (call: Awaited<ReturnType<typeof callTool>>): string => {
  if (!call.outcome.ok) throw new Error(JSON.stringify(call.outcome.error));
  return call.outcome.value.content.map((c) => (c.type === 'text' ? String(c.text) : '')).join('');
};

describe.each([
  ['stdio', '2025-06-18'],
  ['stdio', '2025-11-25'],
  ['bridge', '2025-06-18'],
  ['bridge', '2025-11-25'],
  ['http', '2025-06-18'],
  ['http', '2025-11-25'],
] as const)('the everything server over %s under %s', (route, revision) => {
  it('connects, answers roots/list, lists and calls tools, reads a template, completes a prompt', async () => {
    const client = await connected(route, revision);
    if (route !== 'http')
      await until('the server’s stderr', () =>
        everything.stderr().includes('Starting default (STDIO) server...'),
      );

    // The server asks for the roots after initialized; the answer comes from the roots list.
    const asked = await until('roots/list', () =>
      rows(client).find((r) => r.method === 'roots/list' && r.direction === 'in'),
    );
    const answered = await until('the roots answer', () =>
      asked.pairSeq === undefined ? undefined : client.traffic.get(asked.pairSeq),
    );
    expect(JSON.parse(answered.raw).result).toEqual({
      roots: [{ uri: 'file:///work/project', name: 'project' }],
    });

    const tools = await listTools(client);
    const names = tools.outcome.ok ? tools.outcome.value.map((t) => t.name) : [];
    // Tools the server offers only to a client that declares the capability.
    expect(names).toEqual(
      expect.arrayContaining([
        'echo',
        'trigger-sampling-request',
        'trigger-elicitation-request',
        'get-roots-list',
      ]),
    );
    expect(textOf(await callTool(client, 'echo', { message: 'hi there' }))).toBe('Echo: hi there');
    expect(textOf(await callTool(client, 'get-roots-list', {}))).toContain('file:///work/project');

    const templates = await listResourceTemplates(client);
    const template = templates.outcome.ok
      ? templates.outcome.value.find((t) => t.uriTemplate.includes('/text/{resourceId}'))
      : undefined;
    expect(template).toBeDefined();
    const completed = await completeArgument(client, {
      ref: { type: 'ref/resource', uri: template?.uriTemplate ?? '' },
      argument: 'resourceId',
      value: '7',
    });
    expect(completed.outcome.ok && completed.outcome.value.completion.values).toEqual(['7']);
    const uri = expandUriTemplate(template?.uriTemplate ?? '', { resourceId: '7' });
    const read = await readResource(client, uri);
    expect(read.outcome.ok && read.outcome.value.contents[0]?.text).toMatch(
      /^Resource 7: This is a plaintext resource/,
    );

    const prompts = await listPrompts(client);
    expect(prompts.outcome.ok && prompts.outcome.value.map((p) => p.name)).toContain('completable-prompt');
    const ref = { type: 'ref/prompt' as const, name: 'completable-prompt' };
    const departments = await completeArgument(client, { ref, argument: 'department', value: 'S' });
    expect(departments.outcome.ok && departments.outcome.value.completion.values).toEqual([
      'Sales',
      'Support',
    ]);
    const people = await completeArgument(client, {
      ref,
      argument: 'name',
      value: '',
      context: { department: 'Sales' },
    });
    expect(people.outcome.ok && people.outcome.value.completion.values).toEqual(['David', 'Eve', 'Frank']);
    const prompt = await getPrompt(client, 'completable-prompt', { department: 'Sales', name: 'Eve' });
    expect(JSON.stringify(prompt.outcome.ok && prompt.outcome.value.messages)).toContain('Eve');

    // The conditional tools were announced with a list_changed. Over Streamable HTTP the server
    // sends it while handling notifications/initialized, before the client's GET stream (its only
    // way to the client for a notification tied to no request) is open, and the SDK server drops
    // it: only the stdio routes can promise it.
    if (route !== 'http')
      expect(rows(client).some((r) => r.method === 'notifications/tools/list_changed')).toBe(true);
    await everyFrameFitsTheSchema(client);
  });

  it('answers a sampling request by hand, and a rejection with the spec’s error', async () => {
    const client = await connected(route, revision);
    const asked: SamplingRequest[] = [];
    let answer: SamplingAnswer = { action: 'reply', text: 'Four.', model: 'hand-written-model' };
    client.setSamplingHandler(async (request) => {
      asked.push(request);
      return answer;
    });
    const replied = textOf(
      await callTool(client, 'trigger-sampling-request', { prompt: '2+2?', maxTokens: 20 }),
    );
    expect(asked[0]).toMatchObject({
      maxTokens: 20,
      systemPrompt: 'You are a helpful test server.',
      temperature: 0.7,
    });
    expect(asked[0]?.messages[0]).toEqual({
      role: 'user',
      content: { type: 'text', text: 'Resource trigger-sampling-request context: 2+2?' },
    });
    expect(replied).toContain('"text": "Four."');
    expect(replied).toContain('"model": "hand-written-model"');

    answer = { action: 'reject' };
    const rejected = await callTool(client, 'trigger-sampling-request', { prompt: 'no', maxTokens: 5 });
    const errorRow = rows(client).find(
      (r) => r.direction === 'out' && r.method === 'sampling/createMessage' && r.raw.includes('"error"'),
    );
    expect(JSON.parse(errorRow?.raw ?? '{}').error).toEqual({
      code: -1,
      message: 'User rejected sampling request',
    });
    expect(rejected.outcome.ok && rejected.outcome.value.isError).toBe(true);
    await everyFrameFitsTheSchema(client);
  });

  it('answers an elicitation request through the elicitation handler', async () => {
    const client = await connected(route, revision);
    client.setElicitationHandler(async (requests) =>
      Object.fromEntries(
        Object.keys(requests).map((key) => [
          key,
          // 3.14: the server's `number` field (default 3.14); schema.ts allows it (schemaCorrections.ts).
          { action: 'accept', content: { name: 'Ada', check: true, number: 3.14 } },
        ]),
      ),
    );
    const text = textOf(await callTool(client, 'trigger-elicitation-request', {}));
    expect(text).toContain('Ada');
    // The server asks with multi-select enums (arrays), which 2025-11-25 added: under 2025-06-18
    // the lint flags its request, exactly on those two fields, and the exchange still completes.
    const asked = (row: TrafficRow) => row.method === 'elicitation/create' && row.direction === 'in';
    await until('every lint verdict', () => rows(client).every((row) => row.lint.status !== 'pending'));
    const verdict = rows(client).find(asked)?.lint;
    if (revision === '2025-06-18') {
      expect(verdict?.status).toBe('violation');
      const fields = verdict?.status === 'violation' ? verdict.errors.map((e) => e.split('/')[4]) : [];
      expect(new Set(fields)).toEqual(new Set(['untitledMultipleSelectEnum', 'titledMultipleSelectEnum']));
      await everyFrameFitsTheSchema(client, asked);
    } else {
      expect(verdict?.status).toBe('ok');
      await everyFrameFitsTheSchema(client);
    }
  });

  it('shows the progress of the long-running tool on its pending request', async () => {
    const client = await connected(route, revision);
    const heard: Progress[] = [];
    const seen: Progress[] = [];
    const unsubscribe = client.pending.list.subscribe(() => {
      const progress = client.pending.list.get()[0]?.progress;
      if (progress) seen.push(progress);
    });
    const call = await callTool(
      client,
      'trigger-long-running-operation',
      { duration: 0.6, steps: 3 },
      {
        onProgress: (progress) => heard.push(progress),
      },
    );
    unsubscribe();
    expect(textOf(call)).toContain('Steps: 3');
    expect(heard).toEqual([
      { progress: 1, total: 3 },
      { progress: 2, total: 3 },
      { progress: 3, total: 3 },
    ]);
    expect(seen.length).toBeGreaterThan(0);
    const sent = rows(client).find(
      (r) => r.direction === 'out' && r.subject === 'trigger-long-running-operation',
    );
    expect(JSON.parse(sent?.raw ?? '{}').params._meta).toEqual({
      progressToken: JSON.parse(sent?.raw ?? '{}').id,
    });
    await everyFrameFitsTheSchema(client);
  });

  it('subscribes to a resource and hears its updates, then unsubscribes', async () => {
    const client = await connected(route, revision);
    const uri = 'demo://resource/dynamic/text/1';
    expect((await client.resourceSubscriptions.subscribe(uri)).outcome.ok).toBe(true);
    expect(client.resourceSubscriptions.subscribed.get().has(uri)).toBe(true);
    await callTool(client, 'toggle-subscriber-updates', {});
    const update = await until('an update', () => client.resourceSubscriptions.updates.get().get(uri));
    expect(update.count).toBeGreaterThan(0);
    await callTool(client, 'toggle-subscriber-updates', {});
    expect((await client.resourceSubscriptions.unsubscribe(uri)).outcome.ok).toBe(true);
    expect(client.resourceSubscriptions.subscribed.get().has(uri)).toBe(false);
    await everyFrameFitsTheSchema(client);
  });

  it('sets the log level and receives log messages', async () => {
    const client = await connected(route, revision);
    expect((await client.logs.setLevel('debug')).outcome.ok).toBe(true);
    expect(client.logs.level.get()).toBe('debug');
    const before = client.logs.entries.get().length;
    await callTool(client, 'toggle-simulated-logging', {});
    const entry = await until('a log message', () => client.logs.entries.get()[before]);
    expect(entry.level).toMatch(/^(debug|info|notice|warning|error|critical|alert|emergency)$/);
    expect(String(entry.data)).toMatch(/message/);
    await callTool(client, 'toggle-simulated-logging', {});
    await everyFrameFitsTheSchema(client);
  });

  it('cancels a pending request with notifications/cancelled, and the session goes on', async () => {
    const client = await connected(route, revision);
    const abort = new AbortController();
    const call = callTool(
      client,
      'trigger-long-running-operation',
      { duration: 20, steps: 20 },
      {
        signal: abort.signal,
        onProgress: () => abort.abort(),
      },
    );
    const ended = await call;
    expect(ended.outcome).toMatchObject({ ok: false, error: { kind: 'cancelled', method: 'tools/call' } });
    const request = rows(client).find(
      (r) => r.direction === 'out' && r.subject === 'trigger-long-running-operation',
    );
    const cancelled = rows(client).find((r) => r.method === 'notifications/cancelled');
    expect(JSON.parse(cancelled?.raw ?? '{}').params).toEqual({
      requestId: JSON.parse(request?.raw ?? '{}').id,
      reason: 'cancelled from the playground',
    });
    expect(client.pending.list.get()).toEqual([]);
    expect((await client.request('ping', {})).outcome.ok).toBe(true);
    await everyFrameFitsTheSchema(client);
  });
});

describe('capabilities the client did not declare', () => {
  it('offers no sampling or roots tools and sends no roots/list', async () => {
    const client = await connected('stdio', '2025-06-18', { elicitation: false, tasks: false });
    const tools = await listTools(client);
    const names = tools.outcome.ok ? tools.outcome.value.map((t) => t.name) : [];
    expect(names).toContain('echo');
    expect(names).not.toContain('trigger-sampling-request');
    expect(names).not.toContain('get-roots-list');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(rows(client).some((r) => r.method === 'roots/list')).toBe(false);
    await everyFrameFitsTheSchema(client);
  });
});
