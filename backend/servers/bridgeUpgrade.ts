// The stdio bridge's door (docs/any-server.md, "Security"): every check runs on the HTTP upgrade
// request, before the WebSocket is accepted and before any process exists: Host, Origin, the token
// (as a subprotocol: a browser WebSocket cannot send Authorization), and a server name that the
// config lists as stdio. The page never sends a command line (the hole of CVE-2025-49596). Then the
// caps on children (bridgeSlots.ts), refused with a close the page can read.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { BRIDGE_PATH, BRIDGE_PROTOCOL, TOKEN_PROTOCOL_PREFIX } from '../../src/contracts';
import { HttpError } from '../http/httpError';
import { checkHost, checkOrigin } from '../http/requestGuards';
import { tokensEqual } from '../http/token';
import { BridgeSession, DEFAULT_BRIDGE_LIMITS, type BridgeLimits } from './bridgeSession';
import { BridgeSlots, OVER_CAPACITY, pageKey } from './bridgeSlots';
import type { ServersConfig, StdioServer } from './serversConfig';

export interface BridgeContext {
  hosts: ReadonlySet<string>;
  origins: ReadonlySet<string>;
  token: string;
  servers: ServersConfig;
}

/** The bridge's subprotocol offers: `groovymcp.bridge` and the token, in any order. */
function offeredProtocols(req: IncomingMessage): string[] {
  return (req.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim());
}

function checkBridgeToken(protocols: readonly string[], token: string): void {
  const supplied = protocols.find((p) => p.startsWith(TOKEN_PROTOCOL_PREFIX));
  if (
    !protocols.includes(BRIDGE_PROTOCOL) ||
    supplied === undefined ||
    !tokensEqual(token, supplied.slice(TOKEN_PROTOCOL_PREFIX.length))
  ) {
    throw new HttpError(401, 'unauthorized', 'missing or wrong token subprotocol');
  }
}

/** The configured stdio server a request names, or the HttpError that refuses it. */
export function authorizeBridge(req: IncomingMessage, ctx: BridgeContext): StdioServer {
  checkHost(req.headersDistinct.host, ctx.hosts);
  checkOrigin(req.headers.origin, ctx.origins);
  checkBridgeToken(offeredProtocols(req), ctx.token);
  const path = (req.url ?? '/').split(/[?#]/, 1)[0]!;
  const name = decodeURIComponent(path.slice(`/${BRIDGE_PATH}`.length));
  const server = path.startsWith(`/${BRIDGE_PATH}`) ? ctx.servers.get(name) : undefined;
  if (server === undefined || server.kind !== 'stdio') {
    throw new HttpError(404, 'notFound', 'no such stdio server in the config');
  }
  return server;
}

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
};

function refuse(socket: Duplex, err: HttpError): void {
  const body = JSON.stringify({ error: { kind: err.kind, message: err.message } });
  socket.end(
    `HTTP/1.1 ${err.status} ${REASONS[err.status] ?? 'Error'}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** Accepts bridge upgrades and keeps the sessions, so that shutdown can end every child. */
export class StdioBridge {
  /** Each until its child has exited and its socket has closed (then its slot is free too). */
  readonly sessions = new Set<BridgeSession>();
  private readonly wss: WebSocketServer;
  private readonly slots: BridgeSlots;

  constructor(
    private readonly context: () => BridgeContext,
    private readonly limits: BridgeLimits = DEFAULT_BRIDGE_LIMITS,
  ) {
    this.slots = new BridgeSlots(limits);
    this.wss = new WebSocketServer({
      noServer: true,
      // A line from the page up to the same bound as one from the child; a longer one closes (1009).
      maxPayload: limits.maxHeldLineBytes,
      perMessageDeflate: false,
      // Never echo the token back: the answer names the bridge's own subprotocol only.
      handleProtocols: () => BRIDGE_PROTOCOL,
    });
  }

  /** The `upgrade` handler of the backend's HTTP server. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    let server: StdioServer;
    try {
      server = authorizeBridge(req, this.context());
    } catch (err) {
      refuse(socket, err instanceof HttpError ? err : new HttpError(400, 'invalid', 'bad upgrade'));
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      // Taken here, not before: an upgrade that never completes must hold no slot.
      const slot = this.slots.take(pageKey(req, offeredProtocols(req)));
      if ('refused' in slot) {
        // Accepted only to be closed: a browser shows a page nothing of a refused upgrade's answer,
        // but it does show a close's code and reason. No process was started.
        ws.close(OVER_CAPACITY, slot.refused);
        return;
      }
      const session = new BridgeSession(ws, server, this.limits);
      this.sessions.add(session);
      void session.gone.then(() => {
        this.sessions.delete(session);
        slot.release();
      });
    });
  }

  /** Kills every child and waits until they are gone (backend shutdown). */
  async closeAll(): Promise<void> {
    const sessions = [...this.sessions];
    for (const session of sessions) session.kill();
    await Promise.all(sessions.map((s) => s.ended));
    // The exit frames are written; a page that does not answer the close must not hold the shutdown.
    for (const session of sessions) session.dropSocket();
    this.wss.close();
  }
}
