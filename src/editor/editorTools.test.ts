// The editor's tool caller against the real session machine in-process (a stand-in engine): the
// origin tag on both traffic rows, the text sent only when the session lacks it, and a lost buffer
// sent again with its text.
import { describe, expect, it } from 'vitest';
import { McpClient } from '../client';
import { createSessionMachine, type SessionMachine } from '../session';
import { FakeEngine } from '../../test-support/fakeEngine';
import { createLinkedLinePair } from '../../test-support/linkedLineTransport';
import { validateServerMessage } from '../../test-support/mcpSchemas';
import { EditorTools, structuredOf } from './editorTools';
import { Workspace } from './workspace';

async function connectedTools() {
  let machine: SessionMachine | undefined;
  const engine = new FakeEngine();
  const { client: transport } = createLinkedLinePair({
    start: (end) => {
      machine = createSessionMachine({
        engine,
        send: (line) => end.send(line),
      });
    },
    receive: (line) => machine?.receive(line),
    stop: () => machine?.dispose(),
  });
  const client = new McpClient({ transport });
  await client.connect('2025-11-25', { elicitation: false, tasks: false });
  const workspace = new Workspace([{ uri: 'groovy-buffer:a.groovy', text: 'def a = 1\n' }]);
  return { client, workspace, engine, tools: new EditorTools(client, workspace) };
}

/** Every line the server sent, checked against the official schema of 2025-11-25. */
function expectSchemaClean(client: McpClient) {
  const problems = client.traffic
    .getSnapshot()
    .rows.filter((row) => row.direction === 'in')
    .flatMap((row) =>
      validateServerMessage('2025-11-25', JSON.parse(row.raw) as Record<string, unknown>, row.method),
    );
  expect(problems).toEqual([]);
}

/** The `arguments` of every tools/call the client sent, in order. */
const sentArguments = (client: McpClient) =>
  client.traffic
    .getSnapshot()
    .rows.filter((row) => row.direction === 'out' && row.method === 'tools/call')
    .map(
      (row) => (JSON.parse(row.raw) as { params: { arguments: Record<string, unknown> } }).params.arguments,
    );

describe('EditorTools', () => {
  it('tags the call with its feature and answers the structured result', async () => {
    const { client, tools } = await connectedTools();
    const answer = await tools.call<{ diagnostics: unknown[] }>(
      'diagnostics',
      'groovy-buffer:a.groovy',
      {},
      'markers',
    );
    expect(answer).toMatchObject({ ok: true, value: { uri: 'groovy-buffer:a.groovy', diagnostics: [] } });
    const rows = client.traffic.getSnapshot().rows.filter((row) => row.method === 'tools/call');
    expect(rows.map((row) => [row.direction, row.origin])).toEqual([
      ['out', 'markers'],
      ['in', 'markers'],
    ]);
    expectSchemaClean(client);
  });

  it('sends the text once, then names the open buffer, and sends it again after an edit', async () => {
    const { client, workspace, tools } = await connectedTools();
    const uri = 'groovy-buffer:a.groovy';
    await tools.call('diagnostics', uri, {}, 'markers');
    await tools.call('diagnostics', uri, {}, 'markers');
    workspace.setText(uri, 'def a = 2\n');
    await tools.call('diagnostics', uri, {}, 'markers');
    expect(sentArguments(client)).toEqual([
      { text: 'def a = 1\n', uri },
      { uri },
      { text: 'def a = 2\n', uri },
    ]);
    expectSchemaClean(client);
  });

  it('sends the text again when the session has lost the buffer', async () => {
    const { client, tools } = await connectedTools();
    const uri = 'groovy-buffer:a.groovy';
    await tools.call('diagnostics', uri, {}, 'markers');
    await client.request('tools/call', { name: 'close', arguments: { uri } });
    const answer = await tools.call('diagnostics', uri, {}, 'markers');
    expect(answer.ok).toBe(true);
    expect(sentArguments(client).slice(-2)).toEqual([{ uri }, { text: 'def a = 1\n', uri }]);
    expectSchemaClean(client);
  });

  it('says why there is no answer: a tool error, or no session', async () => {
    const { client, engine, tools } = await connectedTools();
    engine.failWith = { kind: 'internal', message: 'engine broke' };
    const failed = await tools.call('describe', 'groovy-buffer:a.groovy', { line: 0, character: 4 }, 'hover');
    expect(failed).toMatchObject({ ok: false });
    await client.reset();
    expect(await tools.call('diagnostics', 'groovy-buffer:a.groovy', {}, 'markers')).toMatchObject({
      ok: false,
      reason: 'not connected',
    });
  });
});

describe('structuredOf', () => {
  it('reads structuredContent, else the JSON text (revisions without structuredContent)', () => {
    expect(structuredOf({ content: [], structuredContent: { a: 1 } })).toEqual({ a: 1 });
    expect(structuredOf({ content: [{ type: 'text', text: '{"b":2}' }] })).toEqual({ b: 2 });
    expect(structuredOf({ content: [{ type: 'text', text: 'not json' }] })).toBeUndefined();
  });
});
