// The metadata checks, row by row (RFC 9728 §3.3, RFC 8414 §3.3; docs/any-server.md,
// "Authorization", "What discovery refuses"): a refusal's reason never quotes the document.
import { describe, expect, it } from 'vitest';
import { openIdDocument } from '../../../test-support/oauthDocuments';
import { checkAuthorizationServerMetadata, checkResourceMetadata, sameIdentifier } from './metadataChecks';

const SECRET = 'SECRET-7f3c9a1e-never-shown';
const SERVER = 'https://mcp.example.com/mcp';
const ISSUER = 'https://auth.example.com';

const resourceDoc = (resource: unknown, extra: object = {}): string =>
  JSON.stringify({ resource, authorization_servers: [ISSUER], ...extra });

const asDoc = (issuer: unknown, extra: object = {}): string =>
  JSON.stringify({
    issuer,
    authorization_endpoint: `${ISSUER}/authorize`,
    token_endpoint: `${ISSUER}/token`,
    response_types_supported: ['code'],
    ...extra,
  });

const oidcDoc = (issuer: string): string => openIdDocument(issuer, ISSUER);

describe('checkResourceMetadata', () => {
  it.each([
    ['the server URL itself', resourceDoc(SERVER), true],
    [
      'the same URL in other case and with the default port',
      resourceDoc('HTTPS://MCP.EXAMPLE.COM:443/mcp'),
      true,
    ],
    ['another path', resourceDoc('https://mcp.example.com/other'), false],
    ['a parent path (identical is required)', resourceDoc('https://mcp.example.com/'), false],
    ['a trailing slash', resourceDoc(`${SERVER}/`), false],
    ['another host', resourceDoc('https://evil.example/mcp'), false],
    ['http instead of https', resourceDoc('http://mcp.example.com/mcp'), false],
    ['no resource', JSON.stringify({ authorization_servers: [ISSUER] }), false],
    ['a resource that is no URL', resourceDoc(SECRET), false],
    [
      'an authorization server that is no URL',
      resourceDoc(SERVER, { authorization_servers: [SECRET] }),
      false,
    ],
    ['an array', '[]', false],
    ['text, not JSON', SECRET, false],
    ['an HTML page', `<html>${SECRET}</html>`, false],
  ])('%s → ok %s', (_, text, ok) => {
    const checked = checkResourceMetadata(text, SERVER);
    expect(checked.ok).toBe(ok);
    if (!checked.ok) expect(checked.reason).not.toContain(SECRET);
  });

  it('says which resource was expected, and nothing of the document', () => {
    expect(checkResourceMetadata(resourceDoc(`https://mcp.example.com/${SECRET}`), SERVER)).toEqual({
      ok: false,
      reason:
        'the protected resource metadata describes another resource than https://mcp.example.com/mcp (RFC 9728 §3.3)',
    });
    expect(checkResourceMetadata(SECRET, SERVER)).toEqual({
      ok: false,
      reason: 'the protected resource metadata is not JSON',
    });
  });
});

describe('checkAuthorizationServerMetadata', () => {
  it.each([
    ['the issuer', asDoc(ISSUER), 'oauth', true],
    ['the issuer with the "/" of an empty path', asDoc(`${ISSUER}/`), 'oauth', true],
    ['another issuer', asDoc('https://evil.example'), 'oauth', false],
    ['an issuer with a path', asDoc(`${ISSUER}/tenant`), 'oauth', false],
    ['no issuer', asDoc(undefined), 'oauth', false],
    ['no token endpoint', asDoc(ISSUER, { token_endpoint: undefined }), 'oauth', false],
    [
      'a javascript: endpoint',
      asDoc(ISSUER, { authorization_endpoint: 'javascript:alert(1)' }),
      'oauth',
      false,
    ],
    ['OpenID metadata of the issuer', oidcDoc(ISSUER), 'oidc', true],
    ['OpenID metadata without jwks_uri', asDoc(ISSUER), 'oidc', false],
    ['OpenID metadata of another issuer', oidcDoc('https://evil.example'), 'oidc', false],
    ['text, not JSON', SECRET, 'oauth', false],
  ] as const)('%s → ok %s', (_, text, type, ok) => {
    const checked = checkAuthorizationServerMetadata(text, ISSUER, type);
    expect(checked.ok).toBe(ok);
    if (!checked.ok) expect(checked.reason).not.toContain(SECRET);
  });

  it.each([
    ['an issuer with a path on the same origin', `${ISSUER}/oauth`, true],
    ['the origin itself', ISSUER, true],
    ['another origin', 'https://evil.example/oauth', false],
    ['another port of the same host', `${ISSUER}:8443/oauth`, false],
  ])('MCP 2025-03-26 fallback, %s → ok %s', (_, issuer, ok) => {
    expect(checkAuthorizationServerMetadata(asDoc(issuer), `${ISSUER}/`, 'oauth', true).ok).toBe(ok);
    // Only the fallback takes a path on the same origin.
    if (issuer.endsWith('/oauth'))
      expect(checkAuthorizationServerMetadata(asDoc(issuer), ISSUER, 'oauth').ok).toBe(false);
  });

  it('names the issuer it expected and the rule', () => {
    expect(checkAuthorizationServerMetadata(asDoc('https://evil.example'), ISSUER, 'oauth')).toEqual({
      ok: false,
      reason: `the metadata names another issuer than ${ISSUER}, where it was fetched from (RFC 8414 §3.3)`,
    });
  });
});

describe('sameIdentifier', () => {
  it.each([
    ['https://a.example', 'https://a.example/', true],
    ['https://a.example/x', 'https://a.example/x/', false],
    ['https://A.example:443/x', 'https://a.example/x', true],
    ['not a url', 'not a url', false],
  ])('%s, %s → %s', (a, b, same) => {
    expect(sameIdentifier(a, b)).toBe(same);
  });
});
