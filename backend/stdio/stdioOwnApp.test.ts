// docs/server.md, "MCP Apps: the compile report": bin/groovymcp over stdio offers its app to a client
// that declares the extension, with the page the playground's worker serves (one builder,
// backend/apps/compileReportHtml.ts); a client that does not declare it is not offered it
// (src/session/apps/ownApps.test.ts proves those answers byte for byte).
import { afterAll, expect, it } from 'vitest';
import { compileReportHtml } from '../apps/compileReportHtml';
import { GroovymcpChild } from './testing/groovymcpChild';

const APP_URI = 'ui://groovymcp/compile-report';
const APPS = { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } } };
type Json = Record<string, unknown>;

const children: GroovymcpChild[] = [];
afterAll(() => Promise.all(children.map((child) => child.stop())));

it('names the app on diagnostics and reads its page, for a declaring client only', async () => {
  const declaring = new GroovymcpChild();
  const plain = new GroovymcpChild();
  children.push(declaring, plain);
  await Promise.all([declaring.initialize('2025-11-25', APPS), plain.initialize('2025-11-25')]);

  const tools = ((await declaring.request('tools/list')).result as { tools: Json[] }).tools;
  expect(tools.find((tool) => tool.name === 'diagnostics')!._meta).toMatchObject({
    ui: { resourceUri: APP_URI },
  });
  const read = (await declaring.request('resources/read', { uri: APP_URI })).result as {
    contents: Json[];
  };
  expect(read.contents).toEqual([
    { uri: APP_URI, mimeType: 'text/html;profile=mcp-app', text: await compileReportHtml() },
  ]);

  const plainTools = ((await plain.request('tools/list')).result as { tools: Json[] }).tools;
  expect(plainTools.some((tool) => '_meta' in tool)).toBe(false);
  expect(((await plain.request('resources/read', { uri: APP_URI })).error as Json).code).toBe(-32602);
});
