// checkIssuer, row by row (RFC 9207 section 2.4; docs/any-server.md, "Authorization").
import {
  OAuthMetadataSchema,
  type AuthorizationServerMetadata,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { describe, expect, it } from 'vitest';
import { checkIssuer } from './issuerCheck';

const ISSUER = 'https://auth.example';
/** Metadata as discovery gives it: parsed by the SDK's own schema, which must keep RFC 9207's flag. */
const metadata = (promises: boolean | undefined): AuthorizationServerMetadata =>
  OAuthMetadataSchema.parse({
    issuer: ISSUER,
    authorization_endpoint: `${ISSUER}/authorize`,
    token_endpoint: `${ISSUER}/token`,
    response_types_supported: ['code'],
    ...(promises === undefined ? {} : { authorization_response_iss_parameter_supported: promises }),
  });

describe('checkIssuer', () => {
  it.each([
    ['no metadata, no iss', null, undefined, true],
    ['no metadata, an iss (nothing to compare with)', 'https://other.example', undefined, true],
    ['no iss, not promised', null, metadata(undefined), true],
    ['no iss, promised false', null, metadata(false), true],
    ['the issuer itself', ISSUER, metadata(undefined), true],
    ['the issuer itself, promised', ISSUER, metadata(true), true],
    ['no iss although promised', null, metadata(true), false],
    ['another issuer', 'https://evil.example', metadata(undefined), false],
    ['another issuer, promised', 'https://evil.example', metadata(true), false],
    ['the issuer with a trailing slash (a simple string comparison)', `${ISSUER}/`, metadata(true), false],
    ['the issuer in other case', 'HTTPS://AUTH.EXAMPLE', metadata(undefined), false],
  ])('%s → ok %s', (_row, iss, meta, ok) => {
    expect(checkIssuer(iss, meta).ok).toBe(ok);
  });

  it('names both issuers when they differ, and says no code was exchanged', () => {
    expect(checkIssuer('https://evil.example', metadata(undefined))).toEqual({
      ok: false,
      reason:
        'the response names the issuer https://evil.example, not https://auth.example where the authorization was sent (RFC 9207: a mix-up); no code was exchanged',
    });
  });
});
