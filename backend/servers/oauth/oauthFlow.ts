// The MCP authorization flow (docs/any-server.md, "Authorization"; MCP 2025-06-18 / 2025-11-25
// "Authorization"), step by step with the official SDK's functions, each given a recording fetch so
// the step log shows every exchange: the unauthenticated request and its 401 challenge, protected
// resource metadata (RFC 9728), authorization server metadata (RFC 8414 / OpenID discovery), dynamic
// client registration (RFC 7591) unless the config names a client, then PKCE (S256) and the
// authorization URL with `resource` (RFC 8707). The code exchange and refresh come later. Every URL
// the server named (metadata, registration, token) is fetched through guardedFetch and its answer
// checked before it is used or shown ("What discovery refuses"); only the probe of the configured
// URL itself goes out as the config says.
import {
  exchangeAuthorization,
  refreshAuthorization,
  selectResourceURL,
  startAuthorization,
  type OAuthClientProvider,
} from '@modelcontextprotocol/sdk/client/auth.js';
import type {
  AuthorizationServerMetadata,
  OAuthProtectedResourceMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { parseBearerChallenge, type BearerChallenge } from '../../../src/contracts';
import { tokenAnswer } from './answerChecks';
import { clientFor } from './clientRegistration';
import type { AuthorizationContext, FlowOptions, StartedAuthorization } from './flowTypes';
import { guardedFetch, type FetchGuard } from './guardedFetch';
import { discoverAuthorizationServer, discoverResourceMetadata } from './metadataDiscovery';
import { recordingFetch } from './recordingFetch';
import type { StepLog } from './stepLog';

export type { AuthorizationContext, FlowOptions, StartedAuthorization };

// selectResourceURL asks a provider only whether it validates resources itself; this one does not.
const NO_RESOURCE_VALIDATION = {} as OAuthClientProvider;

/** The server's answer to a request without a token: its 401 challenge, if it gives one. */
async function probe(options: FlowOptions, fetchFn: FetchLike): Promise<BearerChallenge | undefined> {
  options.log.phase = 'MCP request without a token';
  const response = await fetchFn(options.server.url, {
    method: 'POST',
    headers: {
      ...options.server.headers,
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'groovymcp-oauth-probe', version: '1' },
      },
    }),
  });
  await response.body?.cancel();
  const challenge = parseBearerChallenge(response.headers.get('www-authenticate'));
  options.log.note(
    response.status === 401
      ? `The server asks for authorization (401)${challenge?.resourceMetadata ? `; its metadata is at ${challenge.resourceMetadata}` : ''}${challenge?.scope ? `; scope "${challenge.scope}"` : ''}.`
      : `The server answered ${response.status} without a token; authorizing anyway.`,
  );
  return challenge;
}

async function resourceMetadata(
  options: FlowOptions,
  challenge: BearerChallenge | undefined,
  fetchFn: FetchLike,
): Promise<OAuthProtectedResourceMetadata | undefined> {
  options.log.phase = 'Protected resource metadata (RFC 9728)';
  const found = await discoverResourceMetadata(
    options.server.url,
    challenge?.resourceMetadata,
    fetchFn,
    options.log,
  );
  // MCP 2025-03-26 servers have none: their own origin is then the authorization server. A document
  // that was there but refused is not "none": discovery stopped with its reason.
  if (found === undefined) options.log.note("No protected resource metadata; trying the server's origin.");
  return found;
}

/** What discovery found: where to authorize, with which scope, for which resource. */
export interface Discovered {
  readonly authorizationServer: string;
  readonly metadata: AuthorizationServerMetadata | undefined;
  readonly scope: string | undefined;
  /** The `resource` parameter (RFC 8707), as the resource metadata wrote it. */
  readonly resource: string | undefined;
  /** The guarded fetch every later request of the flow goes through. */
  readonly fetchFn: FetchLike;
}

/** The challenge, the resource's metadata and its authorization server's: steps 1–3 of every grant. */
export async function discover(options: FlowOptions): Promise<Discovered> {
  const challenge = await probe(options, recordingFetch(options.log, options.fetch));
  const fetchFn = guardedFetch({ serverUrl: options.server.url, ...options.guard });
  const resourceMeta = await resourceMetadata(options, challenge, fetchFn);
  const authorizationServer =
    resourceMeta?.authorization_servers?.[0] ?? new URL('/', options.server.url).href;

  options.log.phase = 'Authorization server metadata (RFC 8414 / OpenID)';
  // Without protected resource metadata (MCP 2025-03-26) the server's origin is its own authorization
  // server, and its metadata may name an issuer with a path there.
  const legacy = resourceMeta?.authorization_servers?.[0] === undefined;
  const metadata = await discoverAuthorizationServer(authorizationServer, fetchFn, options.log, legacy);
  if (metadata === undefined) {
    options.log.note(
      `No metadata at ${authorizationServer}; using its default endpoints (/authorize, /token, /register).`,
    );
  } else if (!(metadata.code_challenge_methods_supported ?? []).includes('S256')) {
    // MCP requires S256; a server that does not list it may still accept it, so go on and say so.
    options.log.note(
      'The metadata does not list S256 in code_challenge_methods_supported; trying it anyway.',
      true,
    );
  }

  // The scope: the one a 403 asked for (step-up), else the config's, else the one the 401 asked
  // for, else what the resource supports.
  const scope =
    options.scope ??
    options.server.oauth?.scope ??
    challenge?.scope ??
    resourceMeta?.scopes_supported?.join(' ');
  const resource = await selectResourceURL(options.server.url, NO_RESOURCE_VALIDATION, resourceMeta);
  // Sent as the metadata wrote it (the SDK's own auth() does the same: a URL's href may add a "/").
  return {
    authorizationServer,
    metadata,
    scope,
    resource: resourceMeta?.resource ?? resource?.href,
    fetchFn,
  };
}

/** Discovery, registration and the authorization URL: what `POST /api/oauth/<name>/start` does. */
export async function startFlow(options: FlowOptions): Promise<StartedAuthorization> {
  return authorizationRequest(options, await discover(options));
}

/** Registration (or the configured client) and the authorization URL, after discovery. */
export async function authorizationRequest(
  options: FlowOptions,
  { authorizationServer, metadata, scope, resource: resourceParam, fetchFn }: Discovered,
): Promise<StartedAuthorization> {
  const { client, registered } = await clientFor(options, authorizationServer, metadata, scope, fetchFn);

  options.log.phase = 'Authorization request (PKCE S256)';
  const { authorizationUrl, codeVerifier } = await startAuthorization(authorizationServer, {
    metadata,
    clientInformation: client,
    redirectUrl: options.redirectUri,
    state: options.state,
    ...(scope === undefined ? {} : { scope }),
    ...(resourceParam === undefined ? {} : { resource: resourceParam }),
  });
  options.log.note(
    `Opening the authorization URL in a popup: ${authorizationUrl.origin}${authorizationUrl.pathname}` +
      `${resourceParam ? ` for the resource ${resourceParam}` : ''}${scope ? `, scope "${scope}"` : ''}.`,
  );
  return {
    context: {
      serverUrl: options.server.url,
      authorizationServer,
      metadata,
      client,
      registered,
      redirectUri: options.redirectUri,
      resource: resourceParam,
      scope,
    },
    authorizationUrl: authorizationUrl.href,
    codeVerifier,
  };
}

/** A token endpoint's fetch: guarded, and recorded only once the answer is a token or an OAuth error. */
export function tokenFetch(serverUrl: string, log: StepLog, guard?: FetchGuard): FetchLike {
  return recordingFetch(log, guardedFetch({ serverUrl, ...guard }), tokenAnswer);
}

/** What both token requests (code exchange, refresh) send: the same client, resource and guarded, recorded fetch. */
function tokenEndpointOptions(context: AuthorizationContext, log: StepLog, guard?: FetchGuard) {
  return {
    metadata: context.metadata,
    clientInformation: context.client,
    ...(context.resource === undefined ? {} : { resource: context.resource }),
    fetchFn: tokenFetch(context.serverUrl, log, guard),
  };
}

/** The code the callback brought, exchanged for tokens. */
export function exchangeCode(
  context: AuthorizationContext,
  code: string,
  codeVerifier: string,
  log: StepLog,
  guard?: FetchGuard,
): Promise<OAuthTokens> {
  log.phase = 'Token request (authorization code)';
  return exchangeAuthorization(context.authorizationServer, {
    ...tokenEndpointOptions(context, log, guard),
    authorizationCode: code,
    codeVerifier,
    redirectUri: context.redirectUri,
  });
}

export function refreshTokens(
  context: AuthorizationContext,
  refreshToken: string,
  log: StepLog,
  guard?: FetchGuard,
): Promise<OAuthTokens> {
  log.phase = 'Token refresh';
  return refreshAuthorization(context.authorizationServer, {
    ...tokenEndpointOptions(context, log, guard),
    refreshToken,
  });
}
