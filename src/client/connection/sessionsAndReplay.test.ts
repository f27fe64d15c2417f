// The client against the real session machine in-process (the project's FakeEngine, the schema
// lint without its worker): session separators, a handshake done by hand in Raw, imports that
// append as a section, and a replay of an exported session. Every line the server sends is checked
// against its revision's official schema.
import { describe, expect, it } from 'vitest';
import { inProcessLint } from '../../../test-support/inProcessLint';
import { FakeEngine } from '../../../test-support/fakeEngine';
import { createLinkedLinePair } from '../../../test-support/linkedLineTransport';
import { createSessionMachine, type SessionMachine } from '../../session';
import { planReplay, sectionRows } from '../replay/replayPlan';
import { runReplay } from '../replay/replayRunner';
import type { TrafficRow } from '../traffic/trafficRecorder';
import { McpClient } from './mcpClient';

function newClient() {
  let machine: SessionMachine | undefined;
  const { client: transport } = createLinkedLinePair({
    start: (end) => {
      machine = createSessionMachine({ engine: new FakeEngine(), send: (line) => end.send(line) });
    },
    receive: (line) => machine?.receive(line),
    stop: () => machine?.dispose(),
  });
  return new McpClient({ transport, lint: inProcessLint, timeoutMs: 5000 });
}

const flags = { elicitation: true, tasks: true };
const rows = (client: McpClient) => client.traffic.getSnapshot().rows;
const marks = (client: McpClient) =>
  rows(client).flatMap((row) => (row.mark ? [`${row.mark.kind} ${row.mark.text}`] : []));
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

async function linted(client: McpClient): Promise<readonly TrafficRow[]> {
  for (let i = 0; i < 200; i++) {
    if (rows(client).every((row) => row.lint.status !== 'pending')) return rows(client);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the lint never finished');
}

/** Every line the server sent fits its revision's official schema. */
async function expectServerLinesValid(client: McpClient) {
  const bad = (await linted(client)).filter(
    (row) => row.direction === 'in' && row.lint.status === 'violation',
  );
  expect(bad.map((row) => [row.raw, row.lint])).toEqual([]);
}

const line = (message: object) => JSON.stringify({ jsonrpc: '2.0', ...message });
const INITIALIZE = line({
  id: 'hand-1',
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'by-hand', version: '1' } },
});
const INITIALIZED = line({ method: 'notifications/initialized' });

describe('session separators', () => {
  it('Connect, Reset and a reconnect each leave a separator, not linted and not a message', async () => {
    const client = newClient();
    await client.connect('2025-06-18', flags);
    await client.reset();
    await client.connect('2025-11-25', flags);
    await client.connect('2025-03-26', flags); // a reconnect: a reset, then a connect
    expect(marks(client)).toEqual([
      'connected 2025-06-18',
      'reset 2025-06-18',
      'connected 2025-11-25',
      'reset 2025-11-25',
      'connected 2025-03-26',
    ]);
    const separators = (await linted(client)).filter((row) => row.mark);
    expect(separators.every((row) => row.lint.status === 'unchecked' && row.raw === '')).toBe(true);
    expect(separators.map((row) => row.revision)).toEqual([
      '2025-06-18',
      '2025-06-18',
      '2025-11-25',
      '2025-11-25',
      '2025-03-26',
    ]);
    await expectServerLinesValid(client);
  });

  it('says when a connect failed, and the next Connect starts a fresh session', async () => {
    const client = newClient();
    await client.sendRaw(INITIALIZE); // the worker session is initialized by hand: Connect's initialize fails
    await settle();
    expect((await client.connect('2025-06-18', flags)).state).toBe('failed');
    expect((await client.connect('2025-06-18', flags)).state).toBe('connected');
    expect(marks(client)).toEqual([
      'connect failed asking for 2025-06-18',
      'reset 2025-06-18',
      'connected 2025-06-18',
    ]);
  });
});

describe('a handshake done by hand in Raw', () => {
  it('connects the session once initialize is answered and notifications/initialized sent, in one send', async () => {
    const client = newClient();
    await client.sendRaw(`${INITIALIZE}\n${INITIALIZED}`);
    await settle();
    expect(client.status.get()).toMatchObject({ state: 'connected', revision: '2025-06-18' });
    expect(client.capabilities).toEqual({});
    expect(marks(client)).toEqual(['connected 2025-06-18 · handshake sent by hand in Raw']);
    // The client's own requests now work in that session.
    const reply = await client.request('tools/list');
    expect(reply.outcome.ok).toBe(true);
    await expectServerLinesValid(client);
  });

  it('waits for notifications/initialized sent later', async () => {
    const client = newClient();
    await client.sendRaw(INITIALIZE);
    await settle();
    expect(client.status.get().state).toBe('idle');
    await client.sendRaw(INITIALIZED);
    await settle();
    expect(client.status.get()).toMatchObject({ state: 'connected', revision: '2025-06-18' });
  });

  it('ends like any session on Reset, and Connect then works', async () => {
    const client = newClient();
    await client.sendRaw(`${INITIALIZE}\n${INITIALIZED}`);
    await settle();
    await client.reset();
    expect(client.status.get().state).toBe('idle');
    expect(marks(client).at(-1)).toBe('reset 2025-06-18');
    // A notifications/initialized alone after the reset does not bring back the old session.
    await client.sendRaw(INITIALIZED);
    await settle();
    expect(client.status.get().state).toBe('idle');
    expect((await client.connect('2025-11-25', flags)).state).toBe('connected');
  });

  it('changes nothing when the server refuses the initialize (a session already initialized)', async () => {
    const client = newClient();
    await client.connect('2025-11-25', flags);
    await client.sendRaw(`${INITIALIZE}\n${INITIALIZED}`);
    await settle();
    expect(client.status.get()).toMatchObject({ state: 'connected', revision: '2025-11-25' });
  });
});

describe('import', () => {
  it('appends an export as a marked section after the live rows, which pair only among themselves', async () => {
    const client = newClient();
    await client.connect('2025-06-18', flags);
    await client.request('tools/list');
    const exported = await client.exportTraffic();
    const live = rows(client).length;
    const result = await client.importTraffic(exported, 'session.jsonl');
    expect(result).toMatchObject({ ok: true, format: 'export', messages: live - 1, problems: [] });
    const all = rows(client);
    expect(all.slice(0, live).every((row) => row.section === undefined)).toBe(true);
    const section = all.slice(live);
    expect(section[0]?.mark).toEqual({
      kind: 'imported',
      text: `session.jsonl · ${live - 1} messages (export)`,
    });
    expect(section.slice(1).every((row) => row.section === section[0]?.seq)).toBe(true);
    // The imported copy of the connect separator and the same pairing as live.
    expect(section[1]?.mark?.kind).toBe('connected');
    const pairs = (list: readonly TrafficRow[]) =>
      list.map((row) => (row.pairSeq === undefined ? null : row.pairSeq - row.seq));
    expect(pairs(section.slice(1))).toEqual(pairs(all.slice(0, live)));
    // A live answer never pairs with an imported request of the same id.
    const before = client.traffic.get(section.find((row) => row.summary.kind === 'request')!.seq);
    await client.request('tools/list');
    expect(client.traffic.get(before!.seq)?.pairSeq).toBe(before?.pairSeq);
  });

  it('never exports a header value or the secret-named Metadata sent with the requests', async () => {
    const client = newClient();
    client.setUserMeta({ 'acme.dev/api-key': 'meta-key-7', 'acme.dev/trace': 'trace-1' });
    await client.connect('2025-06-18', flags);
    await client.request('tools/call', { name: 'outline', arguments: { uri: 'Bearer hdr-secret-9' } });
    expect(rows(client).some((row) => row.raw.includes('meta-key-7'))).toBe(true);
    const exported = await client.exportTraffic(['Bearer hdr-secret-9']);
    expect(exported).not.toContain('meta-key-7');
    expect(exported).not.toContain('hdr-secret-9');
    expect(exported).toContain('trace-1');
  });

  it('reads a plain JSON-RPC log, reports the bad lines by number and keeps the rest', async () => {
    const client = newClient();
    const log = [
      INITIALIZE,
      line({
        id: 'hand-1',
        result: { protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: 's', version: '1' } },
      }),
      'oops',
      INITIALIZED,
      line({ method: 'notifications/message', params: { level: 'info', data: 'hello' } }),
    ].join('\n');
    const result = await client.importTraffic(log, 'server.log');
    expect(result).toEqual({
      ok: true,
      format: 'JSON-RPC log',
      messages: 4,
      problems: [{ lineNumber: 3, problem: 'not JSON' }],
      sectionSeq: 0,
    });
    const imported = (await linted(client)).slice(1);
    expect(imported.map((row) => row.direction)).toEqual(['out', 'in', 'out', 'in']);
    expect(imported.every((row) => row.revision === '2025-06-18' && row.lint.status === 'ok')).toBe(true);
    expect(rows(client)[0]?.mark?.text).toBe('server.log · 4 messages (JSON-RPC log)');
  });

  it('refuses a file with no message, naming the lines', async () => {
    const client = newClient();
    expect(await client.importTraffic('{"hello":1}\n', 'x.jsonl')).toEqual({
      ok: false,
      problems: [{ lineNumber: 1, problem: 'not a JSON-RPC 2.0 message ("jsonrpc" is not "2.0")' }],
    });
    expect(await client.importTraffic('{"format":"groovymcp-traffic","version":9}\n')).toEqual({
      ok: false,
      problems: [{ lineNumber: 1, problem: 'format version 9 is not supported' }],
    });
    expect(rows(client)).toEqual([]);
  });
});

describe('replay of an imported session', () => {
  const SOURCE = 'class A {\n  def m() { 1 }\n}\n';
  async function recordedSession() {
    const client = newClient();
    await client.connect('2025-11-25', flags);
    await client.request('tools/list');
    await client.request('tools/call', {
      name: 'diagnostics',
      arguments: { uri: 'groovy-buffer:A.groovy', text: SOURCE },
    });
    await client.request('tools/call', {
      name: 'symbols',
      arguments: { uri: 'groovy-buffer:A.groovy', text: SOURCE },
    });
    return await client.exportTraffic();
  }

  async function replay(exported: string, connectFirst: boolean) {
    const client = newClient();
    if (connectFirst) await client.connect('2025-11-25', flags);
    const result = await client.importTraffic(exported, 'session.jsonl');
    if (!result.ok) throw new Error('import failed');
    const section = sectionRows(rows(client), result.sectionSeq);
    const steps = planReplay(section, { liveConnected: client.status.get().state === 'connected' }, (seq) =>
      client.traffic.get(seq),
    );
    const exchanges = await runReplay(client, steps, { timeoutMs: 3000 });
    await expectServerLinesValid(client);
    return { client, exchanges };
  }

  it('against a fresh connected session: the handshake is skipped and every answer is the same', async () => {
    const { exchanges } = await replay(await recordedSession(), true);
    expect(exchanges.map((e) => [e.step.label, e.verdict])).toEqual([
      ['initialize', 'skipped'],
      ['notifications/initialized', 'skipped'],
      ['tools/list', 'same'],
      ['tools/call · diagnostics', 'same'],
      ['tools/call · symbols', 'same'],
    ]);
  });

  it('against an idle session: the replayed handshake connects it (the raw handshake is observed)', async () => {
    const { client, exchanges } = await replay(await recordedSession(), false);
    expect(exchanges.map((e) => e.verdict)).toEqual(['same', 'sent', 'same', 'same', 'same']);
    expect(client.status.get()).toMatchObject({ state: 'connected', revision: '2025-11-25' });
  });

  it('shows the differing paths when an argument changed', async () => {
    // The symbols call's source, in the exported file: the diagnostics call's stays.
    const exported = (await recordedSession()).replace(/(symbols.*)def m\(\)/, '$1def renamed()');
    const { exchanges } = await replay(exported, true);
    const symbols = exchanges.find((e) => e.step.label === 'tools/call · symbols');
    expect(symbols?.verdict).toBe('different');
    expect(symbols?.paths.some((path) => path.startsWith('/result/structuredContent/symbols/'))).toBe(true);
    expect(exchanges.filter((e) => e.verdict === 'different')).toHaveLength(1);
  });

  it('shows the live answer to a request the section holds no answer to, without judging it', async () => {
    const client = newClient();
    await client.connect('2025-11-25', flags);
    const result = await client.importTraffic(line({ id: 7, method: 'tools/list' }), 'cut.log');
    if (!result.ok) throw new Error('import failed');
    const steps = planReplay(sectionRows(rows(client), result.sectionSeq), { liveConnected: true }, (seq) =>
      client.traffic.get(seq),
    );
    const [exchange] = await runReplay(client, steps, { timeoutMs: 3000 });
    expect(exchange).toMatchObject({ verdict: 'unrecorded', paths: [] });
    expect(exchange?.expected).toBeUndefined();
    expect(exchange?.actual).toHaveProperty('result.tools');
  });
});
