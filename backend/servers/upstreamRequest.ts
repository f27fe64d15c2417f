// One request from the Streamable HTTP proxy to a configured server (docs/any-server.md,
// "Streamable HTTP"), over node:http / node:https rather than fetch: undici's fetch ends a response
// body that brings no byte for 300 s (its bodyTimeout), which cut a quiet GET stream after five
// minutes. Here no idle timer is armed anywhere on the way: the agents have no `timeout`, the request
// sets none, so a stream stays open as long as the server and the page keep it.
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/**
 * The proxy's own agents: connections are kept for the next POST (a TLS handshake per message would
 * show in every round trip), with no socket timeout (the `timeout` agent option would arm one on
 * every socket, streams included). An idle kept connection ends when the server closes it.
 */
export const UPSTREAM_AGENTS = {
  'http:': new HttpAgent({ keepAlive: true }),
  'https:': new HttpsAgent({ keepAlive: true }),
} as const;

export interface UpstreamRequest {
  method: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Aborting ends the request and its response stream (the page went away). */
  signal: AbortSignal;
}

/** Resolves with the response once its head is in; rejects with the socket's error (its `code`). */
export function upstreamRequest(url: string, options: UpstreamRequest): Promise<IncomingMessage> {
  return attempt(new URL(url), options, true);
}

function attempt(url: URL, options: UpstreamRequest, mayRetry: boolean): Promise<IncomingMessage> {
  const protocol = url.protocol === 'https:' ? 'https:' : 'http:';
  const send = protocol === 'https:' ? httpsRequest : httpRequest;
  const headers =
    options.body === undefined
      ? options.headers
      : { ...options.headers, 'content-length': String(options.body.length) };
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method: options.method,
      headers,
      agent: UPSTREAM_AGENTS[protocol],
      signal: options.signal,
    });
    request.once('response', resolve);
    request.once('error', (error: NodeJS.ErrnoException) => {
      // A kept connection the server closed just as it was reused: the request never reached it,
      // so it is sent once more on a new connection (the retry node's documentation recommends).
      if (mayRetry && request.reusedSocket && error.code === 'ECONNRESET') {
        attempt(url, options, false).then(resolve, reject);
      } else reject(error);
    });
    request.end(options.body);
  });
}
