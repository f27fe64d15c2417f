// GET /api/servers (docs/any-server.md, "Config"): the configured servers' names and kinds for the
// page's Server select, behind the bearer check. Commands, env, URLs and headers never leave.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerListResponse } from '../../src/contracts';
import { HttpError, sendJson } from '../http/httpError';
import { checkBearer } from '../http/requestGuards';
import type { ServersConfig } from './serversConfig';

export function handleServersRoute(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: { token: string; servers: ServersConfig },
): void {
  if (req.method !== 'GET') throw new HttpError(405, 'methodNotAllowed', 'use GET', { Allow: 'GET' });
  checkBearer(req.headers.authorization, ctx.token);
  const body: ServerListResponse = { servers: ctx.servers.listing() };
  sendJson(res, 200, body);
}
