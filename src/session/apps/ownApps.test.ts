// docs/server.md, "MCP Apps: the compile report": groovymcp's own app is offered only to a client
// that declares the extension; every other client gets, byte for byte, the answers of a session
// that has no app at all.
import { afterEach, describe, expect, it } from 'vitest';
import { REVISIONS, type Revision } from '../../../test-support/mcpSchemas';
import { MODERN, modernMeta, SessionHarness, type Json } from '../../../test-support/sessionHarness';
import { COMPILE_REPORT_URI, declaresApps } from './ownApps';

const APPS = { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } } };
const HTML = '<!doctype html><title>compile report</title>';

const harnesses: SessionHarness[] = [];
afterEach(() => {
  for (const harness of harnesses.splice(0)) expect(harness.problems).toEqual([]);
});

async function session(revision: Revision, withApp: boolean, capabilities: Json): Promise<SessionHarness> {
  const harness = new SessionHarness(revision, withApp ? { ownAppHtml: async () => HTML } : {});
  harnesses.push(harness);
  await harness.connect(capabilities);
  return harness;
}

/** The raw line that answers one request; in 2026-07-28 the capabilities travel in its `_meta`. */
async function answerLine(harness: SessionHarness, method: string, params: Json, capabilities: Json) {
  const withCaps = harness.revision === MODERN ? { ...params, _meta: modernMeta(capabilities) } : params;
  const answer = await harness.request(method, withCaps);
  const line = harness.lines.find((l) => (JSON.parse(l) as Json).id === answer.id);
  return { answer, line: line! };
}

const EXCHANGES: [string, Json][] = [
  ['tools/list', {}],
  ['resources/list', {}],
  ['resources/read', { uri: COMPILE_REPORT_URI }],
  ['resources/read', { uri: 'groovy://limits' }],
  ['tools/call', { name: 'diagnostics', arguments: { text: 'class A {' } }],
];

describe.each(REVISIONS)('under %s', (revision) => {
  it.each([
    ['no extensions', {}],
    ['another extension', { extensions: { 'io.example/other': {} } }],
    ['the extension without the app MIME type', { extensions: { 'io.modelcontextprotocol/ui': {} } }],
  ])('a client declaring %s gets the answers of a session without the app', async (_name, caps) => {
    const plain = await session(revision, false, caps);
    const offering = await session(revision, true, caps);
    for (const [method, params] of EXCHANGES) {
      const before = await answerLine(plain, method, params, caps);
      const now = await answerLine(offering, method, params, caps);
      expect(now.line, `${method} ${JSON.stringify(params)}`).toBe(before.line);
    }
  });

  it('a session without the app answers a declaring client as before too', async () => {
    const plain = await session(revision, false, {});
    const declaring = await session(revision, false, APPS);
    for (const [method, params] of EXCHANGES) {
      const before = await answerLine(plain, method, params, {});
      expect((await answerLine(declaring, method, params, APPS)).line).toBe(before.line);
    }
  });

  it('a declaring client sees the app on diagnostics, in resources/list, and reads its HTML', async () => {
    const plain = await session(revision, true, {});
    const harness = await session(revision, true, APPS);
    const { answer } = await answerLine(harness, 'tools/list', {}, APPS);
    const tools = (answer.result as { tools: Json[] }).tools;
    const diagnostics = tools.find((tool) => tool.name === 'diagnostics')!;
    expect(diagnostics._meta).toEqual({
      ui: { resourceUri: COMPILE_REPORT_URI },
      'ui/resourceUri': COMPILE_REPORT_URI,
    });
    // Only diagnostics changes: every other tool is as a plain client sees it.
    const plainTools = ((await answerLine(plain, 'tools/list', {}, {})).answer.result as { tools: Json[] })
      .tools;
    expect(tools.filter((tool) => tool.name !== 'diagnostics')).toEqual(
      plainTools.filter((tool) => tool.name !== 'diagnostics'),
    );

    const listed = (await answerLine(harness, 'resources/list', {}, APPS)).answer.result as {
      resources: Json[];
    };
    expect(listed.resources.map((r) => r.uri)).toEqual([
      'groovy://keywords',
      'groovy://default-imports',
      'groovy://limits',
      COMPILE_REPORT_URI,
    ]);
    expect(listed.resources.at(-1)!.mimeType).toBe('text/html;profile=mcp-app');

    const read = (await answerLine(harness, 'resources/read', { uri: COMPILE_REPORT_URI }, APPS)).answer;
    expect((read.result as Json).contents).toEqual([
      { uri: COMPILE_REPORT_URI, mimeType: 'text/html;profile=mcp-app', text: HTML },
    ]);
  });
});

describe('stateless requests', () => {
  it('decide per request, in one session: the capabilities in each _meta', async () => {
    const harness = await session(MODERN, true, {});
    const meta = (caps: Json) => ({ _meta: modernMeta(caps) });
    const uris = async (caps: Json) =>
      ((await harness.request('resources/list', meta(caps))).result as { resources: Json[] }).resources.map(
        (r) => r.uri,
      );
    expect(await uris(APPS)).toContain(COMPILE_REPORT_URI);
    expect(await uris({})).not.toContain(COMPILE_REPORT_URI);
    expect(await uris(APPS)).toContain(COMPILE_REPORT_URI);
    const refused = await harness.request('resources/read', { uri: COMPILE_REPORT_URI, ...meta({}) });
    expect((refused.error as Json).code).toBe(-32602);
  });
});

describe('declaresApps', () => {
  it('needs the extension with the app MIME type among its mimeTypes', () => {
    expect(declaresApps(APPS)).toBe(true);
    expect(
      declaresApps({
        extensions: {
          'io.modelcontextprotocol/ui': { mimeTypes: ['text/html', 'text/html;profile=mcp-app'] },
        },
      }),
    ).toBe(true);
    expect(declaresApps({})).toBe(false);
    expect(declaresApps({ extensions: [] })).toBe(false);
    expect(declaresApps({ extensions: { 'io.modelcontextprotocol/ui': true } })).toBe(false);
    expect(
      declaresApps({
        extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: 'text/html;profile=mcp-app' } },
      }),
    ).toBe(false);
  });
});
