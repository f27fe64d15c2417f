// The transport's own HTTP answers (docs/http.md §5): every refusal carries a JSON-RPC error body
// (`id: null`, since the message may not have been read) so that an MCP client shows its reason.
import type { ServerResponse } from 'node:http';

/** The JSON-RPC codes the transport itself answers with (docs/http.md §5). */
export const TRANSPORT_ERROR = {
  /** The HTTP request itself is unacceptable: a header, a method, the media type. */
  badRequest: -32600,
  /** Refused before reading: Host, Origin, token, capacity. */
  refused: -32000,
  /** As the official SDKs answer an unknown or ended session. */
  sessionNotFound: -32001,
  /** 2026-07-28: a header disagrees with the body (docs/revisions.md §1, "Error codes"). */
  headerMismatch: -32020,
} as const;

export function jsonRpcErrorBody(code: number, message: string): string {
  return JSON.stringify({ jsonrpc: '2.0', id: null, error: { code, message } });
}

export function replyJson(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

export function replyError(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  replyJson(res, status, jsonRpcErrorBody(code, message), headers);
}

/** An error the request handler throws and answers (httpTransport.ts). */
export class TransportRefusal extends Error {
  override readonly name = 'TransportRefusal';
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}
