// Cross-app access (docs/any-server.md, "Authorization", "Cross-app access"): through beginFlow
// against a local identity provider and authorization server, the ID token is exchanged for an
// ID-JAG (RFC 8693) and the ID-JAG for an access token (RFC 7523), each request in the shape the
// drafts give; an error or a wrong answer at either step stops the flow with a clear message, and
// nothing goes to the identity provider when the second step could not happen.
import { describe, expect, it } from 'vitest';
import { beginAgainst, jsonAnswer, useTokenGrantServer } from '../../../test-support/tokenGrantServer';
import type { CrossAppConfig, OAuthClientConfig } from '../serversConfig';
import type { FetchLimits } from './guardedFetch';

const ID_JAG = 'urn:ietf:params:oauth:token-type:id-jag';

const world = useTokenGrantServer((server) => {
  server.metadata = { grant_types_supported: ['urn:ietf:params:oauth:grant-type:jwt-bearer'] };
  server.tokenAnswer = jsonAnswer({ access_token: 'at-9', token_type: 'Bearer' });
});

const crossApp = (): CrossAppConfig => ({
  tokenEndpoint: world.idpTokenEndpoint,
  clientId: 'idp-client',
  clientSecret: 'idp-secret',
  idToken: 'the.id.token',
});
const config = (extra: Partial<OAuthClientConfig> = {}): OAuthClientConfig => ({
  clientId: 'mcp-client',
  clientSecret: 'mcp-secret',
  scope: 'mcp:tools',
  crossApp: crossApp(),
  ...extra,
});

const begin = (oauth: OAuthClientConfig | undefined, limits?: FetchLimits) =>
  beginAgainst(world, oauth, limits);

const sent = (path: string) => world.requests.filter((request) => request.path === path);

describe('cross-app access against a local identity provider and authorization server', () => {
  it('exchanges the ID token for an ID-JAG, then the ID-JAG for the tokens, without a browser', async () => {
    const begun = await begin(config());
    expect(begun).toMatchObject({ kind: 'tokens', tokens: { access_token: 'at-9' } });
    const [exchange] = sent('/idp/token');
    expect(Object.fromEntries(exchange!.form)).toEqual({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      requested_token_type: ID_JAG,
      audience: world.origin,
      resource: world.url,
      scope: 'mcp:tools',
      subject_token: 'the.id.token',
      subject_token_type: 'urn:ietf:params:oauth:token-type:id_token',
      client_id: 'idp-client',
      client_secret: 'idp-secret',
    });
    const [grant] = sent('/token');
    expect(Object.fromEntries(grant!.form)).toEqual({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: 'id-jag-1',
      scope: 'mcp:tools',
      resource: world.url,
    });
    const basic = Buffer.from(String(grant!.headers.authorization).replace(/^Basic /, ''), 'base64');
    expect(basic.toString('utf8')).toBe('mcp-client:mcp-secret');
  });

  it('sends no client_secret to the identity provider when the config names none there', async () => {
    const { clientSecret: _omitted, ...publicClient } = crossApp();
    await begin(config({ crossApp: publicClient }));
    expect(sent('/idp/token')[0]!.form.has('client_secret')).toBe(false);
  });

  it('sends nothing to the identity provider when the MCP client has no secret for the second step', async () => {
    await expect(begin(config({ clientSecret: undefined }))).rejects.toThrow(
      'cross-app access needs the client’s clientSecret in the config',
    );
    expect(world.requests).toEqual([]);
  });

  it('says the identity provider’s OAuth error and goes no further', async () => {
    world.idpAnswer = jsonAnswer({ error: 'invalid_grant', error_description: 'the ID token expired' }, 400);
    await expect(begin(config())).rejects.toThrow('the ID token expired');
    expect(sent('/token')).toEqual([]);
  });

  it('says the authorization server’s OAuth error', async () => {
    world.tokenAnswer = jsonAnswer(
      { error: 'invalid_grant', error_description: 'ID-JAG audience mismatch' },
      400,
    );
    await expect(begin(config())).rejects.toThrow('ID-JAG audience mismatch');
  });

  it.each([
    [
      'a token of another type than an ID-JAG',
      jsonAnswer({
        access_token: 'at',
        issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        token_type: 'Bearer',
      }),
      'the token exchange answer does not have the expected shape (issued_token_type:',
    ],
    [
      'no issued_token_type',
      jsonAnswer({ access_token: 'at', token_type: 'N_A' }),
      'the token exchange answer does not have the expected shape (issued_token_type:',
    ],
    ['not JSON', { status: 200, body: 'ok' }, 'the token answer is not JSON'],
    [
      'larger than the limit',
      jsonAnswer({ access_token: 'x'.repeat(4096), issued_token_type: ID_JAG, token_type: 'N_A' }),
      'the answer is more than the 2 KiB read',
    ],
  ])('refuses an exchange answer with %s, before the second step', async (_name, answer, problem) => {
    world.idpAnswer = answer;
    await expect(begin(config(), { maxBytes: 2048, timeoutMs: 10_000 })).rejects.toThrow(problem);
    expect(sent('/token')).toEqual([]);
  });

  it('refuses a token answer without an access_token', async () => {
    world.tokenAnswer = jsonAnswer({ token_type: 'Bearer' });
    await expect(begin(config())).rejects.toThrow('the token answer does not have the expected shape');
  });
});
