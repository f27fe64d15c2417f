// What hosted mode turns off (docs/hosted.md, "What is off"), over HTTP: every any-server route
// answers 403 in words even for a signed-in visitor, `path` and `uri` sources never reach the
// engine, the page is told what is off, and a Streamable HTTP server the operator allows is proxied.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOSTED_OFF_FEATURES, type ServerListResponse } from '../../src/contracts';
import { FakeEngine } from '../../test-support/fakeEngine';
import { json, type RawResponse } from '../http/testSupport';
import { rawExchange, startHostedForTest, type HostedForTest, type TestVisitor } from './hostedTestSupport';

const engine = new FakeEngine();
let upstream: Server;
let upstreamUrl: string;
let hosted: HostedForTest;
let visitor: TestVisitor;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'mcp-session-id': 'up-1' });
    res.end(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        result: { from: 'upstream', auth: req.headers.authorization ?? null },
      }),
    );
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/mcp`;
  hosted = await startHostedForTest(engine, { allowedHttpServers: [{ name: 'demo', url: upstreamUrl }] });
  visitor = await hosted.visit();
});
afterAll(async () => {
  await hosted.close();
  await new Promise((resolve) => upstream.close(resolve));
});
beforeEach(() => {
  engine.requests.length = 0;
});

function expectOff(answer: RawResponse, what: RegExp, label: string): void {
  expect(answer.status, label).toBe(403);
  const body = json(answer) as { error: { kind: string; reason: string; message: string } };
  expect(body.error.kind, label).toBe('forbidden');
  expect(body.error.reason, label).toBe('hostedOff');
  expect(body.error.message, label).toMatch(what);
  expect(body.error.message, label).toContain('off in hosted mode, because');
}

describe('the any-server routes', () => {
  it.each([
    ['GET', '/api/bridge/everything', /^Stdio servers/],
    ['POST', '/api/servers/typed', /^Typed server URLs/],
    ['POST', '/api/mcp/not-allowed', /^Streamable HTTP servers/],
    ['GET', '/api/mcp/%E0%A4%A', /^Streamable HTTP servers/],
    ['POST', '/api/oauth/demo/begin', /^Authorizing servers \(OAuth\)/],
    ['GET', '/api/oauth-callback', /^Authorizing servers/],
    ['GET', '/oauth/client-metadata.json', /^Authorizing servers/],
    ['GET', '/api/apps/sandbox', /^MCP Apps views/],
  ])('%s %s → 403 in words, with or without a visitor', async (method, path, what) => {
    const body = method === 'POST' ? '{"url":"http://127.0.0.1:1/mcp"}' : undefined;
    const headers = { 'content-type': 'application/json' };
    expectOff(await hosted.api(path, visitor, { method, headers, body }), what, `${path} as a visitor`);
    expectOff(await hosted.api(path, {}, { method, headers, body }), what, `${path} as no one`);
  });

  it('refuses the stdio bridge WebSocket upgrade with the same 403 before anything starts', async () => {
    const answer = await rawExchange(
      hosted.port,
      'GET /api/bridge/everything HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n' +
        `Sec-WebSocket-Protocol: groovymcp.bridge, groovymcp.token.${visitor.token}\r\nCookie: ${visitor.cookie}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 403 Forbidden\r\n/);
    expect(answer).toContain('"reason":"hostedOff"');
    expect(answer).toContain('Stdio servers: off in hosted mode');
  });

  it('proxies a Streamable HTTP server the operator allows, for a signed-in visitor only, with no token of ours', async () => {
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
    };
    const answer = await hosted.api('/api/mcp/demo', visitor, init);
    expect(answer.status).toBe(200);
    expect(answer.headers['mcp-session-id']).toBe('up-1');
    expect(json(answer)).toMatchObject({ result: { from: 'upstream', auth: null } });
    expect((await hosted.api('/api/mcp/demo', {}, init)).status).toBe(401);
  });
});

describe('sources', () => {
  it.each([
    ['a path source (a file: URI)', { uri: 'file:///etc/passwd', text: 'x' }],
    [
      'a related file',
      { uri: 'groovy-buffer:a', text: 'x', related: [{ uri: 'file:///srv/b.groovy', text: 'y' }] },
    ],
    ['any other scheme', { uri: 'https://example.org/a.groovy', text: 'x' }],
  ])('refuses %s before the engine sees it', async (_label, source) => {
    expectOff(
      await hosted.engine(visitor, { op: 'diagnostics', ...source }),
      /^`path` and `uri` sources/,
      _label,
    );
    expect(engine.requests).toHaveLength(0);
  });

  it('lets text buffers through, and an empty URI on to the engine to refuse as in local mode', async () => {
    expect(
      (await hosted.engine(visitor, { op: 'diagnostics', uri: 'groovy-buffer:a', text: 'x' })).status,
    ).toBe(200);
    await hosted.engine(visitor, { op: 'diagnostics', uri: '', text: 'x' });
    expect(engine.requests.map((r) => r.uri)).toEqual([expect.stringMatching(/:groovy-buffer:a$/), '']);
  });
});

describe('GET /api/servers', () => {
  it('lists the allowed servers and says what is off and why', async () => {
    const answer = await hosted.api('/api/servers', visitor);
    expect(answer.status).toBe(200);
    const body = json(answer) as ServerListResponse;
    expect(body.servers).toEqual([{ name: 'demo', kind: 'http' }]);
    expect(body.hosted?.allowedHttpServers).toEqual(['demo']);
    expect(body.hosted?.off.map((o) => o.feature)).toEqual([...HOSTED_OFF_FEATURES]);
    for (const off of body.hosted!.off) {
      expect(off.what.length).toBeGreaterThan(5);
      expect(off.why.length).toBeGreaterThan(20);
    }
    expect(body.hosted?.off.find((o) => o.feature === 'httpProxy')?.what).toBe(
      'Streamable HTTP servers other than the 1 the operator allows',
    );
    expect((await hosted.api('/api/servers', {})).status).toBe(401);
  });
});
