// What a scenario hands the client (MCP_CONFORMANCE_CONTEXT) turned into what a person would write
// in the server's config entry (docs/any-server.md, "Config"): a client registered by hand. The
// harness reads nothing else from the scenario: every behaviour comes from the config and the server.
import type { OAuthClientConfig } from '../../backend/servers/serversConfig';

export function oauthConfigFrom(contextJson: string | undefined): OAuthClientConfig | undefined {
  if (contextJson === undefined || contextJson === '') return undefined;
  const context = JSON.parse(contextJson) as Record<string, unknown>;
  const clientId = context.client_id;
  if (typeof clientId !== 'string') return undefined;
  const text = (key: string) => (typeof context[key] === 'string' ? context[key] : undefined);
  const clientSecret = text('client_secret');
  const privateKey = text('private_key_pem');
  const signingAlgorithm = text('signing_algorithm');
  const idToken = text('idp_id_token');
  const idpEndpoint = text('idp_token_endpoint');
  const idpClient = text('idp_client_id');
  const crossApp =
    idToken !== undefined && idpEndpoint !== undefined && idpClient !== undefined
      ? { crossApp: { tokenEndpoint: idpEndpoint, clientId: idpClient, idToken } }
      : {};
  return {
    ...crossApp,
    clientId,
    ...(clientSecret === undefined ? {} : { clientSecret }),
    ...(privateKey === undefined ? {} : { privateKey }),
    ...(signingAlgorithm === undefined ? {} : { signingAlgorithm }),
  };
}
