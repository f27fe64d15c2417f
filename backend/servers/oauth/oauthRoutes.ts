// The OAuth routes (docs/any-server.md, "Authorization"). The page's routes, under
// /api/oauth/<name>, need the bearer token like /api/engine (and Host and Origin, checked for every
// request by the server): GET the status and step log, POST …/start, POST …/refresh, DELETE to
// forget the tokens. The callback, /api/oauth-callback, is where the authorization server sends the
// browser back: it carries no token (a redirect cannot), so the `state` this backend issued is its
// credential: unknown, expired or used states are refused before any code is exchanged.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPlainObject, OAUTH_CALLBACK_PATH, OAUTH_PATH } from '../../../src/contracts';
import { HttpError, sendJson } from '../../http/httpError';
import { readBoundedBody } from '../../http/readBoundedBody';
import { checkBearer } from '../../http/requestGuards';
import type { HttpServer, ServersConfig } from '../serversConfig';
import { callbackPage } from './callbackPage';
import type { OAuthRegistry } from './oauthRegistry';

/** A start's body is at most a scope. */
const MAX_START_BODY_BYTES = 4 * 1024;

export interface OAuthContext {
  token: string;
  servers: ServersConfig;
  oauth: OAuthRegistry;
}

export const isOAuthPath = (path: string): boolean =>
  path.startsWith(`/${OAUTH_PATH}`) || path === `/${OAUTH_CALLBACK_PATH}`;

function serverNamed(name: string, servers: ServersConfig): HttpServer {
  const server = servers.get(name);
  if (server === undefined || server.kind !== 'http') {
    throw new HttpError(404, 'notFound', 'no such Streamable HTTP server in the config');
  }
  return server;
}

/** A name that is not valid percent-encoding names no server. */
function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new HttpError(404, 'notFound', 'no such Streamable HTTP server in the config');
  }
}

const allow = (methods: string): HttpError =>
  new HttpError(405, 'methodNotAllowed', `use ${methods}`, { Allow: methods });

export async function handleOAuthRoute(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  ctx: OAuthContext,
): Promise<void> {
  if (path === `/${OAUTH_CALLBACK_PATH}`) return handleCallback(req, res, ctx);
  checkBearer(req.headers.authorization, ctx.token);
  const [rawName, action, ...rest] = path.slice(`/${OAUTH_PATH}`.length).split('/');
  if (rest.length > 0 || rawName === undefined || rawName === '')
    throw new HttpError(404, 'notFound', 'not found');
  const server = serverNamed(decodedName(rawName), ctx.servers);
  const method = req.method ?? 'GET';
  switch (action) {
    case undefined:
      if (method === 'GET') return sendJson(res, 200, ctx.oauth.status(server.name));
      if (method === 'DELETE') {
        ctx.oauth.forget(server.name);
        return sendJson(res, 200, ctx.oauth.status(server.name));
      }
      throw allow('GET, DELETE');
    case 'start': {
      if (method !== 'POST') throw allow('POST');
      // The redirect URI is on the Host the page used (already checked to be a loopback name with
      // this backend's port), so the callback page shares the page's origin and can tell it.
      const redirectUri = `http://${req.headers.host}/${OAUTH_CALLBACK_PATH}`;
      return sendJson(res, 200, await ctx.oauth.start(server, redirectUri, await requestedScope(req)));
    }
    case 'refresh':
      if (method !== 'POST') throw allow('POST');
      await ctx.oauth.refresh(server.name);
      return sendJson(res, 200, ctx.oauth.status(server.name));
    default:
      throw new HttpError(404, 'notFound', 'not found');
  }
}

/** A start request's body: nothing, or `{"scope": "…"}` (the scope a 403 asked for). */
async function requestedScope(req: IncomingMessage): Promise<string | undefined> {
  const text = (await readBoundedBody(req, MAX_START_BODY_BYTES)).toString('utf8');
  if (text.trim() === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid', 'the body must be JSON: {"scope": "…"} or nothing');
  }
  const scope = isPlainObject(body) ? body.scope : undefined;
  if (scope !== undefined && (typeof scope !== 'string' || scope.trim() === '')) {
    throw new HttpError(400, 'invalid', '"scope" must be a non-empty string');
  }
  return scope;
}

async function handleCallback(req: IncomingMessage, res: ServerResponse, ctx: OAuthContext): Promise<void> {
  if (req.method !== 'GET') throw allow('GET');
  const params = new URL(req.url ?? '/', 'http://callback').searchParams;
  const outcome = await ctx.oauth.callback(params);
  const html = Buffer.from(callbackPage(outcome), 'utf8');
  res.writeHead(outcome.ok ? 200 : 400, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(html.length),
    'Cache-Control': 'no-store',
    // The URL held a code: it must not leak to another site through a Referer.
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': "default-src 'none'; script-src 'unsafe-inline'",
  });
  res.end(html);
}
