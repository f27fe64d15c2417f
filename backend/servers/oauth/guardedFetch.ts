// The fetch the authorization flow uses for every URL a server named (docs/any-server.md,
// "Authorization", "What discovery refuses"): metadata, and the registration and token endpoints
// that metadata names. The target must pass targetPolicy (checked before any connection); the
// request goes over node:http / node:https to the checked address (pinned through `lookup`, so the
// TLS name stays the URL's host); an answer larger than `maxBytes` or slower than `timeoutMs`
// (head and body together) is cut off with a DiscoveryRefusal saying which. Redirects are returned
// as they came, never followed.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { DiscoveryRefusal } from './discoveryRefusal';
import { allowedClasses, checkTarget, systemLookup, type Lookup, type ResolvedAddress } from './targetPolicy';

export interface FetchLimits {
  /** The most bytes of one answer's body read. */
  readonly maxBytes: number;
  /** The most time one exchange may take, from the connection to the body's last byte. */
  readonly timeoutMs: number;
}

/** Metadata documents are a few KiB; a server that sends more, or stalls, is cut off. */
export const FETCH_LIMITS: FetchLimits = { maxBytes: 256 * 1024, timeoutMs: 10_000 };

/** How targets are resolved and answers bounded: the defaults, or a test's. */
export interface FetchGuard {
  readonly lookup?: Lookup | undefined;
  readonly limits?: FetchLimits | undefined;
}

export interface GuardedFetchOptions extends FetchGuard {
  /** The configured MCP server: what its own address is decides which internal targets it may name. */
  readonly serverUrl: string;
}

/** Statuses whose Response may carry no body. */
const NULL_BODY = new Set([204, 205, 304]);

const kib = (bytes: number): string => `${Math.round(bytes / 1024)} KiB`;

/** A lookup that answers with the address already checked, whatever the system resolver would say now. */
const pinned =
  ({ address, family }: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, all: ResolvedAddress[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };

function requestBody(body: RequestInit['body']): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams)
    return Buffer.from(body.toString(), 'utf8');
  throw new DiscoveryRefusal('the flow only sends text bodies');
}

function responseHeaders(raw: readonly string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  return headers;
}

function exchange(url: URL, init: RequestInit | undefined, target: ResolvedAddress, limits: FetchLimits) {
  const headers = new Headers(init?.headers);
  const body = requestBody(init?.body);
  if (init?.body instanceof URLSearchParams && !headers.has('content-type')) {
    headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
  }
  if (body !== undefined) headers.set('content-length', String(body.length));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Response>((resolve, reject) => {
    let answer: IncomingMessage | undefined;
    let size = 0;
    const fail = (reason: string): void => {
      request.destroy();
      answer?.destroy();
      reject(
        new DiscoveryRefusal(
          reason,
          answer === undefined ? undefined : { status: answer.statusCode ?? 0, size },
        ),
      );
    };
    const timer = setTimeout(
      () => fail(`no complete answer within ${limits.timeoutMs / 1000} s from ${url.origin}`),
      limits.timeoutMs,
    );
    const request = send(url, {
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(headers),
      lookup: pinned(target),
      // A fresh connection each time: a kept one may lead to an address checked for another URL.
      agent: false,
    });
    request.once('error', (err) => {
      clearTimeout(timer);
      reject(new DiscoveryRefusal(`no answer from ${url.origin}: ${err.message}`));
    });
    request.once('response', (response) => {
      answer = response;
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > limits.maxBytes) {
        size = declared;
        clearTimeout(timer);
        return fail(`the answer is ${kib(declared)}, more than the ${kib(limits.maxBytes)} read`);
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          clearTimeout(timer);
          fail(`the answer is more than the ${kib(limits.maxBytes)} read`);
        } else chunks.push(chunk);
      });
      response.once('error', (err) => {
        clearTimeout(timer);
        reject(
          new DiscoveryRefusal(`the answer from ${url.origin} broke off: ${err.message}`, {
            status: response.statusCode ?? 0,
            size,
          }),
        );
      });
      response.once('end', () => {
        clearTimeout(timer);
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 599) return fail(`the answer's status ${status} is not an HTTP answer`);
        // Thrown here, in an event handler, an error would end the backend: a head fetch cannot hold
        // is refused instead.
        try {
          resolve(
            new Response(NULL_BODY.has(status) ? null : Buffer.concat(chunks), {
              status,
              headers: responseHeaders(response.rawHeaders),
            }),
          );
        } catch {
          fail("the answer's head is not one fetch can hold");
        }
      });
    });
    request.end(body);
  });
}

export function guardedFetch(options: GuardedFetchOptions): FetchLike {
  const lookup = options.lookup ?? systemLookup;
  const limits = options.limits ?? FETCH_LIMITS;
  let allowed: ReturnType<typeof allowedClasses> | undefined;
  return async (input, init) => {
    const url = new URL(String(input));
    allowed ??= allowedClasses(options.serverUrl, lookup);
    const target = await checkTarget(url, await allowed, lookup);
    return exchange(url, init, target, limits);
  };
}
