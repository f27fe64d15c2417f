// docs/server.md §2–§4 over the pipes of the real bin/groovymcp: framing, lifecycle and error rows, in
// the order a session meets them, on one child process. A preload plays a library that prints to
// stdout while serving; stdout must still carry nothing but JSON-RPC lines (§1). Every message the
// server writes is validated against the 2025-11-25 schema.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateServerMessage } from '../../test-support/mcpSchemas';
import { GroovymcpChild, type Json } from './testing/groovymcpChild';

const REVISION = '2025-11-25';
const STRAY_PRINTS = fileURLToPath(new URL('./testing/strayPrints.mjs', import.meta.url));
const SECRET = 'topSecretSourceMarker';

let child: GroovymcpChild;
beforeAll(() => {
  child = new GroovymcpChild(['--stdio'], {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${STRAY_PRINTS}`.trim(),
  });
});
afterAll(() => child.stop());

const errorOf = (m: Json) => m.error as { code: number; message: string };
const isNullIdError = (m: Json) => m.id === null && 'error' in m;

describe('before initialize', () => {
  it('answers ping with {}', async () => {
    expect((await child.request('ping')).result).toEqual({});
  });

  it.each([
    'tools/list',
    'tools/call',
    'resources/read',
    'prompts/get',
    'completion/complete',
    'nope/unknown',
  ])('%s is -32002', async (method) => {
    expect(errorOf(await child.request(method, {})).code).toBe(-32002);
  });
});

describe('framing (§2)', () => {
  it.each([
    ['a batch', '[{"jsonrpc":"2.0","id":1,"method":"ping"}]', -32600],
    ['an empty batch', '[]', -32600],
    ['a line that is not JSON', '{"jsonrpc":"2.0",', -32700],
    ['a JSON number', '42', -32600],
    ['an id that is an object', '{"jsonrpc":"2.0","id":{},"method":"ping"}', -32600],
  ])('%s is answered %s with id null, and the session goes on', async (_name, line, code) => {
    const answer = await child.sendExpecting(line, isNullIdError);
    expect(errorOf(answer).code).toBe(code);
    expect((await child.request('ping')).result).toEqual({});
  });

  it.each([
    ['no jsonrpc member', '{"id":"raw","method":"ping"}'],
    ['a method that is not a string', '{"jsonrpc":"2.0","id":"raw","method":7}'],
  ])('%s is -32600 with the readable id echoed', async (_name, line) => {
    const answer = await child.sendExpecting(line, (m) => m.id === 'raw');
    expect(errorOf(answer).code).toBe(-32600);
  });

  it('a line that is not valid UTF-8 is -32700 with id null', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"'),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('"}}\n'),
    ]);
    const answer = await child.sendExpecting(bytes, isNullIdError);
    expect(errorOf(answer)).toEqual({ code: -32700, message: 'Parse error: not valid UTF-8' });
    expect((await child.request('ping')).result).toEqual({});
  });

  it('CRLF ends a line like LF', async () => {
    const answer = await child.sendExpecting(
      Buffer.from('{"jsonrpc":"2.0","id":"crlf","method":"ping"}\r\n'),
      (m) => m.id === 'crlf',
    );
    expect(answer).toEqual({ jsonrpc: '2.0', id: 'crlf', result: {} });
  });

  it('echoes string and number ids exactly', async () => {
    for (const id of ['ü😀', '', 0, -7, 9007199254740991]) {
      const line = JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' });
      const answer = await child.sendExpecting(line, (m) => m.id === id);
      expect(child.stdoutLines.at(-1)).toBe(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{}}`);
      expect(answer.result).toEqual({});
    }
  });
});

describe('lifecycle (§3)', () => {
  it('initialize echoes the supported version and names the server', async () => {
    const answer = await child.request('initialize', {
      protocolVersion: REVISION,
      capabilities: {},
      clientInfo: { name: 'stdio-test', version: '1.0.0' },
    });
    const result = answer.result as Json;
    expect(result.protocolVersion).toBe(REVISION);
    expect(result.serverInfo).toMatchObject({ name: 'groovy-mcp' });
    expect(Object.keys(result.capabilities as Json).sort()).toEqual([
      'completions',
      'prompts',
      'resources',
      'tasks', // 2025-11-25's experimental tasks (docs/tasks.md)
      'tools',
    ]);
  });

  it('while initializing, requests other than ping are still -32002', async () => {
    expect(errorOf(await child.request('tools/list')).code).toBe(-32002);
    expect((await child.request('ping')).result).toEqual({});
  });

  it('notifications/initialized is not answered; then the session is ready', async () => {
    child.notify('notifications/initialized');
    const answer = await child.request('tools/list');
    expect(child.received.at(-1)!.message).toBe(answer);
    expect((answer.result as { tools: unknown[] }).tools).toHaveLength(13);
  });

  it('a second initialize is -32600 and leaves the session unchanged', async () => {
    const again = await child.request('initialize', {
      protocolVersion: '2024-11-05',
      capabilities: {},
      clientInfo: { name: 'x', version: '1' },
    });
    expect(errorOf(again).code).toBe(-32600);
    expect((await child.request('tools/list')).result).toBeDefined();
  });

  it('no notification is ever answered, not even with an error', async () => {
    const before = child.received.length;
    child.notify('notifications/unknown');
    child.notify('tools/call', { name: 'diagnostics' });
    child.notify('notifications/cancelled', { requestId: 1 });
    child.send('{"jsonrpc":"2.0","method":"ping","params":[1,2]}');
    const answer = await child.request('ping');
    expect(child.received.slice(before).map((r) => r.message)).toEqual([answer]);
  });
});

describe('errors (§4)', () => {
  it('an unknown tool is the isError result "unknown tool", without the requested name', async () => {
    const name = 'frobnicate_the_groovy_widget';
    const answer = await child.callTool(name, {});
    expect(answer.result).toEqual({
      content: [{ type: 'text', text: 'unknown tool' }],
      isError: true,
      structuredContent: { error: 'unknown tool' },
    });
    expect(child.stdoutLines.at(-1)).not.toContain(name);
  });

  it.each([
    ['an unknown resource', 'resources/read', { uri: 'groovy://nope' }],
    ['an unknown prompt', 'prompts/get', { name: 'nope' }],
    ['prompt arguments that are not an object', 'prompts/get', { name: 'explain-groovy', arguments: 'x' }],
    ['tool arguments that are not an object', 'tools/call', { name: 'diagnostics', arguments: [1] }],
    ['a tool name that is not a string', 'tools/call', { name: 7 }],
  ])('%s is -32602', async (_name, method, params) => {
    expect(errorOf(await child.request(method, params)).code).toBe(-32602);
  });

  it('an unknown method is -32601', async () => {
    expect(errorOf(await child.request('nope/unknown')).code).toBe(-32601);
  });

  it('without --root a path is a tool error, text still works', async () => {
    const byPath = (await child.callTool('diagnostics', { path: 'a.groovy' })).result as Json;
    expect(byPath.isError).toBe(true);
    expect(byPath.structuredContent).toEqual({ error: (byPath.content as { text: string }[])[0]!.text });
    const byText = (await child.callTool('diagnostics', { text: `def ${SECRET} = 1` })).result as Json;
    expect(byText.isError).toBe(false);
    expect(byText.structuredContent).toEqual({ uri: 'groovy-buffer:snippet', diagnostics: [] });
  });
});

describe('the whole session', () => {
  it('ends with exit 0 when stdin closes', async () => {
    expect(await child.closeStdin()).toEqual({ code: 0, signal: null });
  });

  it('wrote nothing but JSON-RPC lines on stdout, while a library printed to it', () => {
    expect(child.impure).toEqual([]);
    expect(child.stdoutLines.length).toBe(child.received.length);
    expect(child.stderr).toContain('stray print 1 from a library');
    expect(child.stdoutLines.join('\n')).not.toContain('stray print');
  });

  it('every message validates against the schema of the revision', () => {
    const problems = child.received.flatMap(({ message, method }) =>
      validateServerMessage(REVISION, message, 'error' in message ? undefined : method).map(
        (problem) => `${problem} in ${JSON.stringify(message).slice(0, 200)}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('never logged the source text', () => {
    expect(child.stderr).not.toContain(SECRET);
  });
});
