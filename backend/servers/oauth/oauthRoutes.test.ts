// The OAuth routes' guards and the refresh (docs/any-server.md, "Authorization"), against a real
// OAuth-protected SDK server that issues refresh tokens (test-support/oauthRefreshServer.ts):
// every page route needs the token, our Origin and our Host; an unknown or stdio name is a 404; a
// callback with a forged, reused or expired state is refused before any code is exchanged; an
// access token the server no longer accepts is refreshed once by the proxy and the request sent
// again; and no body the page receives ever holds a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYTHING_ENTRY, TEST_TOKEN } from '../../../test-support/everythingServer';
import { authorizeLikeABrowser, pageHeaders, proxiedClient } from '../../../test-support/oauthBrowser';
import { startOAuthRefreshServer, type OAuthRefreshServer } from '../../../test-support/oauthRefreshServer';
import { startBackend, type RunningBackend } from '../../http/backendServer';
import { FakeEngine } from '../../../test-support/fakeEngine';
import { call } from '../../http/testSupport';
import { ServersConfig } from '../serversConfig';
import { OAuthRegistry } from './oauthRegistry';

let upstream: OAuthRefreshServer;
let backend: RunningBackend;
let now = Date.now();

beforeAll(async () => {
  upstream = await startOAuthRefreshServer();
  backend = await startBackend({
    engine: new FakeEngine(),
    token: TEST_TOKEN,
    port: 0,
    log: () => {},
    oauth: new OAuthRegistry({ now: () => now }),
    servers: ServersConfig.fromValue(
      {
        mcpServers: {
          secure: { url: upstream.url },
          local: { command: process.execPath, args: [EVERYTHING_ENTRY, 'stdio'] },
        },
      },
      process.cwd(),
    ),
  });
});
afterAll(async () => {
  await backend?.close(100);
  await upstream?.close();
});

const routes: [string, string][] = [
  ['GET', '/api/oauth/secure'],
  ['DELETE', '/api/oauth/secure'],
  ['POST', '/api/oauth/secure/start'],
  ['POST', '/api/oauth/secure/refresh'],
];

describe('the OAuth routes refuse', () => {
  it.each(routes)('%s %s without the page token (401)', async (method, path) => {
    expect((await call(backend.port, { method, path })).status).toBe(401);
  });

  it.each(routes)('%s %s from a foreign Origin (403)', async (method, path) => {
    const answer = await call(backend.port, {
      method,
      path,
      headers: { ...pageHeaders, origin: 'http://evil.example' },
    });
    expect(answer.status).toBe(403);
  });

  it.each([...routes, ['GET', '/api/oauth-callback?code=x&state=y']])(
    '%s %s under a foreign Host (403)',
    async (method, path) => {
      const answer = await call(backend.port, {
        method,
        path,
        headers: { ...pageHeaders, host: `rebound.example:${backend.port}` },
      });
      expect(answer.status).toBe(403);
    },
  );

  it.each(['nope', 'local', '%E0%A4%A'])('an unknown or stdio server name (%s) with 404', async (name) => {
    const answer = await call(backend.port, {
      method: 'POST',
      path: `/api/oauth/${name}/start`,
      headers: pageHeaders,
    });
    expect(answer.status).toBe(404);
  });

  it.each([
    ['no state', '/api/oauth-callback?code=abc'],
    ['a forged state', '/api/oauth-callback?code=abc&state=forged'],
  ])('a callback with %s, exchanging nothing', async (_, path) => {
    const before = upstream.provider.exchanges;
    const answer = await call(backend.port, { path });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('Authorization failed');
    expect(upstream.provider.exchanges).toBe(before);
  });
});

describe('an authorization with refresh', () => {
  it('refuses a reused or expired state, then refreshes an access token the server stopped accepting', async () => {
    const run = await authorizeLikeABrowser(backend, 'secure');
    expect(run.callbackStatus).toBe(200);
    expect(run.status.token?.refreshAvailable).toBe(true);
    expect(upstream.provider.exchanges).toBe(1);

    // The same callback again (a replay): refused, nothing exchanged.
    const replay = await fetch(run.callbackUrl);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('unknown or already used state');

    // A callback that comes after the state expired: refused, nothing exchanged.
    const started = (await (
      await fetch(`${backend.url}api/oauth/secure/start`, { method: 'POST', headers: pageHeaders })
    ).json()) as { authorizationUrl: string };
    const location = (await fetch(started.authorizationUrl, { redirect: 'manual' })).headers.get('location')!;
    now += 11 * 60_000;
    const late = await fetch(location);
    expect(late.status).toBe(400);
    expect(await late.text()).toContain('expired');
    expect(upstream.provider.exchanges).toBe(1);

    // Connected with the token; the server forgets it; the next call is refreshed and sent again.
    const client = proxiedClient(backend, 'secure');
    await client.open();
    expect(await client.connect('2025-06-18', { elicitation: false, tasks: false })).toMatchObject({
      state: 'connected',
    });
    const first = backend.oauth.accessToken('secure');
    upstream.provider.expireAccessTokens();
    const answer = await client.request('tools/call', { name: 'whoami', arguments: {} });
    expect(answer.outcome.ok).toBe(true);
    expect(upstream.provider.refreshes).toBe(1);
    const second = backend.oauth.accessToken('secure');
    expect(second).not.toBe(first);

    const status = await (await fetch(`${backend.url}api/oauth/secure`, { headers: pageHeaders })).text();
    expect(JSON.parse(status)).toMatchObject({ state: 'authorized', token: { refreshAvailable: true } });
    expect(status).toContain('"phase":"Token refresh"');
    // The explicit refresh route works too, and no answer ever holds a token.
    const refreshed = await (
      await fetch(`${backend.url}api/oauth/secure/refresh`, { method: 'POST', headers: pageHeaders })
    ).text();
    expect(upstream.provider.refreshes).toBe(2);
    const third = backend.oauth.accessToken('secure')!;
    for (const body of [...run.bodies, status, refreshed]) {
      for (const token of [first!, second!, third]) expect(body).not.toContain(token);
    }
    await client.reset();

    // An Authorization typed in the page wins over the token and is never "refreshed": its 401
    // reaches the page with the server's challenge.
    const typed = await fetch(`${backend.url}api/mcp/secure`, {
      method: 'POST',
      headers: {
        ...pageHeaders,
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'X-Groovymcp-Forward': JSON.stringify({ Authorization: 'Bearer typed-by-hand' }),
      },
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    });
    expect(typed.status).toBe(401);
    expect(typed.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    expect(upstream.provider.refreshes).toBe(2);
  }, 30_000);
});

describe('an authorization response naming another issuer (RFC 9207)', () => {
  it('is refused as a mix-up before any code is exchanged, and said in the step log', async () => {
    const exchanges = upstream.provider.exchanges;
    const started = (await (
      await fetch(`${backend.url}api/oauth/secure/start`, { method: 'POST', headers: pageHeaders })
    ).json()) as { authorizationUrl: string };
    const location = new URL(
      (await fetch(started.authorizationUrl, { redirect: 'manual' })).headers.get('location')!,
    );
    location.searchParams.set('iss', 'https://evil.example');
    const answer = await fetch(location);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('(RFC 9207: a mix-up); no code was exchanged');
    expect(upstream.provider.exchanges).toBe(exchanges);
    const status = await (await fetch(`${backend.url}api/oauth/secure`, { headers: pageHeaders })).json();
    expect(JSON.stringify(status)).toContain('Refused: the response names the issuer https://evil.example');
  });
});

describe('a start for more scope (a 403 insufficient_scope)', () => {
  it('asks for the scope the page names; a body that is not {"scope"} is a 400', async () => {
    const answer = await fetch(`${backend.url}api/oauth/secure/start`, {
      method: 'POST',
      headers: { ...pageHeaders, 'Content-Type': 'application/json' },
      body: JSON.stringify({ scope: 'mcp:tools files:write' }),
    });
    const { authorizationUrl } = (await answer.json()) as { authorizationUrl: string };
    expect(new URL(authorizationUrl).searchParams.get('scope')).toBe('mcp:tools files:write');
    for (const body of ['not json', '{"scope": 3}', '{"scope": ""}']) {
      const refused = await call(backend.port, {
        method: 'POST',
        path: '/api/oauth/secure/start',
        headers: { ...pageHeaders, 'content-type': 'application/json' },
        body,
      });
      expect(refused.status).toBe(400);
    }
  });
});
