// What every HTTP server of the backend does the same way, local mode's (backendServer.ts) and
// hosted mode's (backend/hosted/hostedServer.ts): turn a route's failure into an answer and go on
// serving, answer a malformed request line without reaching a route, listen, and close gracefully.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError, backendFailure, sendError } from './httpError';
import { closeAfterAnswer } from './lingeringClose';

const CLIENT_ERROR_STATUS: Readonly<Record<string, string>> = {
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
};

/**
 * Serves each request with `route`; a failure is answered (an HttpError as itself, anything else
 * as a 500 whose cause goes to `log`, never to the client), and `onError` sees each one answered.
 * A malformed request line or header never reaches 'request': it is answered here, and the server
 * keeps serving.
 */
export function serveRoutes(
  server: Server,
  route: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  log: (line: string) => void,
  onError: (error: HttpError) => void = () => {},
): void {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    route(req, res).catch((err: unknown) => {
      const httpError = err instanceof HttpError ? err : backendFailure();
      if (!(err instanceof HttpError)) {
        log(`request failed: ${err instanceof Error ? `${err.name}: ${err.message}` : 'non-error thrown'}`);
      }
      onError(httpError);
      // An error answered before the body was read: close rather than drain an upload we refused.
      if (!req.complete) closeAfterAnswer(req, res);
      sendError(res, httpError);
    });
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = CLIENT_ERROR_STATUS[err.code ?? ''] ?? '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
}

/** Listens on `host:port` (0: a free port) and resolves with the port, or rejects (e.g. EADDRINUSE). */
export async function listenOn(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

/** Stops accepting, lets in-flight requests finish (up to `graceMs`), then drops the rest. */
export function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
