// The Streamable HTTP transport of bin/groovymcp (docs/http.md; MCP 2025-11-25 "Transports"): one
// endpoint, /mcp. POST carries one JSON-RPC message; GET opens a session's stream; DELETE ends a
// session. The checks of requestChecks.ts run first, then the caps (503 with Retry-After when full),
// then the body is read up to 2 MiB (413). JSON-RPC itself (lifecycle, revisions, 2026-07-28's
// per-request `_meta`) stays the session machine's; this layer only reads what it must to route.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../http/httpError';
import { closeAfterAnswer } from '../http/lingeringClose';
import { readBoundedBody } from '../http/readBoundedBody';
import { MAX_MESSAGE_BYTES, MODERN_VERSION, parseMessage, type Incoming } from '../../src/protocol';
import { replyError, replyJson, TRANSPORT_ERROR, TransportRefusal } from './httpReplies';
import {
  accepts,
  busy,
  checkProtocolVersionHeader,
  decode,
  fallback,
  header,
  isStateless,
  metaProtocolVersion,
  notAcceptable,
  requireSessionId,
  sessionNotFound,
} from './requestHeaders';
import type { HttpSession } from './httpSession';
import { MCP_PATH } from './listenAddress';
import type { RequestChecks } from './requestChecks';
import type { SessionTable } from './sessionTable';

export interface TransportLimits {
  /** POSTs waiting for their answer plus the GET stream, per session. */
  maxOpenPerSession: number;
  /** The same over every session, stateless requests included. */
  maxOpenOverall: number;
}

export const DEFAULT_LIMITS: TransportLimits = { maxOpenPerSession: 16, maxOpenOverall: 256 };

export class HttpTransport {
  private openOverall = 0;

  constructor(
    private readonly sessions: SessionTable,
    private readonly checks: RequestChecks,
    private readonly limits: TransportLimits = DEFAULT_LIMITS,
  ) {}

  /** The `request` listener of node:http. Never throws. */
  readonly handle = (req: IncomingMessage, res: ServerResponse): void => {
    this.dispatch(req, res).catch((error: unknown) => this.refuse(req, res, error));
  };

  private async dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.checks.check(req); // before the path: a rebinding page learns nothing, not even a 404
    const path = (req.url ?? '').split('?')[0];
    if (path !== MCP_PATH)
      throw new TransportRefusal(404, TRANSPORT_ERROR.badRequest, `Not Found: MCP is served at ${MCP_PATH}`);
    checkProtocolVersionHeader(req);
    switch (req.method) {
      case 'POST':
        return this.post(req, res);
      case 'GET':
        return this.get(req, res);
      case 'DELETE':
        return this.delete(req, res);
      default:
        throw new TransportRefusal(
          405,
          TRANSPORT_ERROR.badRequest,
          'Method Not Allowed: use POST, GET or DELETE',
          {
            Allow: 'POST, GET, DELETE',
          },
        );
    }
  }

  private async post(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!accepts(req, 'application/json') || !accepts(req, 'text/event-stream')) {
      throw notAcceptable('a POST must accept both application/json and text/event-stream');
    }
    const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      throw new TransportRefusal(
        415,
        TRANSPORT_ERROR.badRequest,
        'Unsupported Media Type: send application/json',
      );
    }
    const text = decode(await readBoundedBody(req, MAX_MESSAGE_BYTES));
    const message = parseMessage(text);
    if (message.kind === 'invalid') {
      const body = {
        jsonrpc: '2.0',
        id: message.id,
        error: { code: fallback.errorCode(message.error.kind), message: message.error.message },
      };
      return replyJson(res, 400, JSON.stringify(body));
    }
    const sessionId = header(req, 'mcp-session-id');
    if (sessionId !== undefined) return this.toSession(this.existing(sessionId), message, text, res);
    if (message.kind === 'request' && message.method === 'initialize') {
      const session = this.sessions.create();
      if (!session) throw busy('too many sessions');
      return this.toSession(session, message, text, res);
    }
    if (isStateless(req, message)) return this.stateless(req, message, text, res);
    throw new TransportRefusal(
      400,
      TRANSPORT_ERROR.badRequest,
      'Bad Request: Mcp-Session-Id header is required (initialize first, or send a 2026-07-28 request)',
    );
  }

  private toSession(session: HttpSession, message: Incoming, text: string, res: ServerResponse): void {
    if (message.kind !== 'request') {
      session.deliverToSession(text);
      res.writeHead(202).end();
      return;
    }
    if (session.isInFlight(message.id)) {
      throw new TransportRefusal(
        400,
        TRANSPORT_ERROR.badRequest,
        'Bad Request: a request with this id is still in flight',
      );
    }
    if (session.openCount >= this.limits.maxOpenPerSession)
      throw busy('too many requests in flight in this session');
    this.countOpen(res);
    session.request(message.id, text, res);
  }

  /** 2026-07-28 (docs/http.md §3): a throwaway session machine serves the one request. */
  private stateless(req: IncomingMessage, message: Incoming, text: string, res: ServerResponse): void {
    const headerVersion = header(req, 'mcp-protocol-version');
    if (headerVersion === undefined) {
      throw new TransportRefusal(
        400,
        TRANSPORT_ERROR.badRequest,
        `Bad Request: MCP-Protocol-Version header is required for ${MODERN_VERSION} requests`,
      );
    }
    const metaVersion = metaProtocolVersion(message);
    if (metaVersion !== undefined && metaVersion !== headerVersion) {
      throw new TransportRefusal(
        400,
        TRANSPORT_ERROR.headerMismatch,
        `Header mismatch: MCP-Protocol-Version says ${JSON.stringify(headerVersion)}, _meta says ${JSON.stringify(metaVersion).slice(0, 40)}`,
      );
    }
    const method = header(req, 'mcp-method');
    if (method !== undefined && 'method' in message && method !== message.method) {
      throw new TransportRefusal(
        400,
        TRANSPORT_ERROR.headerMismatch,
        'Header mismatch: Mcp-Method differs from the message method',
      );
    }
    if (message.kind !== 'request') {
      res.writeHead(202).end(); // no session: nothing for a notification or response to reach
      return;
    }
    this.checkOverall();
    this.countOpen(res);
    const owner = this.checks.taskOwner(req);
    this.sessions.createStateless(owner, (session) => session.request(message.id, text, res).settled);
  }

  private get(req: IncomingMessage, res: ServerResponse): void {
    if (!accepts(req, 'text/event-stream')) throw notAcceptable('a GET must accept text/event-stream');
    const session = this.existing(requireSessionId(req));
    const lastEventId = header(req, 'last-event-id');
    if (lastEventId !== undefined) {
      this.countOpen(res);
      if (session.resume(lastEventId, res)) return;
      // An id of no stream this session keeps: served as a plain GET (nothing to replay).
      this.uncount(res);
    }
    if (session.hasStandaloneStream) {
      throw new TransportRefusal(
        409,
        TRANSPORT_ERROR.badRequest,
        'Conflict: this session already has its GET stream',
      );
    }
    if (session.openCount >= this.limits.maxOpenPerSession) throw busy('too many streams in this session');
    this.countOpen(res);
    session.openStandaloneStream(res);
  }

  private delete(req: IncomingMessage, res: ServerResponse): void {
    if (!this.sessions.end(requireSessionId(req))) throw sessionNotFound();
    res.writeHead(200, { 'Content-Length': '0' }).end();
  }

  private existing(id: string): HttpSession {
    const session = this.sessions.get(id);
    if (!session) throw sessionNotFound();
    return session;
  }

  private countOpen(res: ServerResponse): void {
    this.checkOverall();
    this.openOverall += 1;
    res.once('close', this.countClosed);
  }

  private uncount(res: ServerResponse): void {
    res.off('close', this.countClosed);
    this.openOverall -= 1;
  }

  private readonly countClosed = (): void => void (this.openOverall -= 1);

  private checkOverall(): void {
    if (this.openOverall >= this.limits.maxOpenOverall) throw busy('too many requests in flight');
  }

  private refuse(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    if (error instanceof HttpError && error.status === 413) {
      closeAfterAnswer(req, res); // the rest of the upload is not read (backend/http/lingeringClose.ts)
      return replyError(
        res,
        413,
        fallback.errorCode('invalidRequest'),
        `Invalid Request: message over ${MAX_MESSAGE_BYTES} bytes`,
      );
    }
    if (error instanceof HttpError)
      return replyError(res, error.status, TRANSPORT_ERROR.badRequest, error.message);
    if (error instanceof TransportRefusal)
      return replyError(res, error.status, error.code, error.message, error.headers);
    replyError(res, 500, fallback.errorCode('internal'), 'Internal error');
  }
}
