// EngineClient over the backend's HTTP endpoint (docs/engine-protocol.md, "HTTP"): one
// POST per request with the page's bearer token. It never rejects: a network failure, an HTTP error
// without a usable body or a client-side timeout resolve to `{error: {kind: 'internal', ...}}`,
// while an error the backend describes (`timeout`, `tooLarge`, `busy` with its 503, …) passes through
// with its kind.
//
// A 401 means the backend restarted with a new token (docs/playground.md, "Session bar"): the client
// reads the token again from the page (pageToken.ts) and retries once; a second 401 is told in words.
// Every outcome goes to the observer, which keeps the engine's reachability (engineHealth.ts).
import {
  isPlainObject,
  readEngineError,
  type EngineClient,
  type EngineRequest,
  type EngineRequestOptions,
  type EngineResponse,
} from '../contracts';
import type { EngineRequestObserver } from './engineHealth';
import { fetchPageToken } from './pageToken';

export interface HttpEngineOptions {
  engineUrl: string;
  token: string;
  /** The page that carries the token (index.html); without it a 401 is final. */
  pageUrl?: string;
  /** Hears the outcome of every request. */
  observer?: EngineRequestObserver;
  /** Above the backend's own per-request limit, so that its answer normally wins. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const internal = (message: string): EngineResponse => ({ error: { kind: 'internal', message } });

const engineError = (body: unknown) => readEngineError(isPlainObject(body) ? body.error : undefined);

/** Why no fresh token: the page could not be read (`unreachable`), or it had none the backend took. */
type Refused = { unreachable: boolean; reason: string };

type Sent = { ok: true; response: Response } | { ok: false; reason: string };

export class HttpEngineClient implements EngineClient {
  private readonly fetch: typeof fetch;
  private token: string;
  /** One page read at a time, shared by the requests refused meanwhile. */
  private refreshing: Promise<void> | undefined;
  private refused: Refused | undefined;

  constructor(private readonly options: HttpEngineOptions) {
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.token = options.token;
  }

  async request(req: EngineRequest, options: EngineRequestOptions = {}): Promise<EngineResponse> {
    const body = JSON.stringify(req);
    const used = this.token;
    const { signal } = options;
    let sent = await this.send(body, used, signal);
    if (sent.ok && sent.response.status === 401) {
      const refused = await this.refreshToken(used);
      if (refused?.unreachable) sent = { ok: false, reason: refused.reason };
      else if (refused !== undefined) return this.unauthorized(refused.reason);
      else sent = await this.send(body, this.token, signal);
      if (sent.ok && sent.response.status === 401) {
        return this.unauthorized('the backend refused the token read again from the page too (HTTP 401)');
      }
    }
    // A request its caller dropped says nothing about the engine's health.
    if (!sent.ok && signal?.aborted) return internal('engine request cancelled');
    if (!sent.ok) {
      this.options.observer?.unreachable(sent.reason);
      return internal(`engine unreachable: ${sent.reason}`);
    }
    return this.answer(sent.response);
  }

  private async send(body: string, token: string, cancel?: AbortSignal): Promise<Sent> {
    const timeoutMs = this.options.timeoutMs ?? 60_000;
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const response = await this.fetch(this.options.engineUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body,
        signal: cancel ? AbortSignal.any([timeout, cancel]) : timeout,
      });
      return { ok: true, response };
    } catch (cause) {
      const reason =
        cause instanceof Error && cause.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : String(cause);
      return { ok: false, reason };
    }
  }

  /**
   * Reads the token again from the page, unless another request already did since `used` was sent:
   * undefined when there is a new token to retry with, else why not.
   */
  private async refreshToken(used: string): Promise<Refused | undefined> {
    if (this.token !== used) return undefined;
    const { pageUrl } = this.options;
    if (pageUrl === undefined)
      return { unreachable: false, reason: "the backend refused the page's token (HTTP 401)" };
    this.refreshing ??= (async () => {
      const read = await fetchPageToken(pageUrl, this.fetch);
      if (read.ok) this.token = read.token;
      this.refused = read.ok
        ? {
            unreachable: false,
            reason: "the backend refused the page's token (HTTP 401) and the page has no other",
          }
        : { unreachable: read.network, reason: `no fresh token from the page: ${read.reason}` };
    })().finally(() => (this.refreshing = undefined));
    await this.refreshing;
    return this.token !== used ? undefined : this.refused;
  }

  private unauthorized(reason: string): EngineResponse {
    this.options.observer?.unauthorized(`${reason}; reload the page`);
    return internal(`engine refused the token: ${reason}`);
  }

  private async answer(response: Response): Promise<EngineResponse> {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      const error = {
        kind: 'internal',
        message: `engine answered HTTP ${response.status} without a JSON body`,
      } as const;
      this.options.observer?.answered(response.status, error);
      return { error };
    }
    if (response.ok && typeof body === 'object' && body !== null && 'result' in body) {
      this.options.observer?.answered(response.status);
      return { result: (body as { result: unknown }).result };
    }
    const error = engineError(body) ?? {
      kind: 'internal' as const,
      message: `engine answered HTTP ${response.status}`,
    };
    this.options.observer?.answered(response.status, error);
    return { error };
  }
}
