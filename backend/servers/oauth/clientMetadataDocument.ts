// This client's Client ID Metadata Document (MCP 2025-11-25, "Client ID Metadata Documents";
// docs/any-server.md, "Authorization"): where an authorization server supports it, the client_id is
// the HTTPS URL of this document and no registration happens. The backend serves it at
// /oauth/client-metadata.json; GROOVYMCP_CLIENT_METADATA_URL names the URL it is published at
// (this backend behind HTTPS, or a copy of it hosted elsewhere), which the document repeats as its
// client_id, as the draft requires.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OAUTH_CALLBACK_PATH } from '../../../src/contracts';
import { HttpError, sendJson } from '../../http/httpError';

/** The callback on each loopback name the page may use with this port. */
export function callbackUris(port: number): string[] {
  return ['127.0.0.1', 'localhost', '[::1]'].map((host) => `http://${host}:${port}/${OAUTH_CALLBACK_PATH}`);
}

/**
 * The redirect URIs the document lists: the loopback callbacks, and the callback at the origin the
 * document is published at (this backend behind HTTPS: the page is then on that origin, and its
 * callback there must be listed or the authorization server refuses it).
 */
export function documentRedirectUris(url: string, port: number): string[] {
  const published = new URL(`/${OAUTH_CALLBACK_PATH}`, url).href;
  return [...callbackUris(port), published];
}

export function clientMetadataDocument(url: string, port: number): Record<string, unknown> {
  return {
    client_id: url,
    client_name: 'groovymcp playground',
    redirect_uris: documentRedirectUris(url, port),
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    // A public client: PKCE protects the code, and the document holds no secret.
    token_endpoint_auth_method: 'none',
  };
}

export function handleClientMetadataRoute(
  req: IncomingMessage,
  res: ServerResponse,
  options: { url: string | undefined; port: number },
): void {
  if (req.method !== 'GET') throw new HttpError(405, 'methodNotAllowed', 'use GET', { Allow: 'GET' });
  if (options.url === undefined) {
    throw new HttpError(
      404,
      'notFound',
      'no client metadata document: set GROOVYMCP_CLIENT_METADATA_URL to the https URL it is published at',
    );
  }
  sendJson(res, 200, clientMetadataDocument(options.url, options.port));
}
