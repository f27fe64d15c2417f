// POST /api/servers/typed (docs/any-server.md, "A typed URL"): the page registers a Streamable HTTP
// URL the person typed and gets back `{name, kind: "http"}`, the name it then uses as a configured
// server's. Bearer token here; Host and Origin on every request (backendServer.ts): the one holding
// the page's token is the one choosing the URL, as they could run any server on this machine anyway.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerListing } from '../../src/contracts';
import { HttpError, sendJson } from '../http/httpError';
import { readBoundedBody } from '../http/readBoundedBody';
import { checkBearer } from '../http/requestGuards';
import type { ServersConfig } from './serversConfig';
import { MAX_TYPED_URL_LENGTH, parseTypedUrl } from './typedServers';

/** `{"url": …}` with the longest URL allowed, escaped, fits well within this. */
const MAX_BODY_BYTES = 4 * MAX_TYPED_URL_LENGTH + 1024;

export async function handleTypedServerRoute(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: { token: string; servers: ServersConfig },
): Promise<void> {
  if (req.method !== 'POST') throw new HttpError(405, 'methodNotAllowed', 'use POST', { Allow: 'POST' });
  checkBearer(req.headers.authorization, ctx.token);
  const text = (await readBoundedBody(req, MAX_BODY_BYTES)).toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid', 'the body must be JSON: {"url": "http://…"}');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'invalid', 'the body must be a JSON object: {"url": "http://…"}');
  }
  const url = parseTypedUrl((body as { url?: unknown }).url);
  const server = ctx.servers.typed.register(url, (name) => ctx.servers.configured(name));
  const answer: ServerListing = { name: server.name, kind: 'http' };
  sendJson(res, 200, answer);
}
