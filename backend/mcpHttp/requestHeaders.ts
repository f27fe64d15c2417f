// What the transport reads from a request's headers and message (docs/http.md §2, §3), and the
// refusals it answers with: small pure functions, apart from the dispatch in httpTransport.ts.
import type { IncomingMessage } from 'node:http';
import {
  createRevisionRegistry,
  META_PROTOCOL_VERSION,
  MODERN_VERSION,
  PROTOCOL_VERSIONS,
  type Incoming,
} from '../../src/protocol';
import { SERVER_IDENTITY } from '../../src/session';
import { TRANSPORT_ERROR, TransportRefusal } from './httpReplies';

/** Seconds a client should wait after a 503: a compile takes well under that. */
export const RETRY_AFTER_S = 1;

const KNOWN_VERSIONS: readonly string[] = PROTOCOL_VERSIONS;
/** Serves what comes before any negotiation: the codes of framing errors. */
export const fallback = createRevisionRegistry(SERVER_IDENTITY).fallback;
const fatalUtf8 = new TextDecoder('utf-8', { fatal: true });

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** MCP-Protocol-Version, when sent, must name a revision this server speaks (400 otherwise). */
export function checkProtocolVersionHeader(req: IncomingMessage): void {
  const version = header(req, 'mcp-protocol-version');
  if (version !== undefined && !KNOWN_VERSIONS.includes(version)) {
    throw new TransportRefusal(
      400,
      TRANSPORT_ERROR.badRequest,
      `Bad Request: unsupported MCP-Protocol-Version ${JSON.stringify(version.slice(0, 40))} (supported: ${KNOWN_VERSIONS.join(', ')})`,
    );
  }
}

export function requireSessionId(req: IncomingMessage): string {
  const id = header(req, 'mcp-session-id');
  if (id === undefined)
    throw new TransportRefusal(
      400,
      TRANSPORT_ERROR.badRequest,
      'Bad Request: Mcp-Session-Id header is required',
    );
  return id;
}

export function accepts(req: IncomingMessage, type: string): boolean {
  const accept = (header(req, 'accept') ?? '').toLowerCase();
  return accept.includes(type) || accept.includes('*/*');
}

export function decode(body: Buffer): string {
  try {
    return fatalUtf8.decode(body);
  } catch {
    throw new TransportRefusal(400, fallback.errorCode('parseError'), 'Parse error: not valid UTF-8');
  }
}

export function metaProtocolVersion(message: Incoming): unknown {
  if (message.kind !== 'request' && message.kind !== 'notification') return undefined;
  const meta = message.params?._meta;
  return typeof meta === 'object' && meta !== null
    ? (meta as Record<string, unknown>)[META_PROTOCOL_VERSION]
    : undefined;
}

/** A request without a session that speaks 2026-07-28, by its header or by its `_meta`. */
export function isStateless(req: IncomingMessage, message: Incoming): boolean {
  return header(req, 'mcp-protocol-version') === MODERN_VERSION || metaProtocolVersion(message) !== undefined;
}

export const busy = (what: string): TransportRefusal =>
  new TransportRefusal(503, TRANSPORT_ERROR.refused, `Service Unavailable: ${what}; retry later`, {
    'Retry-After': String(RETRY_AFTER_S),
  });
export const notAcceptable = (what: string): TransportRefusal =>
  new TransportRefusal(406, TRANSPORT_ERROR.badRequest, `Not Acceptable: ${what}`);
export const sessionNotFound = (): TransportRefusal =>
  new TransportRefusal(404, TRANSPORT_ERROR.sessionNotFound, 'Session not found');
