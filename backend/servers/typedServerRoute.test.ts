// A Streamable HTTP URL typed in the page (docs/any-server.md, "A typed URL"): registered with the
// page's token, Host and Origin; only http and https; a clear 400 for a malformed, oversized or
// credential-bearing URL, after which the backend serves on; the name it answers is reachable
// through the proxy and authorizable through the OAuth routes exactly as a configured server's
// (against a real OAuth-protected SDK server, test-support/oauthRefreshServer.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '../../test-support/everythingServer';
import { authorizeLikeABrowser, pageHeaders, proxiedClient } from '../../test-support/oauthBrowser';
import { startOAuthRefreshServer, type OAuthRefreshServer } from '../../test-support/oauthRefreshServer';
import { startBackend, type RunningBackend } from '../http/backendServer';
import { FakeEngine } from '../../test-support/fakeEngine';
import { call, json, type RawResponse } from '../http/testSupport';
import { ServersConfig } from './serversConfig';
import { MAX_TYPED_SERVERS, MAX_TYPED_URL_LENGTH } from './typedServers';

let upstream: OAuthRefreshServer;
let backend: RunningBackend;

beforeAll(async () => {
  upstream = await startOAuthRefreshServer();
  backend = await startBackend({ engine: new FakeEngine(), token: TEST_TOKEN, port: 0, log: () => {} });
});
afterAll(async () => {
  await backend?.close(100);
  await upstream?.close();
});

const register = (body: string, headers: Record<string, string> = pageHeaders): Promise<RawResponse> =>
  call(backend.port, {
    method: 'POST',
    path: '/api/servers/typed',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
const registerUrl = (url: unknown): Promise<RawResponse> => register(JSON.stringify({ url }));

describe('registering a typed URL', () => {
  it('answers a name from the URL: the same URL, the same name; another URL, another', async () => {
    const first = await registerUrl(upstream.url);
    expect(first.status).toBe(200);
    const { name, kind } = json(first) as { name: string; kind: string };
    expect(kind).toBe('http');
    expect(name).toMatch(/^typed-[0-9a-f]{16}$/);
    expect(json(await registerUrl(`  ${upstream.url}#fragment`))).toEqual({ name, kind });
    expect((json(await registerUrl('https://example.com/mcp')) as { name: string }).name).not.toBe(name);
  });

  it.each([
    ['no token', {}, 401],
    ['a wrong token', { Authorization: 'Bearer wrong' }, 401],
    ['a foreign Origin', { ...pageHeaders, Origin: 'http://evil.example' }, 403],
  ])('refuses %s (%i), registering nothing', async (_, headers, status) => {
    const url = `http://127.0.0.1:1/refused-${status}-${Object.values(headers).join()}`;
    expect((await register(JSON.stringify({ url }), headers)).status).toBe(status);
    // The name this URL would get (names come from the URL alone) is unknown to the proxy.
    const { name } = ServersConfig.empty().typed.register(new URL(url), () => false);
    const proxied = await call(backend.port, {
      method: 'DELETE',
      path: `/api/mcp/${name}`,
      headers: pageHeaders,
    });
    expect(proxied.status).toBe(404);
  });

  it('refuses a foreign Host (403)', async () => {
    const answer = await call(backend.port, {
      method: 'POST',
      path: '/api/servers/typed',
      headers: { ...pageHeaders, host: `rebound.example:${backend.port}` },
      body: JSON.stringify({ url: upstream.url }),
    });
    expect(answer.status).toBe(403);
  });

  it.each([
    ['a file: URL', 'file:///etc/passwd', 'only http: and https: URLs can be reached, not file:'],
    [
      'a javascript: URL',
      'javascript:alert(1)',
      'only http: and https: URLs can be reached, not javascript:',
    ],
    ['a ws: URL', 'ws://127.0.0.1:3001/mcp', 'only http: and https: URLs can be reached, not ws:'],
    ['a relative URL', '/mcp', 'is not an absolute URL'],
    ['a malformed URL', 'http://[::1/mcp', 'is not an absolute URL'],
    ['an empty string', '', '"url" must be a non-empty string'],
    ['a number', 42, '"url" must be a non-empty string'],
    ['a password in the URL', 'http://me:secret@127.0.0.1:3001/mcp', 'send credentials as a header'],
    [
      'an oversized URL',
      `http://127.0.0.1/${'a'.repeat(MAX_TYPED_URL_LENGTH)}`,
      `more than the ${MAX_TYPED_URL_LENGTH} allowed`,
    ],
  ])('refuses %s with a 400 that says why', async (_, url, words) => {
    const answer = await registerUrl(url);
    expect(answer.status).toBe(400);
    expect(json(answer)).toMatchObject({ error: { kind: 'invalid' } });
    expect((json(answer) as { error: { message: string } }).error.message).toContain(words);
    // The backend serves on.
    expect((await registerUrl(upstream.url)).status).toBe(200);
  });

  it.each([
    ['not JSON', '{"url":', 400],
    ['a JSON array', '["http://127.0.0.1/"]', 400],
    ['a body over the bound', JSON.stringify({ url: 'x'.repeat(20_000) }), 413],
  ])('refuses a body that is %s', async (_, body, status) => {
    expect((await register(body)).status).toBe(status);
  });

  it('refuses GET (405)', async () => {
    const answer = await call(backend.port, { path: '/api/servers/typed', headers: pageHeaders });
    expect(answer.status).toBe(405);
  });
});

describe('a typed server', () => {
  it('is unknown to the proxy until registered', async () => {
    const answer = await call(backend.port, {
      method: 'POST',
      path: '/api/mcp/typed-0000000000000000',
      headers: { ...pageHeaders, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(404);
  });

  it('is authorized through the OAuth routes and reached through the proxy by its name', async () => {
    const { name } = json(await registerUrl(upstream.url)) as { name: string };
    const run = await authorizeLikeABrowser(backend, name);
    expect(run.callbackStatus).toBe(200);
    const client = proxiedClient(backend, name);
    await client.open();
    expect(await client.connect('2025-06-18', { elicitation: false, tasks: false })).toMatchObject({
      state: 'connected',
    });
    const answer = await client.request('tools/call', { name: 'whoami', arguments: {} });
    expect(answer.outcome.ok).toBe(true);
    await client.reset();
  });
});

describe('the bound on typed servers', () => {
  it(`refuses more than ${MAX_TYPED_SERVERS} distinct URLs with a 409 that says why, keeping those it has`, async () => {
    const config = ServersConfig.empty();
    const url = (i: number) => new URL(`http://127.0.0.1:1/${i}`);
    for (let i = 0; i < MAX_TYPED_SERVERS; i++) config.typed.register(url(i), () => false);
    expect(() => config.typed.register(url(MAX_TYPED_SERVERS), () => false)).toThrow(
      `at most ${MAX_TYPED_SERVERS} typed URLs`,
    );
    expect(config.typed.register(url(0), () => false).url).toBe('http://127.0.0.1:1/0');
  });
});
