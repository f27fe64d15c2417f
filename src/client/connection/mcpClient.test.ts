// The client against the real session machine in-process (a stand-in engine, the schema lint
// without its worker): the connect flow per revision, correlation, timeouts, cancel, raw lines.
import { inProcessLint } from '../../../test-support/inProcessLint';
import { describe, expect, it } from 'vitest';
import type { EngineRequest, EngineResponse } from '../../contracts';
import { createSessionMachine, type SessionMachine } from '../../session';
import { createLinkedLinePair } from '../../../test-support/linkedLineTransport';
import { META_CLIENT_CAPABILITIES, META_PROTOCOL_VERSION } from './requestMeta';
import { McpClient, type LineTransport } from '../mcpClient';
import { REVISIONS } from './revisions';
import type { TrafficRow } from '../traffic/trafficRecorder';
import { MAX_MESSAGE_BYTES } from '../../protocol';
import { NULL_ID_NOTE } from '../lint/nullId';

/** Answers `info` and `diagnostics` (an error on every line containing `ERROR`); the rest is internal. */
function stubEngine(request: EngineRequest): EngineResponse {
  if (request.op === 'info') {
    return {
      result: {
        groovyVersion: '4.0.26',
        keywords: ['class', 'def'],
        defaultImports: { packages: ['java.lang'], classes: ['BigDecimal'] },
      },
    };
  }
  if (request.op === 'diagnostics') {
    const lines = (request.text ?? '').split('\n');
    const line = lines.findIndex((text) => text.includes('ERROR'));
    const diagnostics =
      line < 0
        ? []
        : [
            {
              range: { start: { line, character: 0 }, end: { line, character: 5 } },
              severity: 'error',
              message: 'unexpected token: ERROR',
              source: 'groovyc',
            },
          ];
    return { result: { uri: request.uri, diagnostics } };
  }
  return { error: { kind: 'internal', message: `stub engine has no ${request.op}` } };
}

interface InProcessSession {
  readonly transport: LineTransport;
  readonly engineRequests: EngineRequest[];
  /** Makes the server stop answering (to see timeouts). */
  mute(): void;
}

/** The real session machine at the server end of the shared linked pair. */
function inProcessSession(): InProcessSession {
  const engineRequests: EngineRequest[] = [];
  let machine: SessionMachine | undefined;
  const { client, server } = createLinkedLinePair({
    start: (end) => {
      machine = createSessionMachine({
        engine: {
          request: async (request) => {
            engineRequests.push(request);
            return stubEngine(request);
          },
        },
        send: (line) => end.send(line),
      });
    },
    receive: (line) => machine?.receive(line),
    stop: () => machine?.dispose(),
  });
  return { transport: client, engineRequests, mute: () => server.mute() };
}

const flags = { elicitation: true, tasks: true };

function newClient(timeoutMs = 5000) {
  const session = inProcessSession();
  const client = new McpClient({ transport: session.transport, lint: inProcessLint, timeoutMs });
  return { client, session };
}

const parsed = (row: TrafficRow) =>
  JSON.parse(row.raw) as Record<string, unknown> & { params?: Record<string, unknown> };
/** The messages (session separators left out: docs/playground.md, "Traffic"). */
const rows = (client: McpClient) => client.traffic.getSnapshot().rows.filter((row) => row.mark === undefined);

/** Waits until the schema lint has a verdict for every row. */
async function linted(client: McpClient): Promise<readonly TrafficRow[]> {
  for (let i = 0; i < 200; i++) {
    if (rows(client).every((row) => row.lint.status !== 'pending')) return rows(client);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the lint never finished');
}

describe('McpClient connect flow', () => {
  it.each(REVISIONS.filter((r) => r !== '2026-07-28'))(
    'connects to %s with initialize + initialized',
    async (revision) => {
      const { client } = newClient();
      const status = await client.connect(revision, flags);
      expect(status).toMatchObject({ state: 'connected', revision, requested: revision });
      expect(status.state === 'connected' && status.server.name).toBe('groovy-mcp');
      const out = rows(client)
        .filter((row) => row.direction === 'out')
        .map(parsed);
      expect(out.map((m) => m.method)).toEqual(['initialize', 'notifications/initialized']);
      expect(out[0]?.params).toMatchObject({
        protocolVersion: revision,
        clientInfo: { name: 'groovymcp-playground' },
      });
    },
  );

  it('connects to 2026-07-28 statelessly: server/discover, and _meta on every request', async () => {
    const { client } = newClient();
    const status = await client.connect('2026-07-28', flags);
    expect(status).toMatchObject({ state: 'connected', revision: '2026-07-28' });
    expect(status.state === 'connected' && status.server.name).toBe('groovy-mcp');
    await client.request('tools/list');
    await client.request('prompts/list');
    const requests = rows(client)
      .filter((row) => row.summary.kind === 'request')
      .map(parsed);
    expect(requests.map((m) => m.method)).toEqual(['server/discover', 'tools/list', 'prompts/list']);
    for (const request of requests) {
      expect(request.params?._meta).toMatchObject({
        [META_PROTOCOL_VERSION]: '2026-07-28',
        [META_CLIENT_CAPABILITIES]: { elicitation: { form: {}, url: {} } },
      });
    }
  });

  it('says in words why a connect failed and points at the exchange', async () => {
    const { client, session } = newClient(50);
    await session.transport.open(() => {});
    session.mute();
    const status = await client.connect('2025-06-18', flags);
    expect(status.state).toBe('failed');
    if (status.state !== 'failed') return;
    expect(status.reason).toMatch(/initialize failed\. No answer to initialize within/);
    expect(client.traffic.get(status.exchangeSeq ?? -1)?.summary.method).toBe('initialize');
  }, 10_000);
});

describe('McpClient when the worker cannot start', () => {
  it('fails the connect in words instead of hanging, and tries again on the next connect', async () => {
    let attempts = 0;
    const client = new McpClient({
      transport: {
        open: async () => {
          attempts++;
          throw new TypeError('the session worker failed: SyntaxError in session.worker.js');
        },
        send: async () => {},
        reset: async () => {},
      },
    });
    const status = await client.connect('2025-11-25', flags);
    expect(status).toMatchObject({ state: 'failed', exchangeSeq: undefined });
    expect(status.state === 'failed' && status.reason).toContain('SyntaxError in session.worker.js');
    expect(rows(client)).toEqual([]);
    await client.connect('2025-11-25', flags);
    expect(attempts).toBe(2);
  });
});

describe('McpClient requests', () => {
  it('correlates answers by id and lints a normal session without a violation', async () => {
    for (const revision of REVISIONS) {
      const { client } = newClient();
      await client.connect(revision, flags);
      const [tools, resources, prompts, call] = await Promise.all([
        client.request('tools/list'),
        client.request('resources/list'),
        client.request('prompts/list'),
        client.request('tools/call', {
          name: 'diagnostics',
          arguments: { text: 'class A {\n  ERROR\n}', uri: 'groovy-buffer:A.groovy' },
        }),
      ]);
      expect(tools.outcome.ok && (tools.outcome.value as { tools: unknown[] }).tools.length).toBe(13);
      expect(
        resources.outcome.ok && (resources.outcome.value as { resources: unknown[] }).resources,
      ).toHaveLength(3);
      expect(prompts.outcome.ok && (prompts.outcome.value as { prompts: unknown[] }).prompts).toHaveLength(2);
      // 2024-11-05 has no structuredContent; every revision has the JSON as text content.
      expect(call.outcome.ok && JSON.stringify(call.outcome.value)).toContain('unexpected token: ERROR');
      const all = await linted(client);
      const problems = all.filter((row) => row.lint.status !== 'ok').map((row) => [row.raw, row.lint]);
      expect(problems, revision).toEqual([]);
      expect(all.filter((row) => row.direction === 'in').every((row) => row.pairSeq !== undefined)).toBe(
        true,
      );
    }
  });

  it('tags both rows of a request with its origin, and leaves untagged requests untagged', async () => {
    const { client } = newClient();
    await client.connect('2025-11-25', flags);
    const tagged = await client.request('tools/list', undefined, { origin: 'hover' });
    const plain = await client.request('tools/list');
    const request = client.traffic.get(tagged.requestSeq ?? -1);
    expect(request?.origin).toBe('hover');
    expect(client.traffic.get(request?.pairSeq ?? -1)?.origin).toBe('hover');
    expect(client.traffic.get(plain.requestSeq ?? -1)?.origin).toBeUndefined();
  });

  it('refuses requests before Connect, with words', async () => {
    const { client } = newClient();
    const reply = await client.request('tools/list');
    expect(reply.outcome).toEqual({ ok: false, error: { kind: 'notConnected', method: 'tools/list' } });
  });

  it('ends a request that gets no answer with a timeout and marks its row', async () => {
    const { client, session } = newClient(40);
    await client.connect('2025-11-25', flags);
    session.mute();
    const reply = await client.request('tools/list');
    expect(reply.outcome).toMatchObject({
      ok: false,
      error: { kind: 'timeout', method: 'tools/list', afterMs: 40 },
    });
    expect(client.traffic.get(reply.requestSeq ?? -1)?.note).toMatch(/No answer to tools\/list within 40 ms/);
    expect(client.pending.list.get()).toEqual([]);
  });

  it('cancels a pending request visibly and tells the server', async () => {
    const { client, session } = newClient();
    await client.connect('2025-11-25', flags);
    session.mute();
    const reply = client.request('tools/list');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [pending] = client.pending.list.get();
    expect(pending?.method).toBe('tools/list');
    await client.cancel(pending!.id);
    await expect(reply).resolves.toMatchObject({ outcome: { ok: false, error: { kind: 'cancelled' } } });
    const last = parsed(rows(client).at(-1)!);
    expect(last).toMatchObject({ method: 'notifications/cancelled', params: { requestId: pending!.id } });
  });

  it('a request whose signal was aborted before it left is cancelled without a line sent', async () => {
    const { client } = newClient();
    await client.connect('2025-11-25', flags);
    const before = rows(client).length;
    const abort = new AbortController();
    abort.abort();
    const reply = await client.request('tools/list', undefined, { signal: abort.signal });
    expect(reply).toEqual({
      outcome: { ok: false, error: { kind: 'cancelled', method: 'tools/list' } },
      requestSeq: undefined,
    });
    expect(rows(client).length).toBe(before);
    expect(client.pending.list.get()).toEqual([]);
  });

  it('a signal aborted while the request is being written still cancels it', async () => {
    const { client, session } = newClient();
    await client.connect('2025-11-25', flags);
    session.mute();
    const abort = new AbortController();
    const reply = client.request('tools/list', undefined, { signal: abort.signal });
    abort.abort();
    await expect(reply).resolves.toMatchObject({ outcome: { ok: false, error: { kind: 'cancelled' } } });
    const last = parsed(rows(client).at(-1)!);
    expect(last).toMatchObject({ method: 'notifications/cancelled' });
  });

  it("an editor feature's cancelled request is noted as the editor's, its cancel tagged like it, and marked background", async () => {
    const { client, session } = newClient();
    await client.connect('2025-11-25', flags);
    session.mute();
    const abort = new AbortController();
    const reply = client.request('tools/list', undefined, {
      signal: abort.signal,
      origin: 'semantic',
      background: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const request = rows(client).at(-1)!;
    expect(parsed(request)).toMatchObject({ params: { _meta: { 'groovymcp/background': true } } });
    abort.abort();
    await expect(reply).resolves.toMatchObject({ outcome: { ok: false, error: { kind: 'cancelled' } } });
    expect(client.traffic.get(request.seq)?.note).toBe('cancelled by the editor (semantic)');
    const cancel = rows(client).at(-1)!;
    expect(parsed(cancel)).toMatchObject({ method: 'notifications/cancelled' });
    expect(cancel.origin).toBe('semantic');
  });

  it('sends raw lines as is and records the -32700 answer to a broken one', async () => {
    const { client } = newClient();
    await client.connect('2025-11-25', flags);
    const sent = await client.sendRaw('{"jsonrpc":"2.0","id":99,"method":');
    expect(sent).toMatchObject({ sent: 1, compacted: false });
    await linted(client);
    const [request, answer] = rows(client).slice(-2);
    expect(request?.seq).toBe(sent.firstSeq);
    expect(request?.raw).toBe('{"jsonrpc":"2.0","id":99,"method":');
    expect(request?.lint).toMatchObject({
      status: 'violation',
      errors: [expect.stringMatching(/^not JSON/)],
    });
    expect(answer?.summary).toMatchObject({ kind: 'error', errorCode: -32700, id: null });
  });

  it('ends pending requests on Reset and starts a fresh server session', async () => {
    const { client, session } = newClient();
    await client.connect('2025-11-25', flags);
    session.mute();
    const reply = client.request('tools/list');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await client.reset();
    await expect(reply).resolves.toMatchObject({ outcome: { ok: false, error: { kind: 'disconnected' } } });
    expect(client.status.get()).toEqual({ state: 'idle' });
  });
});

describe('McpClient and the lines the server cannot read (docs/playground.md, "Traffic")', () => {
  const overCap = (id: number) =>
    JSON.stringify({ jsonrpc: '2.0', id, method: 'ping', params: { pad: 'x'.repeat(MAX_MESSAGE_BYTES) } });

  it('ends a request over the cap with its id: null answer, linked both ways and not a violation', async () => {
    const { client } = newClient();
    await client.connect('2025-11-25', flags);
    const reply = await client.request('tools/call', {
      name: 'diagnostics',
      arguments: { text: 'x'.repeat(MAX_MESSAGE_BYTES), uri: 'groovy-buffer:Big.groovy' },
    });
    expect(reply.outcome).toMatchObject({ ok: false, error: { kind: 'rpc', code: -32600 } });
    expect(client.pending.list.get()).toEqual([]);
    const all = await linted(client);
    const bySeq = (seq: number | undefined) => all.find((row) => row.seq === seq) as TrafficRow;
    const request = bySeq(reply.requestSeq);
    const answer = bySeq(request.pairSeq);
    expect(request).toMatchObject({ unread: true, pairSeq: answer.seq, subject: 'diagnostics' });
    expect(answer).toMatchObject({
      pairSeq: request.seq,
      method: 'tools/call',
      subject: 'diagnostics',
      summary: { kind: 'error', id: null, errorCode: -32600 },
      lint: { status: 'ok', note: NULL_ID_NOTE },
    });
    // The session goes on.
    expect((await client.request('ping')).outcome.ok).toBe(true);
  });

  it('gives each id: null answer to the line it answers, in order, from one Raw burst', async () => {
    const { client } = newClient();
    await client.connect('2025-11-25', flags);
    const before = rows(client).length;
    await client.sendRaw(['[1]', overCap(7), 'garbage', overCap(8)].join('\n'));
    await expect.poll(() => rows(client).length - before).toBe(8);
    const [batch, first, garbage, second, ...answers] = rows(client).slice(before);
    expect(answers.map((row) => [row.summary.errorCode, row.pairSeq])).toEqual([
      [-32600, undefined],
      [-32600, first?.seq],
      [-32700, undefined],
      [-32600, second?.seq],
    ]);
    expect([batch, garbage].map((row) => row?.pairSeq)).toEqual([undefined, undefined]);
    expect([first, second].map((row) => row?.unread)).toEqual([true, true]);
  });
});

describe('McpClient traffic export and import', () => {
  it('imports its own export as the same rows, in a section of their own', async () => {
    const { client } = newClient();
    await client.connect('2025-06-18', flags);
    await client.request('tools/list');
    await client.request('tools/list', undefined, { origin: 'markers' });
    await client.sendRaw('not json');
    await new Promise((resolve) => setTimeout(resolve, 10));
    client.traffic.update(1, { pinned: true });
    const before = await linted(client);
    const view = (row: TrafficRow) => {
      const { seq: _seq, pairSeq, section: _section, ...rest } = row;
      return { ...rest, pairOffset: pairSeq === undefined ? undefined : pairSeq - row.seq };
    };
    const expected = before.map(view);
    const other = newClient().client;
    const imported = await other.importTraffic(await client.exportTraffic());
    expect(imported).toMatchObject({ ok: true, messages: expected.length, problems: [] });
    const section = (await linted(other)).filter((row) => row.section !== undefined);
    expect(section.map(view)).toEqual(expected);
  });

  it('rejects a file that is neither an export nor a JSON-RPC log, naming the line', async () => {
    const { client } = newClient();
    expect(await client.importTraffic('{"hello":1}\n')).toEqual({
      ok: false,
      problems: [{ lineNumber: 1, problem: 'not a JSON-RPC 2.0 message ("jsonrpc" is not "2.0")' }],
    });
  });
});
