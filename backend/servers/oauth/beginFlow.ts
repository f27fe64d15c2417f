// How an Authorize begins (docs/any-server.md, "Authorization"): discovery first, then either the
// browser's authorization code flow (an authorization URL for the popup) or, for a client that
// authorizes as itself, the client_credentials token at once.
import type { OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { clientCredentialsTokens, usesClientCredentials } from './clientCredentials';
import { crossAppAccessTokens } from './crossAppAccess';
import {
  authorizationRequest,
  discover,
  type AuthorizationContext,
  type Discovered,
  type FlowOptions,
  type StartedAuthorization,
  tokenFetch,
} from './oauthFlow';

export type Begun =
  | { readonly kind: 'browser'; readonly started: StartedAuthorization }
  | { readonly kind: 'tokens'; readonly context: AuthorizationContext; readonly tokens: OAuthTokens };

export async function beginFlow(options: FlowOptions): Promise<Begun> {
  const found = await discover(options);
  const fetchFn = tokenFetch(options.server.url, options.log, options.guard);
  const config = options.server.oauth;
  if (config?.crossApp !== undefined) {
    const tokens = await crossAppAccessTokens(
      { ...config, crossApp: config.crossApp },
      found,
      options.log,
      fetchFn,
    );
    options.log.note('The identity provider granted the access (cross-app access): no browser needed.');
    return { kind: 'tokens', tokens, context: withoutBrowser(options, found, config.clientId) };
  }
  if (usesClientCredentials(config, found.metadata)) {
    const tokens = await clientCredentialsTokens(config, found, options.log, fetchFn);
    options.log.note('The client authorized as itself (client_credentials): no browser needed.');
    return { kind: 'tokens', tokens, context: withoutBrowser(options, found, config.clientId) };
  }
  return { kind: 'browser', started: await authorizationRequest(options, found) };
}

/** What a refresh needs after a grant without a browser: the configured client, nothing registered. */
function withoutBrowser(options: FlowOptions, found: Discovered, clientId: string): AuthorizationContext {
  return {
    serverUrl: options.server.url,
    authorizationServer: found.authorizationServer,
    metadata: found.metadata,
    client: { client_id: clientId },
    registered: false,
    redirectUri: options.redirectUri,
    resource: found.resource,
    scope: found.scope,
  };
}
