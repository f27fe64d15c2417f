// How an Authorize begins (docs/any-server.md, "Authorization"): discovery first, then either the
// browser's authorization code flow (an authorization URL for the popup) or, for a client that
// authorizes as itself, the client_credentials token at once.
import type { OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { clientCredentialsTokens, usesClientCredentials } from './clientCredentials';
import {
  authorizationRequest,
  discover,
  type AuthorizationContext,
  type FlowOptions,
  type StartedAuthorization,
} from './oauthFlow';
import { recordingFetch } from './recordingFetch';

export type Begun =
  | { readonly kind: 'browser'; readonly started: StartedAuthorization }
  | { readonly kind: 'tokens'; readonly context: AuthorizationContext; readonly tokens: OAuthTokens };

export async function beginFlow(options: FlowOptions): Promise<Begun> {
  const fetchFn = recordingFetch(options.log, options.fetch);
  const found = await discover(options, fetchFn);
  const config = options.server.oauth;
  if (!usesClientCredentials(config, found.metadata)) {
    return { kind: 'browser', started: await authorizationRequest(options, found, fetchFn) };
  }
  const tokens = await clientCredentialsTokens(config, found, options.log, fetchFn);
  options.log.note('The client authorized as itself (client_credentials): no browser needed.');
  return {
    kind: 'tokens',
    tokens,
    context: {
      authorizationServer: found.authorizationServer,
      metadata: found.metadata,
      client: { client_id: config.clientId },
      registered: false,
      redirectUri: options.redirectUri,
      resource: found.resource,
      scope: found.scope,
    },
  };
}
