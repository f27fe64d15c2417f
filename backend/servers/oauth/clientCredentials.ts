// Machine-to-machine authorization (SEP-1046, the io.modelcontextprotocol/oauth-client-credentials
// extension; docs/any-server.md, "Authorization"): a client named in the config gets its token with
// the client_credentials grant, no person and no browser, authenticating with its secret
// (client_secret_basic or _post, as the server lists) or with a JWT signed by its private key
// (private_key_jwt, RFC 7523). The token request is the SDK's own, through its providers.
import {
  ClientCredentialsProvider,
  PrivateKeyJwtProvider,
} from '@modelcontextprotocol/sdk/client/auth-extensions.js';
import { fetchToken } from '@modelcontextprotocol/sdk/client/auth.js';
import type { AuthorizationServerMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { OAuthClientConfig } from '../serversConfig';
import { sameIdentifier } from './metadataChecks';
import type { Discovered } from './oauthFlow';
import type { StepLog } from './stepLog';

/**
 * The config asks for it, or names a client with a secret or a key for an authorization server that
 * offers client_credentials and not the authorization code.
 */
export function usesClientCredentials(
  config: OAuthClientConfig | undefined,
  metadata: AuthorizationServerMetadata | undefined,
): config is OAuthClientConfig {
  if (config === undefined) return false;
  if (config.grant !== undefined) return config.grant === 'client_credentials';
  const grants = metadata?.grant_types_supported ?? [];
  const hasCredential = config.clientSecret !== undefined || config.privateKey !== undefined;
  return hasCredential && grants.includes('client_credentials') && !grants.includes('authorization_code');
}

/** The JWT algorithm: the config's, else the first the server lists, else RS256. */
function algorithmFor(config: OAuthClientConfig, metadata: AuthorizationServerMetadata | undefined): string {
  return (
    config.signingAlgorithm ?? metadata?.token_endpoint_auth_signing_alg_values_supported?.[0] ?? 'RS256'
  );
}

export function clientCredentialsTokens(
  config: OAuthClientConfig,
  found: Discovered,
  log: StepLog,
  fetchFn: FetchLike,
): Promise<OAuthTokens> {
  const scope = found.scope;
  // The credentials go only to this issuer: the config's when it pins one (oauth.issuer), else the
  // one discovery found, which the log says, since the MCP server chose it.
  const expectedIssuer = config.issuer ?? found.metadata?.issuer ?? found.authorizationServer;
  if (config.issuer === undefined)
    log.note(
      `The credentials go to ${expectedIssuer}, the authorization server the MCP server names; set oauth.issuer to pin it.`,
    );
  // Compared as the metadata check compares issuers: `https://as.example` and `…/` are one issuer.
  else if (found.metadata === undefined || !sameIdentifier(found.metadata.issuer, config.issuer))
    throw new Error(
      `the authorization server is ${found.metadata?.issuer ?? found.authorizationServer}, not the configured issuer ${config.issuer}`,
    );
  let provider;
  if (config.privateKey !== undefined) {
    const algorithm = algorithmFor(config, found.metadata);
    log.phase = 'Token request (client credentials, private_key_jwt)';
    log.note(`Signing a client assertion with the configured private key (${algorithm}).`);
    provider = new PrivateKeyJwtProvider({
      clientId: config.clientId,
      privateKey: config.privateKey,
      algorithm,
      scope,
      expectedIssuer,
    });
  } else if (config.clientSecret !== undefined) {
    log.phase = 'Token request (client credentials)';
    provider = new ClientCredentialsProvider({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      scope,
      expectedIssuer,
    });
  } else {
    throw new Error('client_credentials needs a clientSecret or a privateKey in the config');
  }
  return fetchToken(provider, found.authorizationServer, {
    metadata: found.metadata,
    ...(found.resource === undefined ? {} : { resource: found.resource }),
    fetchFn,
  });
}
