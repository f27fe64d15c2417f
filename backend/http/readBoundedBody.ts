// Reads a request body up to a byte limit without ever holding more than the limit (docs/engine-protocol.md:
// "body over 3 MiB → 413 without reading it whole"). A declared Content-Length over the limit is
// refused before the first byte is read; a chunked body is counted as it streams and dropped at the
// first byte over. The server then closes the connection (lingeringClose.ts) instead of draining
// the rest of the upload.
import type { IncomingMessage } from 'node:http';
import { HttpError } from './httpError';

/** 3 MiB: a 2 MiB MCP message (docs/server.md §2) plus its related buffers and JSON escaping. */
export const MAX_ENGINE_BODY_BYTES = 3 * 1024 * 1024;

export function bodyTooLarge(limit: number): HttpError {
  return new HttpError(413, 'tooLarge', `request body is over ${limit} bytes`);
}

export function readBoundedBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = req.headers['content-length'];
  // node's parser has already rejected a malformed or duplicated Content-Length with 400.
  if (declared !== undefined && Number(declared) > limit) return Promise.reject(bodyTooLarge(limit));

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const finish = (outcome: () => void): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onAbort);
      req.off('close', onClose);
      outcome();
    };
    const onData = (chunk: Buffer): void => {
      total += chunk.length;
      if (total > limit) {
        chunks.length = 0;
        finish(() => reject(bodyTooLarge(limit)));
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = (): void => finish(() => resolve(Buffer.concat(chunks, total)));
    const onAbort = (): void => finish(() => reject(new HttpError(400, 'invalid', 'request body aborted')));
    // 'close' before 'end' means the client went away mid-upload.
    const onClose = (): void => {
      if (!req.complete) onAbort();
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onAbort);
    req.on('close', onClose);
  });
}
