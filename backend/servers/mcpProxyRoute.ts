// /api/mcp/<name>: the Streamable HTTP proxy (docs/any-server.md, "Streamable HTTP"). The page
// speaks the transport to the backend; the backend forwards each POST, GET and DELETE to the URL
// the config gives that name, with the config's headers and those the person typed in the page
// (forwardedHeaders.ts), and streams the answer back untouched (a JSON body or an SSE stream), so
// that CORS never applies and the messages arrive exactly as the server wrote them. Only the transport's own headers cross, both ways: the page's token never
// reaches the server, the config's headers never reach the page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FORWARD_HEADER, MCP_PROXY_PATH } from '../../src/contracts';
import { HttpError } from '../http/httpError';
import { readBoundedBody } from '../http/readBoundedBody';
import { checkBearer } from '../http/requestGuards';
import type { HttpServer, ServersConfig } from './serversConfig';
import { upstreamRequest } from './upstreamRequest';
import { lowerCaseNames, readForwardHeaders } from './forwardedHeaders';

/** One POSTed message (or batch) up to the bridge's line bound; the 2 MiB cap is the client's verdict. */
export const MAX_PROXY_BODY_BYTES = 8 * 1024 * 1024;

const REQUEST_HEADERS = ['content-type', 'accept', 'mcp-session-id', 'mcp-protocol-version', 'last-event-id'];
const RESPONSE_HEADERS = ['content-type', 'mcp-session-id', 'mcp-protocol-version'];
const FORWARD_NAME = FORWARD_HEADER.toLowerCase();

export interface ProxyContext {
  token: string;
  servers: ServersConfig;
  log: (line: string) => void;
}

export function isProxyPath(path: string): boolean {
  return path.startsWith(`/${MCP_PROXY_PATH}`);
}

function serverOf(path: string, servers: ServersConfig): HttpServer {
  const name = decodeURIComponent(path.slice(`/${MCP_PROXY_PATH}`.length));
  const server = servers.get(name);
  if (server === undefined || server.kind !== 'http') {
    throw new HttpError(404, 'notFound', 'no such Streamable HTTP server in the config');
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
  // The page's typed headers win over the config's of the same name (docs/any-server.md, "Headers from the page").
  Object.assign(headers, lowerCaseNames(server.headers), readForwardHeaders(req.headers[FORWARD_NAME]));
  const body = method === 'POST' ? await readBoundedBody(req, MAX_PROXY_BODY_BYTES) : undefined;

  // The page going away (a reset, a closed tab) ends the upstream request and its stream.
  const upstreamAbort = new AbortController();
  res.on('close', () => upstreamAbort.abort());
  let upstream: IncomingMessage;
  try {
    upstream = await upstreamRequest(server.url, { method, headers, body, signal: upstreamAbort.signal });
  } catch (err) {
    const cause = (err as NodeJS.ErrnoException).code ?? (err as Error).name;
    throw new HttpError(502, 'internal', `cannot reach the server ${JSON.stringify(server.name)}: ${cause}`);
  }
  const answer: Record<string, string> = { 'Cache-Control': 'no-store' };
  for (const name of RESPONSE_HEADERS) {
    const value = upstream.headers[name];
    if (typeof value === 'string') answer[name] = value;
  }
  res.writeHead(upstream.statusCode ?? 502, answer);
  // An SSE stream must reach the page as its events come, not when it ends.
  res.flushHeaders();
  // pipe() pauses the server's stream while the page's socket is full (backpressure).
  upstream.on('error', () => res.destroy());
  upstream.pipe(res);
}
