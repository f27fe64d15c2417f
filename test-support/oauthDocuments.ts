// Metadata documents for the discovery tests (docs/any-server.md, "Authorization", "What discovery
// refuses"), as JSON text: an OpenID provider's, its endpoints under `base`, naming `issuer`.

export const openIdDocument = (issuer: string, base: string = issuer, extra: object = {}): string =>
  JSON.stringify({
    issuer,
    authorization_endpoint: `${base}/authorize`,
    token_endpoint: `${base}/token`,
    jwks_uri: `${base}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    ...extra,
  });
