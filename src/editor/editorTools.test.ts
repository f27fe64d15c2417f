// The editor's tool caller against the real session machine in-process (a stand-in engine): the
// origin tag on both traffic rows, the text sent only when the session lacks it, and a lost buffer
// sent again with its text.
import { describe, expect, it } from 'vitest';
import { McpClient } from '../client';
import { createSessionMachine, type SessionMachine } from '../session';
import { FakeEngine } from '../../test-support/fakeEngine';
import { createLinkedLinePair } from '../../test-support/linkedLineTransport';
import { validateServerMessage, type Revision } from '../../test-support/mcpSchemas';
import { EditorTools } from './editorTools';
import { Workspace } from './workspace';

/**
 * `revision`: the one the client asks for. `tamper`: rewrites each line the server sends, to stand
 * for a server that calls itself groovymcp but answers off its published schema.
 */
async function connectedTools(revision: Revision = '2025-11-25', tamper = (line: string) => line) {
  let machine: SessionMachine | undefined;
  const engine = new FakeEngine();
  const { client: transport } = createLinkedLinePair({
    start: (end) => {
      machine = createSessionMachine({
        engine,
        send: (line) => end.send(tamper(line)),
      });
    },
    receive: (line) => machine?.receive(line),
    stop: () => machine?.dispose(),
  });
  const client = new McpClient({ transport });
  await client.connect(revision, { elicitation: false, tasks: false });
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
    const answer = await tools.call('diagnostics', 'groovy-buffer:a.groovy', {}, 'markers');
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

  it('sends the text again when the session has lost the buffer, under a revision without structuredContent', async () => {
    // 2024-11-05 carries a tool error's message as the text content only.
    const { client, tools } = await connectedTools('2024-11-05');
    const uri = 'groovy-buffer:a.groovy';
    await tools.call('diagnostics', uri, {}, 'markers');
    await client.request('tools/call', { name: 'close', arguments: { uri } });
    expect(await tools.call('diagnostics', uri, {}, 'markers')).toMatchObject({
      ok: true,
      value: { uri, diagnostics: [] },
    });
    expect(sentArguments(client).slice(-2)).toEqual([{ uri }, { text: 'def a = 1\n', uri }]);
  });

  it("answers a reason, not a value, when the answer does not match the tool's output schema", async () => {
    // A diagnostic without its range, where the server sent a well-formed answer.
    const noRange = (line: string) => {
      const message = JSON.parse(line) as { result?: { structuredContent?: { diagnostics?: unknown } } };
      const structured = message.result?.structuredContent;
      if (structured?.diagnostics === undefined) return line;
      structured.diagnostics = [{ severity: 'error', message: 'x', source: 'groovyc' }];
      return JSON.stringify(message);
    };
    const { tools } = await connectedTools('2025-11-25', noRange);
    const answer = await tools.call('diagnostics', 'groovy-buffer:a.groovy', {}, 'markers');
    expect(answer).toMatchObject({
      ok: false,
      reason:
        "answer does not match diagnostics's output schema: diagnostics.0.range: Invalid input: expected object, received undefined",
    });
  });

  it('answers a reason when an answer without structuredContent is not JSON', async () => {
    const notJson = (line: string) => {
      const message = JSON.parse(line) as { result?: { content?: { type: string; text: string }[] } };
      const text = message.result?.content?.[0];
      if (!text?.text.includes('"diagnostics"')) return line;
      text.text = 'no diagnostics today';
      return JSON.stringify(message);
    };
    const { tools } = await connectedTools('2024-11-05', notJson);
    expect(await tools.call('diagnostics', 'groovy-buffer:a.groovy', {}, 'markers')).toMatchObject({
      ok: false,
      reason:
        "answer does not match diagnostics's output schema: (root): Invalid input: expected object, received undefined",
    });
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
