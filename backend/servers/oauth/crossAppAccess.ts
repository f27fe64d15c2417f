// Cross-app access (SEP-990, enterprise-managed authorization; docs/any-server.md, "Authorization"):
// the person's identity provider, not a consent page, grants the access. The ID token the person's
// SSO gave them (named in the config) is exchanged at the identity provider for an identity
// assertion grant, an ID-JAG (RFC 8693 token exchange), which the MCP server's authorization server
// takes in a JWT bearer grant (RFC 7523) from the configured client. Written here because the SDK
// has no such grant; its schemas still parse each answer and its parser reads each error.
import { parseErrorResponse } from '@modelcontextprotocol/sdk/client/auth.js';
import { OAuthTokensSchema, type OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { z } from 'zod';
import type { CrossAppConfig, OAuthClientConfig } from '../serversConfig';
import { parseDocument, type Schema } from './metadataChecks';
import type { Discovered } from './oauthFlow';
import type { StepLog } from './stepLog';

const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const ID_JAG = 'urn:ietf:params:oauth:token-type:id-jag';
const ID_TOKEN = 'urn:ietf:params:oauth:token-type:id_token';

const ExchangeAnswer = z.object({ access_token: z.string().min(1), issued_token_type: z.literal(ID_JAG) });

/** The answer's body as `schema` reads it; otherwise an error that says what was wrong, not zod's dump. */
async function post<T>(
  answer: { schema: Schema<T>; what: string },
  fetchFn: FetchLike,
  url: string,
  form: Record<string, string | undefined>,
  headers: Record<string, string> = {},
): Promise<T> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) if (value !== undefined) body.set(key, value);
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', ...headers },
    body,
  });
  if (!response.ok) throw await parseErrorResponse(response);
  const parsed = parseDocument(await response.text(), answer.schema, answer.what);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.value;
}

/** RFC 6749 §2.3.1: each part form-encoded before the base64. */
function basic(clientId: string, secret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(secret)}`).toString('base64')}`;
}

export async function crossAppAccessTokens(
  config: OAuthClientConfig & { crossApp: CrossAppConfig },
  found: Discovered,
  log: StepLog,
  fetchFn: FetchLike,
): Promise<OAuthTokens> {
  const { crossApp } = config;
  // Checked first: the ID token is not handed to the identity provider for a grant that cannot follow.
  const clientSecret = config.clientSecret;
  if (clientSecret === undefined)
    throw new Error('cross-app access needs the client’s clientSecret in the config');
  const audience = found.metadata?.issuer ?? found.authorizationServer;
  log.phase = 'Token exchange at the identity provider (RFC 8693)';
  log.note(`Exchanging the configured ID token for an ID-JAG for ${audience}.`);
  const exchanged = await post(
    { schema: ExchangeAnswer, what: 'the token exchange answer' },
    fetchFn,
    crossApp.tokenEndpoint,
    {
      grant_type: TOKEN_EXCHANGE,
      requested_token_type: ID_JAG,
      audience,
      resource: found.resource ?? undefined,
      scope: found.scope,
      subject_token: crossApp.idToken,
      subject_token_type: ID_TOKEN,
      client_id: crossApp.clientId,
      client_secret: crossApp.clientSecret,
    },
  );
  log.phase = 'JWT bearer grant (RFC 7523)';
  const tokenEndpoint = found.metadata?.token_endpoint ?? new URL('/token', found.authorizationServer).href;
  return post(
    { schema: OAuthTokensSchema, what: 'the token answer' },
    fetchFn,
    tokenEndpoint,
    {
      grant_type: JWT_BEARER,
      assertion: exchanged.access_token,
      scope: found.scope,
      resource: found.resource,
    },
    { Authorization: basic(config.clientId, clientSecret) },
  );
}
