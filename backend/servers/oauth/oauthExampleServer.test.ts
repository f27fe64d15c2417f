// The whole flow against the official SDK's OAuth example (docs/any-server.md, "Authorization"), run
// in strict mode so only a token issued for its own URL (the `resource` parameter) is accepted:
// connect → 401 with its challenge passed to the page; start → discovery, registration, PKCE;
// the browser approves and comes back to the callback; connect again → tools/list with the token.
// No body the page receives ever holds the token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTools } from '../../../src/client';
import { startTestBackend } from '../../../test-support/everythingServer';
import { authorizeLikeABrowser, pageHeaders, proxiedClient } from '../../../test-support/oauthBrowser';
import { startOAuthExampleServer, type OAuthExampleServer } from '../../../test-support/oauthExampleServer';
import type { RunningBackend } from '../../http/backendServer';
import { ServersConfig } from '../serversConfig';

let example: OAuthExampleServer;
let backend: RunningBackend;

beforeAll(async () => {
  example = await startOAuthExampleServer({ strict: true });
  backend = await startTestBackend(
    ServersConfig.fromValue({ mcpServers: { secure: { url: example.url } } }, process.cwd()),
  );
}, 30_000);
afterAll(async () => {
  await backend?.close(100);
  await example?.close();
});

const client = () => proxiedClient(backend, 'secure');

describe('the SDK OAuth example through the proxy', () => {
  it('passes the 401 and its challenge to the page before any authorization', async () => {
    const answer = await fetch(`${backend.url}api/mcp/secure`, {
      method: 'POST',
      headers: {
        ...pageHeaders,
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
      },
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toMatch(
      /^Bearer .*resource_metadata="http:\/\/localhost:\d+\/\.well-known\/oauth-protected-resource\/mcp"/,
    );
  });

  it('authorizes with discovery, registration and PKCE, then connects and lists tools with the token', async () => {
    const before = client();
    await before.open();
    expect((await before.connect('2025-06-18', { elicitation: false, tasks: false })).state).toBe('failed');
    await before.reset();

    const run = await authorizeLikeABrowser(backend, 'secure');
    expect(run.callbackStatus).toBe(200);
    expect(run.status).toMatchObject({
      state: 'authorized',
      authorizationServer: example.authorizationServer,
      resource: example.url,
      client: { registered: true },
      token: { type: 'bearer', refreshAvailable: false },
    });
    const phases = [...new Set(run.status.steps.map((step) => step.phase))];
    expect(phases).toEqual([
      'MCP request without a token',
      'Protected resource metadata (RFC 9728)',
      'Authorization server metadata (RFC 8414 / OpenID)',
      'Client registration (RFC 7591)',
      'Authorization request (PKCE S256)',
      'Authorization response (redirect)',
      'Token request (authorization code)',
    ]);
    const tokenStep = run.status.steps.find(
      (step) => step.phase.startsWith('Token request') && step.response,
    );
    expect(tokenStep?.response?.status).toBe(200);
    expect(tokenStep?.response?.body).toMatch(/"access_token": "…[0-9a-f]{4}"/);
    expect(tokenStep?.request?.body).toMatch(/code_verifier=%E2%80%A6|code_verifier=\[redacted\]/);
    // The authorization URL carried PKCE S256 and the resource.
    const url = new URL(run.start.authorizationUrl!);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('resource')).toBe(example.url);

    const token = backend.oauth.accessToken('secure');
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    for (const body of run.bodies) expect(body).not.toContain(token);

    const after = client();
    await after.open();
    expect(await after.connect('2025-06-18', { elicitation: false, tasks: false })).toMatchObject({
      state: 'connected',
    });
    const tools = await listTools(after);
    expect(tools.outcome.ok && tools.outcome.value.map((tool) => tool.name)).toContain('greet');
    await after.reset();

    // Forget: the next request is the server's 401 again.
    const forgotten = await fetch(`${backend.url}api/oauth/secure`, {
      method: 'DELETE',
      headers: pageHeaders,
    });
    expect(await forgotten.json()).toMatchObject({ state: 'none' });
    expect(backend.oauth.accessToken('secure')).toBeUndefined();
  }, 30_000);
});
