// The shapes the steps of the authorization flow pass along (oauthFlow.ts): what a flow is given,
// and what discovery and registration found for the code exchange and every refresh.
import type {
  AuthorizationServerMetadata,
  OAuthClientInformationMixed,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { HttpServer } from '../serversConfig';
import type { FetchGuard } from './guardedFetch';
import type { StepLog } from './stepLog';

/** What the code exchange and every refresh need, found once by discovery. */
export interface AuthorizationContext {
  /** The configured MCP server's URL: what decides where the token requests may go. */
  readonly serverUrl: string;
  readonly authorizationServer: string;
  readonly metadata: AuthorizationServerMetadata | undefined;
  readonly client: OAuthClientInformationMixed;
  /** Whether the client was registered by this flow (DCR) rather than named in the config. */
  readonly registered: boolean;
  /** The redirect URI the client was registered with and the authorization request named. */
  readonly redirectUri: string;
  readonly resource: string | undefined;
  readonly scope: string | undefined;
}

export interface StartedAuthorization {
  readonly context: AuthorizationContext;
  readonly authorizationUrl: string;
  readonly codeVerifier: string;
}

export interface FlowOptions {
  readonly server: HttpServer;
  readonly redirectUri: string;
  readonly state: string;
  readonly log: StepLog;
  /** A client registered earlier for this server, reused while its redirect URI still fits. */
  readonly previous?: AuthorizationContext | undefined;
  /** The scope a 403 `insufficient_scope` asked for: it wins over the config's. */
  readonly scope?: string;
  /** This client's metadata document URL (CIMD), used as its client_id where the server takes one. */
  readonly clientMetadataUrl?: string;
  /** The probe's fetch (to the configured URL); tests give one that answers as a server would. */
  readonly fetch?: FetchLike;
  /** DNS and bounds for every other request (tests give a lookup that answers without DNS). */
  readonly guard?: FetchGuard;
}
