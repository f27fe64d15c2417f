// /api/mcp/<name>: the Streamable HTTP proxy (docs/any-server.md, "Streamable HTTP"). The page
// speaks the transport to the backend; the backend forwards each POST, GET and DELETE to the URL
// the config gives that name, with the config's headers and those the person typed in the page
// (forwardedHeaders.ts), and streams the answer back untouched (a JSON body or an SSE stream), so
// that CORS never applies and the messages arrive exactly as the server wrote them. Only the transport's own headers cross, both ways: the page's token never
// reaches the server, the config's headers never reach the page. A server the person authorized
// gets its bearer token added here, and an expired one refreshed once on a 401 (docs/any-server.md,
// "Authorization"); a 401 or 403 otherwise reaches the page with its WWW-Authenticate.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FORWARD_HEADER, MCP_PROXY_PATH } from '../../src/contracts';
import { HttpError } from '../http/httpError';
import { readBoundedBody } from '../http/readBoundedBody';
import { checkBearer } from '../http/requestGuards';
import type { HttpServer, ServersConfig } from './serversConfig';
import { upstreamRequest } from './upstreamRequest';
import { lowerCaseNames, readForwardHeaders } from './forwardedHeaders';
import type { OAuthRegistry } from './oauth/oauthRegistry';

/** One POSTed message (or batch) up to the bridge's line bound; the 2 MiB cap is the client's verdict. */
export const MAX_PROXY_BODY_BYTES = 8 * 1024 * 1024;

const REQUEST_HEADERS = ['content-type', 'accept', 'mcp-session-id', 'mcp-protocol-version', 'last-event-id'];
// WWW-Authenticate crosses so the page can say what a 401 or 403 asks for (docs/any-server.md, "Authorization").
const RESPONSE_HEADERS = ['content-type', 'mcp-session-id', 'mcp-protocol-version', 'www-authenticate'];
/** A 401's body is read before a refresh (to answer it if the refresh fails); it is small. */
const MAX_CHALLENGE_BODY = 64 * 1024;
const FORWARD_NAME = FORWARD_HEADER.toLowerCase();

export interface ProxyContext {
  token: string;
  servers: ServersConfig;
  log: (line: string) => void;
  oauth?: OAuthRegistry;
}

export function isProxyPath(path: string): boolean {
  return path.startsWith(`/${MCP_PROXY_PATH}`);
}

function serverOf(path: string, servers: ServersConfig): HttpServer {
  const name = decodeURIComponent(path.slice(`/${MCP_PROXY_PATH}`.length));
  const server = servers.get(name);
  if (server === undefined || server.kind !== 'http') {
    throw new HttpError(404, 'notFound', 'no such Streamable HTTP server (configured or typed)');
  }
  return server;
}

export async function handleMcpProxyRoute(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  ctx: ProxyContext,
): Promise<void> {
  checkBearer(req.headers.authorization, ctx.token);
  const server = serverOf(path, ctx.servers);
  const method = req.method ?? 'GET';
  if (method !== 'POST' && method !== 'GET' && method !== 'DELETE') {
    throw new HttpError(405, 'methodNotAllowed', 'use POST, GET or DELETE', { Allow: 'POST, GET, DELETE' });
  }
  const headers: Record<string, string> = {};
  for (const name of REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // The config's headers, then the token of an authorization, then the page's typed headers, which
  // win (docs/any-server.md, "Headers from the page" and "Authorization"). A bad carrier is refused
  // before the body is read.
  const typed = readForwardHeaders(req.headers[FORWARD_NAME]);
  const body = method === 'POST' ? await readBoundedBody(req, MAX_PROXY_BODY_BYTES) : undefined;
  const headersNow = (): Record<string, string> => {
    const token = ctx.oauth?.accessToken(server.name);
    return {
      ...headers,
      ...lowerCaseNames(server.headers),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...typed,
    };
  };

  // The page going away (a reset, a closed tab) ends the upstream request and its stream.
  const upstreamAbort = new AbortController();
  res.on('close', () => upstreamAbort.abort());
  const send = async (): Promise<IncomingMessage> => {
    try {
      return await upstreamRequest(server.url, {
        method,
        headers: headersNow(),
        body,
        signal: upstreamAbort.signal,
      });
    } catch (err) {
      const cause = (err as NodeJS.ErrnoException).code ?? (err as Error).name;
      throw new HttpError(
        502,
        'internal',
        `cannot reach the server ${JSON.stringify(server.name)}: ${cause}`,
      );
    }
  };
  let upstream = await send();
  // An expired token with a refresh token: refresh once and send again (the body is in hand). A
  // typed Authorization is the person's own try and is never replaced.
  if (upstream.statusCode === 401 && ctx.oauth?.canRefresh(server.name) && !hasAuthorization(typed)) {
    const challengeBody = await readSmall(upstream);
    if (await ctx.oauth.refresh(server.name)) {
      upstream = await send();
    } else {
      return answer(res, upstream, challengeBody);
    }
  }
  answer(res, upstream);
}

const hasAuthorization = (headers: Record<string, string>): boolean =>
  Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');

async function readSmall(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > MAX_CHALLENGE_BODY) {
      stream.destroy();
      break;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The server's answer to the page: its status and transport headers, then its body as it streams (or `read`). */
function answer(res: ServerResponse, upstream: IncomingMessage, read?: Buffer): void {
  const head: Record<string, string> = { 'Cache-Control': 'no-store' };
  for (const name of RESPONSE_HEADERS) {
    const value = upstream.headers[name];
    if (typeof value === 'string') head[name] = value;
  }
  if (read !== undefined) {
    head['content-length'] = String(read.length);
    res.writeHead(upstream.statusCode ?? 502, head);
    res.end(read);
    return;
  }
  res.writeHead(upstream.statusCode ?? 502, head);
  // An SSE stream must reach the page as its events come, not when it ends.
  res.flushHeaders();
  // pipe() pauses the server's stream while the page's socket is full (backpressure).
  upstream.on('error', () => res.destroy());
  upstream.pipe(res);
}
