// The client_credentials grant (docs/any-server.md, "Authorization", "Machine to machine"): which
// configs choose it, and the whole grant through beginFlow against a local authorization server:
// client_secret_basic / _post as the server lists, a private_key_jwt assertion whose claims and
// signature are checked with the public key, the pinned issuer, and the answers that must fail
// clearly (an OAuth error, not JSON, no access_token, too large).
import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { beginAgainst, jsonAnswer, useTokenGrantServer } from '../../../test-support/tokenGrantServer';
import type { OAuthClientConfig } from '../serversConfig';
import type { Begun } from './beginFlow';
import { usesClientCredentials } from './clientCredentials';
import type { FetchLimits } from './guardedFetch';

const as = useTokenGrantServer((server) => {
  server.metadata = { grant_types_supported: ['client_credentials'] };
});

const begin = (oauth: OAuthClientConfig | undefined, limits?: FetchLimits) => beginAgainst(as, oauth, limits);

const tokensOf = (begun: Begun) => (begun.kind === 'tokens' ? begun.tokens : undefined);
const tokenRequests = () => as.requests.filter((request) => request.path === '/token');

const keyPair = (type: 'rsa' | 'ec') =>
  type === 'rsa'
    ? generateKeyPairSync('rsa', { modulusLength: 2048 })
    : generateKeyPairSync('ec', { namedCurve: 'P-256' });

function decodeJwt(jwt: string) {
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  const part = (text: string) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  return { header: part(header), claims: part(payload), signed: `${header}.${payload}`, signature };
}

/** RS256 / ES256 checked with node:crypto and the public key alone. */
function signatureValid(jwt: string, publicKey: KeyObject): boolean {
  const { header, signed, signature } = decodeJwt(jwt);
  return verify(
    'sha256',
    Buffer.from(signed),
    {
      key: publicKey,
      ...(String(header.alg).startsWith('ES') ? { dsaEncoding: 'ieee-p1363' as const } : {}),
    },
    Buffer.from(signature, 'base64url'),
  );
}

describe('usesClientCredentials: which configs choose the grant', () => {
  const ccOnly = { grant_types_supported: ['client_credentials'] } as never;
  const both = { grant_types_supported: ['authorization_code', 'client_credentials'] } as never;
  it.each([
    ['no oauth config', undefined, ccOnly, false],
    [
      'grant client_credentials, whatever the server lists',
      { clientId: 'c', grant: 'client_credentials' },
      both,
      true,
    ],
    [
      'grant authorization_code, even where the server offers only client_credentials',
      { clientId: 'c', clientSecret: 's', grant: 'authorization_code' },
      ccOnly,
      false,
    ],
    [
      'a secret, and the server offers only client_credentials',
      { clientId: 'c', clientSecret: 's' },
      ccOnly,
      true,
    ],
    [
      'a private key, and the server offers only client_credentials',
      { clientId: 'c', privateKey: 'k' },
      ccOnly,
      true,
    ],
    [
      'a secret, but the server offers the authorization code too',
      { clientId: 'c', clientSecret: 's' },
      both,
      false,
    ],
    ['no credential at all', { clientId: 'c' }, ccOnly, false],
    ['a secret, and no metadata', { clientId: 'c', clientSecret: 's' }, undefined, false],
  ] as const)('%s', (_name, config, metadata, expected) => {
    expect(usesClientCredentials(config as OAuthClientConfig | undefined, metadata)).toBe(expected);
  });
});

describe('client_credentials against a local authorization server', () => {
  it('sends the secret with client_secret_basic by default and returns the tokens without a browser', async () => {
    const begun = await begin({ clientId: 'svc', clientSecret: 's3cret', scope: 'mcp:read' });
    expect(begun.kind).toBe('tokens');
    expect(tokensOf(begun)).toMatchObject({ access_token: 'at-1', token_type: 'Bearer' });
    const [request] = tokenRequests();
    expect(request?.form.get('grant_type')).toBe('client_credentials');
    expect(request?.form.get('scope')).toBe('mcp:read');
    expect(request?.form.get('resource')).toBe(as.url);
    expect(request?.form.has('client_secret')).toBe(false);
    const basic = Buffer.from(String(request?.headers.authorization).replace(/^Basic /, ''), 'base64');
    expect(basic.toString('utf8')).toBe('svc:s3cret');
  });

  it('sends the secret in the form where the server lists only client_secret_post', async () => {
    as.metadata = { ...as.metadata, token_endpoint_auth_methods_supported: ['client_secret_post'] };
    await begin({ clientId: 'svc', clientSecret: 'pw', grant: 'client_credentials' });
    const [request] = tokenRequests();
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.form.get('client_id')).toBe('svc');
    expect(request?.form.get('client_secret')).toBe('pw');
  });

  it.each([
    ['RS256 by default', 'rsa', {}, {}, 'RS256'],
    [
      'the algorithm the server lists first',
      'ec',
      {},
      { token_endpoint_auth_signing_alg_values_supported: ['ES256'] },
      'ES256',
    ],
    [
      'the configured algorithm over the server’s',
      'ec',
      { signingAlgorithm: 'ES256' },
      { token_endpoint_auth_signing_alg_values_supported: ['RS256'] },
      'ES256',
    ],
  ] as const)('signs a private_key_jwt assertion: %s', async (_name, type, config, metadata, alg) => {
    const pair = keyPair(type);
    const pem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    as.metadata = { ...as.metadata, ...metadata };
    const before = Math.floor(Date.now() / 1000);
    const begun = await begin({ clientId: 'svc', privateKey: pem, ...config });
    expect(tokensOf(begun)?.access_token).toBe('at-1');
    const [request] = tokenRequests();
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.form.get('grant_type')).toBe('client_credentials');
    expect(request?.form.get('client_assertion_type')).toBe(
      'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    );
    const assertion = String(request?.form.get('client_assertion'));
    const { header, claims } = decodeJwt(assertion);
    expect(header.alg).toBe(alg);
    expect(claims).toMatchObject({ iss: 'svc', sub: 'svc', aud: as.origin });
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.exp - claims.iat).toBe(300);
    expect(typeof claims.jti).toBe('string');
    expect(signatureValid(assertion, pair.publicKey)).toBe(true);
    const other = keyPair(type);
    expect(signatureValid(assertion, other.publicKey)).toBe(false);
  });

  it('goes on where the pinned issuer is the server’s, and refuses another before sending anything', async () => {
    await expect(begin({ clientId: 'svc', clientSecret: 'pw', issuer: as.origin })).resolves.toMatchObject({
      kind: 'tokens',
    });
    // The same issuer written with the empty path as "/" (RFC 3986 equivalence, as discovery compares).
    await expect(
      begin({ clientId: 'svc', clientSecret: 'pw', issuer: `${as.origin}/` }),
    ).resolves.toMatchObject({ kind: 'tokens' });
    as.requests.length = 0;
    await expect(
      begin({ clientId: 'svc', clientSecret: 'pw', issuer: 'https://auth.example.com' }),
    ).rejects.toThrow(
      `the authorization server is ${as.origin}, not the configured issuer https://auth.example.com`,
    );
    expect(tokenRequests()).toEqual([]);
  });

  it('says the token endpoint’s OAuth error', async () => {
    as.tokenAnswer = jsonAnswer({ error: 'invalid_client', error_description: 'unknown client svc' }, 401);
    await expect(begin({ clientId: 'svc', clientSecret: 'pw' })).rejects.toThrow('unknown client svc');
  });

  it.each([
    ['not JSON', { status: 200, body: '<html>hello</html>' }, 'the token answer is not JSON'],
    [
      'JSON without an access_token',
      jsonAnswer({ token_type: 'Bearer' }),
      'the token answer does not have the expected shape (access_token:',
    ],
    [
      'larger than the limit',
      jsonAnswer({ access_token: 'x'.repeat(4096), token_type: 'Bearer' }),
      'the answer is more than the 2 KiB read',
    ],
  ])('refuses an answer that is %s', async (_name, answer, problem) => {
    as.tokenAnswer = answer;
    await expect(
      begin({ clientId: 'svc', clientSecret: 'pw' }, { maxBytes: 2048, timeoutMs: 10_000 }),
    ).rejects.toThrow(problem);
  });
});
