// Closing a connection whose request body we refused (413, 401, … answered before the body was
// read). Closing at once while the client is still sending makes the kernel reset the connection,
// and a reset can destroy our answer in the client's receive buffer before it is read: the client
// sees "connection reset" instead of 413. So, as web servers do ("lingering close"): send the
// answer, half-close, keep discarding what still arrives for a short, bounded while, then close.
// Nothing is buffered; the bounds keep a client that never stops from holding the socket.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const LINGER_MS = 2_000;
export const LINGER_BYTES = 1024 * 1024;

export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket;
  res.setHeader('Connection', 'close');
  const start = socket.bytesRead;
  // Keep consuming (and dropping) body bytes so the kernel buffer never fills, and count them.
  req.removeAllListeners('data');
  req.on('data', () => {
    if (socket.bytesRead - start > LINGER_BYTES) socket.destroy();
  });
  req.resume();
  // node ends a `Connection: close` response with socket.destroySoon(), which closes with unread
  // input; here it only half-closes, and the timer below finishes the job.
  socket.destroySoon = () => socket.end();
  res.once('finish', () => {
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}
