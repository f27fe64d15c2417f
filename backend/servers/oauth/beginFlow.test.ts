// Which flow Authorize begins (docs/any-server.md, "Authorization", "Grants without a browser"): the
// config and the authorization server's metadata choose cross-app access, client_credentials or the
// browser's authorization code flow, each checked by what reached the local servers; a grant without
// a browser leaves what a refresh needs.
import { describe, expect, it } from 'vitest';
import { beginAgainst, useTokenGrantServer, UNUSED_REDIRECT } from '../../../test-support/tokenGrantServer';
import type { OAuthClientConfig } from '../serversConfig';
import type { FetchLimits } from './guardedFetch';

const world = useTokenGrantServer();

const begin = (oauth: OAuthClientConfig | undefined, limits?: FetchLimits) =>
  beginAgainst(world, oauth, limits);
const paths = () => world.requests.map((request) => request.path);

describe('beginFlow chooses the flow', () => {
  it('cross-app access when crossApp is set, even where the server offers client_credentials', async () => {
    world.metadata = { grant_types_supported: ['client_credentials'] };
    const crossApp = { tokenEndpoint: world.idpTokenEndpoint, clientId: 'i', idToken: 'id.token' };
    const begun = await begin({ clientId: 'c', clientSecret: 's', crossApp });
    expect(begun.kind).toBe('tokens');
    expect(paths()).toEqual(['/idp/token', '/token']);
    expect(world.requests[1]!.form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
  });

  it('client_credentials for a client with a secret where the server offers only that grant, leaving what a refresh needs', async () => {
    world.metadata = { grant_types_supported: ['client_credentials'] };
    const begun = await begin({ clientId: 'c', clientSecret: 's', scope: 'read' });
    expect(paths()).toEqual(['/token']);
    expect(world.requests[0]!.form.get('grant_type')).toBe('client_credentials');
    expect(begun.kind === 'tokens' ? begun.context : undefined).toMatchObject({
      serverUrl: world.url,
      authorizationServer: world.origin,
      client: { client_id: 'c' },
      registered: false,
      resource: world.url,
      scope: 'read',
      redirectUri: UNUSED_REDIRECT,
    });
  });

  it.each<[string, OAuthClientConfig | undefined, string[]]>([
    [
      'a configured client where the server offers both grants',
      { clientId: 'c', clientSecret: 's' },
      ['authorization_code', 'client_credentials'],
    ],
    [
      'grant authorization_code where the server offers only client_credentials',
      { clientId: 'c', clientSecret: 's', grant: 'authorization_code' },
      ['client_credentials'],
    ],
    ['a client without a credential', { clientId: 'c' }, ['client_credentials']],
  ])(
    'the browser’s authorization code flow for %s: nothing sent to a token endpoint',
    async (_name, oauth, grants) => {
      world.metadata = { grant_types_supported: grants };
      const begun = await begin(oauth);
      expect(begun.kind).toBe('browser');
      const url = new URL(begun.kind === 'browser' ? begun.started.authorizationUrl : '');
      expect(url.searchParams.get('client_id')).toBe('c');
      expect(url.searchParams.get('redirect_uri')).toBe(UNUSED_REDIRECT);
      expect(paths()).toEqual([]);
    },
  );
});
