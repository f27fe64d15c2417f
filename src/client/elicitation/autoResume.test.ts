// docs/elicitation.md, "Edge cases to pin in tests": the client's MRTR loop against a scripted
// 2026-07-28 server (a test double that answers each tools/call from a script), then the whole
// path against the real session machine, both styles, with Traffic grouped and schema-clean.
import { inProcessLint } from '../../../test-support/inProcessLint';
import { describe, expect, it, vi } from 'vitest';
import { createSessionMachine, type SessionMachine } from '../../session';
import { FakeEngine } from '../../../test-support/fakeEngine';
import { createLinkedLinePair } from '../../../test-support/linkedLineTransport';
import { McpClient } from '../mcpClient';
import type { Revision } from '../connection/revisions';
import { callTool } from '../serverFeatures';
import type { TrafficRow } from '../traffic/trafficRecorder';
import { requestWithElicitation } from './autoResume';
import { ElicitationLimitError, type ElicitationHandler, type ElicitResult } from './elicitationTypes';

type Json = Record<string, unknown>;

const DISCOVER = {
  resultType: 'complete',
  supportedVersions: ['2026-07-28'],
  capabilities: { tools: {} },
  ttlMs: 0,
  cacheScope: 'public',
};

const question = (message: string) => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message,
    requestedSchema: { type: 'object', properties: { a: { type: 'string' } } },
  },
});
const pause = (inputRequests: Json, requestState?: string) => ({
  resultType: 'input_required',
  inputRequests,
  ...(requestState === undefined ? {} : { requestState }),
});
const DONE = { resultType: 'complete', content: [{ type: 'text', text: 'done' }], isError: false };

/** A 2026-07-28 server that answers the n-th tools/call (from 0) with `script(n, params)`. */
async function scripted(script: (n: number, params: Json) => Json) {
  const calls: Json[] = [];
  const { client: transport } = createLinkedLinePair({
    start: (end) => {
      serverEnd = end;
    },
    receive: (line) => {
      const message = JSON.parse(line) as { id: number; method: string; params: Json };
      const result =
        message.method === 'server/discover'
          ? DISCOVER
          : script(calls.push(message.params) - 1, message.params);
      serverEnd?.send(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }));
    },
  });
  let serverEnd: { send(line: string): void } | undefined;
  const client = new McpClient({ transport, timeoutMs: 5000 });
  await client.connect('2026-07-28', { elicitation: true, tasks: false });
  return { client, calls };
}

const accept = (a: string): ElicitResult => ({ action: 'accept', content: { a } });
const run = (client: McpClient, handler: ElicitationHandler, maxRounds?: number) =>
  requestWithElicitation(client, 'tools/call', { name: 't', arguments: { x: 1 } }, { handler, maxRounds });

describe('the MRTR auto-resume loop', () => {
  it('pause(state1, q1) → complete: 2 requests, the retry with a new id, q1 and requestState "state1"', async () => {
    const { client, calls } = await scripted((n) =>
      n === 0 ? pause({ q1: question('one') }, 'state1') : DONE,
    );
    const handler = vi.fn<ElicitationHandler>(async () => ({ q1: accept('x') }));
    const reply = await run(client, handler);
    expect(reply.outcome).toEqual({ ok: true, value: DONE });
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ name: 't', arguments: { x: 1 }, requestState: 'state1' });
    expect(calls[1]!.inputResponses).toEqual({ q1: accept('x') });
    expect(handler).toHaveBeenCalledWith(
      { q1: question('one').params },
      expect.objectContaining({ style: 'mrtr', method: 'tools/call', name: 't', round: 1 }),
    );
    const sent = client.traffic
      .getSnapshot()
      .rows.filter((r) => r.direction === 'out' && r.method === 'tools/call')
      .map((r) => r.summary.id);
    expect(new Set(sent).size).toBe(2);
  });

  it('hands q1 and q2 of one round to one handler call', async () => {
    const { client } = await scripted((n) =>
      n === 0 ? pause({ q1: question('1'), q2: question('2') }, 's') : DONE,
    );
    const handler = vi.fn<ElicitationHandler>(async () => ({ q1: accept('a'), q2: accept('b') }));
    await run(client, handler);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(Object.keys(handler.mock.calls[0]![0])).toEqual(['q1', 'q2']);
  });

  it('state1 → state2 → complete: 3 requests, each retry echoing the latest state', async () => {
    const { client, calls } = await scripted((n) =>
      n < 2 ? pause({ q: question(`${n}`) }, `state${n + 1}`) : DONE,
    );
    const handler = vi.fn<ElicitationHandler>(async () => ({ q: accept('a') }));
    await run(client, handler);
    expect(calls.map((c) => c.requestState)).toEqual([undefined, 'state1', 'state2']);
    expect(handler.mock.calls.map(([, asker]) => asker.round)).toEqual([1, 2]);
  });

  it('never calls the handler when nothing pauses', async () => {
    const { client, calls } = await scripted(() => DONE);
    const handler = vi.fn<ElicitationHandler>();
    await run(client, handler);
    expect(handler).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('sends exactly the ids answered (partial), extra ids unchecked, and leaves out an absent state', async () => {
    const { client, calls } = await scripted((n) =>
      n === 0 ? pause({ q1: question('1'), q2: question('2') }) : DONE,
    );
    await run(client, async () => ({ q2: { action: 'decline' }, extra: { action: 'cancel' } }));
    expect(calls[1]!.inputResponses).toEqual({ q2: { action: 'decline' }, extra: { action: 'cancel' } });
    expect('requestState' in calls[1]!).toBe(false);
  });

  it('stops with ElicitationLimitError after exactly 3 requests when it always pauses and maxRounds is 2', async () => {
    const { client, calls } = await scripted(() => pause({ q: question('again') }, 's'));
    const error = await run(client, async () => ({ q: accept('a') }), 2).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ElicitationLimitError);
    expect(error).toMatchObject({ method: 'tools/call', requests: 3 });
    expect(calls).toHaveLength(3);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses maxRounds %s before any request', async (maxRounds) => {
    const { client, calls } = await scripted(() => DONE);
    await expect(run(client, vi.fn(), maxRounds)).rejects.toBeInstanceOf(RangeError);
    expect(calls).toHaveLength(0);
  });

  it('is a TypeError when the handler answers null, and nothing more is sent', async () => {
    const { client, calls } = await scripted(() => pause({ q: question('?') }, 's'));
    const handler = (async () => null) as unknown as ElicitationHandler;
    await expect(run(client, handler)).rejects.toBeInstanceOf(TypeError);
    expect(calls).toHaveLength(1);
  });

  it('sends no retry when the call is cancelled while the handler answers', async () => {
    const { client, calls } = await scripted(() => pause({ q: question('?') }, 's'));
    const abort = new AbortController();
    const reply = await requestWithElicitation(
      client,
      'tools/call',
      { name: 't' },
      {
        signal: abort.signal,
        handler: async () => {
          abort.abort();
          return { q: accept('late') };
        },
      },
    );
    expect(reply.outcome).toEqual({ ok: false, error: { kind: 'cancelled', method: 'tools/call' } });
    expect(calls).toHaveLength(1);
  });

  it('hands an input request that is not an elicitation to the handler as null', async () => {
    const { client } = await scripted((n) =>
      n === 0 ? pause({ s: { method: 'sampling/createMessage', params: {} }, q: question('1') }, 'x') : DONE,
    );
    const handler = vi.fn<ElicitationHandler>(async () => ({}));
    await run(client, handler);
    expect(handler.mock.calls[0]![0]).toEqual({ s: null, q: question('1').params });
  });

  it('puts every row of the conversation under the first request in Traffic', async () => {
    const { client } = await scripted((n) => (n < 2 ? pause({ q: question('1') }, `s${n}`) : DONE));
    await run(client, async () => ({ q: accept('a') }));
    const calls = client.traffic.getSnapshot().rows.filter((r) => r.method === 'tools/call');
    const [first, ...rest] = calls;
    expect(first!.parentSeq).toBeUndefined();
    expect(rest).toHaveLength(5);
    expect(rest.every((row) => row.parentSeq === first!.seq)).toBe(true);
  });
});

// ---- The whole path against the real session machine -------------------------------------

async function realSession(revision: Revision, elicitation: boolean, handler?: ElicitationHandler) {
  const engine = new FakeEngine();
  let machine: SessionMachine | undefined;
  const { client: transport } = createLinkedLinePair({
    start: (end) => {
      machine = createSessionMachine({ engine, send: (line) => end.send(line) });
    },
    receive: (line) => machine?.receive(line),
    stop: () => machine?.dispose(),
  });
  const client = new McpClient({ transport, lint: inProcessLint, timeoutMs: 5000 });
  client.setElicitationHandler(handler);
  await client.connect(revision, { elicitation, tasks: false });
  return { client, engine };
}

async function linted(client: McpClient): Promise<readonly TrafficRow[]> {
  for (let i = 0; i < 200; i++) {
    // The messages: session separators are not linted.
    const rows = client.traffic.getSnapshot().rows.filter((row) => row.mark === undefined);
    if (rows.every((row) => row.lint.status !== 'pending')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the lint never finished');
}

const RENAME = { text: 'def greet = 1', line: 0, character: 5 };

describe.each<Revision>(['2025-11-25', '2026-07-28'])(
  'rename through the real session under %s',
  (revision) => {
    const style = revision === '2026-07-28' ? 'mrtr' : 'classic';

    it('asks the handler, renames with its answer, and groups the conversation in Traffic', async () => {
      const handler = vi.fn<ElicitationHandler>(async (requests) =>
        Object.fromEntries(
          Object.keys(requests).map((key) => [key, { action: 'accept', content: { newName: 'hello' } }]),
        ),
      );
      const { client, engine } = await realSession(revision, true, handler);
      const call = await callTool(client, 'rename', RENAME);
      expect(call.outcome).toMatchObject({ ok: true, value: { isError: false } });
      expect(engine.requests.find((r) => r.op === 'rename')?.args).toMatchObject({ newName: 'hello' });
      expect(handler).toHaveBeenCalledTimes(1);
      expect(handler.mock.calls[0]![1]).toMatchObject({ style, method: 'tools/call', name: 'rename' });
      const rows = await linted(client);
      expect(rows.filter((r) => r.lint.status !== 'ok').map((r) => [r.raw, r.lint])).toEqual([]);
      const start = rows.find((r) => r.method === 'tools/call' && r.direction === 'out')!;
      const group = rows
        .filter((r) => r.parentSeq === start.seq)
        .map((r) => `${r.direction} ${r.summary.kind}`);
      // MRTR: input_required, the retry, its answer; classic: the server's request and the client's answer.
      expect(group).toEqual(
        style === 'mrtr' ? ['in result', 'out request', 'in result'] : ['in request', 'out result'],
      );
    });

    it('exports the conversation with the traffic, and an import folds it the same way', async () => {
      const accept: ElicitationHandler = async (requests) =>
        Object.fromEntries(
          Object.keys(requests).map((key) => [key, { action: 'accept', content: { newName: 'b' } }]),
        );
      const { client } = await realSession(revision, true, accept);
      await callTool(client, 'rename', RENAME);
      const { client: other } = await realSession(revision, false);
      expect(await other.importTraffic(await client.exportTraffic())).toMatchObject({ ok: true });
      const shape = (rows: readonly TrafficRow[]) => {
        const base = rows[0]!.seq;
        return rows.map((r) => (r.parentSeq === undefined ? null : r.parentSeq - base));
      };
      // The import is appended as a section of its own after the other session's live rows.
      const section = other.traffic.getSnapshot().rows.filter((r) => r.section !== undefined);
      expect(shape(section)).toEqual(shape(client.traffic.getSnapshot().rows));
      expect(shape(section).some((parent) => parent !== null)).toBe(true);
    });

    it('sends a decline to the server, which ends the call as a tool error', async () => {
      const { client } = await realSession(revision, true, async (requests) =>
        Object.fromEntries(Object.keys(requests).map((key) => [key, { action: 'decline' }])),
      );
      const call = await callTool(client, 'rename', RENAME);
      expect(call.outcome).toMatchObject({
        ok: true,
        value: { isError: true, content: [{ text: 'rename declined' }] },
      });
    });

    it('without the capability: no question, the tool error naming newName', async () => {
      const handler = vi.fn<ElicitationHandler>();
      const { client } = await realSession(revision, false, handler);
      const call = await callTool(client, 'rename', RENAME);
      expect(call.outcome).toMatchObject({ ok: true, value: { isError: true } });
      expect(JSON.stringify(call.outcome)).toContain('newName');
      expect(handler).not.toHaveBeenCalled();
    });
  },
);
