// Which client the authorization flow acts as (docs/any-server.md, "Authorization"): the one named
// in the config, else this client's metadata document URL where the server takes one (CIMD), else
// the one registered before for the same server and redirect URI, else a new public client
// registered dynamically (RFC 7591) — its answer checked before it is used (answerChecks.ts).
import { registerClient } from '@modelcontextprotocol/sdk/client/auth.js';
import type {
  AuthorizationServerMetadata,
  OAuthClientInformationMixed,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { registrationAnswer } from './answerChecks';
import { documentRedirectUris } from './clientMetadataDocument';
import type { FlowOptions } from './flowTypes';
import { recordingFetch } from './recordingFetch';

const CLIENT_NAME = 'groovymcp playground';

export async function clientFor(
  options: FlowOptions,
  authorizationServer: string,
  metadata: AuthorizationServerMetadata | undefined,
  scope: string | undefined,
  fetchFn: FetchLike,
): Promise<{ client: OAuthClientInformationMixed; registered: boolean }> {
  const configured = options.server.oauth;
  options.log.phase = 'Client registration (RFC 7591)';
  if (configured !== undefined) {
    options.log.note(`Using the client named in the config (${configured.clientId}); no registration.`);
    return {
      client: {
        client_id: configured.clientId,
        ...(configured.clientSecret === undefined ? {} : { client_secret: configured.clientSecret }),
      },
      registered: false,
    };
  }
  // A Client ID Metadata Document needs no registration: its URL is the client_id (MCP 2025-11-25,
  // "Client ID Metadata Documents"), preferred over DCR where the server takes one.
  if (options.clientMetadataUrl !== undefined && metadata?.client_id_metadata_document_supported === true) {
    // The authorization server accepts only a redirect URI the document lists; for any other (a
    // page on a host the document does not name) registering is the way that can still work.
    const port = Number(new URL(options.redirectUri).port);
    if (documentRedirectUris(options.clientMetadataUrl, port).includes(options.redirectUri)) {
      options.log.note(
        `Using this client's metadata document as its client_id (${options.clientMetadataUrl}).`,
      );
      return { client: { client_id: options.clientMetadataUrl }, registered: false };
    }
    options.log.note(
      `The metadata document does not list the redirect URI ${options.redirectUri}; registering instead.`,
    );
  }
  const previous = options.previous;
  if (
    previous?.registered &&
    previous.authorizationServer === authorizationServer &&
    previous.redirectUri === options.redirectUri
  ) {
    options.log.note(`Reusing the client registered before (${previous.client.client_id}).`);
    return { client: previous.client, registered: true };
  }
  if (metadata !== undefined && metadata.registration_endpoint === undefined) {
    throw new Error(
      `the authorization server offers no dynamic client registration: name a client in the config ("oauth": {"clientId": …})`,
    );
  }
  const client = await registerClient(authorizationServer, {
    metadata,
    clientMetadata: {
      client_name: CLIENT_NAME,
      redirect_uris: [options.redirectUri],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      // A public client: the backend keeps no secret it did not need; PKCE protects the code.
      token_endpoint_auth_method: 'none',
    },
    ...(scope === undefined ? {} : { scope }),
    fetchFn: recordingFetch(options.log, fetchFn, registrationAnswer),
  });
  options.log.note(`Registered as ${client.client_id}.`);
  return { client, registered: true };
}
