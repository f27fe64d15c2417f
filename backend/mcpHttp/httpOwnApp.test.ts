// docs/server.md, "MCP Apps: the compile report": bin/groovymcp --http offers its app as stdio does,
// per request in 2026-07-28 (the capabilities of each request's _meta) and per session before.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FakeEngine } from '../../test-support/fakeEngine';
import { compileReportHtml } from '../apps/compileReportHtml';
import { openSession, rpc, send, startTestServer, type TestServer } from './testing/httpTestServer';

const APP_URI = 'ui://groovymcp/compile-report';
const APPS = { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } } };

let test: TestServer;
beforeAll(async () => void (test = await startTestServer(new FakeEngine())));
afterAll(() => test.server.shutdown('test over', 0));

async function read(headers: Record<string, string>, params: object) {
  const answer = await send(test.port, {
    headers: { ...headers, 'Mcp-Method': 'resources/read' },
    body: rpc(1, 'resources/read', { uri: APP_URI, ...params }),
  });
  return JSON.parse(answer.body) as { result?: { contents: unknown[] }; error?: { code: number } };
}

it('2026-07-28: the app is read by a request that declares the extension, refused to one that does not', async () => {
  const meta = (capabilities: object) => ({
    _meta: {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientCapabilities': capabilities,
    },
  });
  const headers = { 'MCP-Protocol-Version': '2026-07-28' };
  const declared = await read(headers, meta(APPS));
  expect(declared.result?.contents).toEqual([
    { uri: APP_URI, mimeType: 'text/html;profile=mcp-app', text: await compileReportHtml() },
  ]);
  expect((await read(headers, meta({}))).error?.code).toBe(-32602);
});

it('2025-11-25: a session that declared it in initialize reads it; another does not', async () => {
  const withApps = await openSession(test.port, '2025-11-25', APPS);
  const plain = await openSession(test.port, '2025-11-25');
  const headers = (id: string) => ({ 'Mcp-Session-Id': id, 'MCP-Protocol-Version': '2025-11-25' });
  expect((await read(headers(withApps), {})).result?.contents).toHaveLength(1);
  expect((await read(headers(plain), {})).error?.code).toBe(-32602);
});
