// EngineClient over the backend's HTTP endpoint (docs/engine-protocol.md, "HTTP"): one
// POST per request with the page's bearer token. It never rejects: a network failure, an HTTP error
// without a usable body or a client-side timeout resolve to `{error: {kind: 'internal', ...}}`,
// while an error the backend describes (`timeout`, `tooLarge`, `busy` with its 503, …) passes through
// with its kind.
import {
  ENGINE_ERROR_KINDS,
  type EngineClient,
  type EngineError,
  type EngineErrorKind,
  type EngineRequest,
  type EngineResponse,
} from '../contracts';

export interface HttpEngineOptions {
  engineUrl: string;
  token: string;
  /** Above the backend's own per-request limit, so that its answer normally wins. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const KINDS: readonly unknown[] = ENGINE_ERROR_KINDS;

const internal = (message: string): EngineResponse => ({ error: { kind: 'internal', message } });

function engineError(body: unknown): EngineError | undefined {
  const error = (body as { error?: { kind?: unknown; message?: unknown } } | null)?.error;
  if (!error || !KINDS.includes(error.kind) || typeof error.message !== 'string') return undefined;
  return { kind: error.kind as EngineErrorKind, message: error.message };
}

export class HttpEngineClient implements EngineClient {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: HttpEngineOptions) {
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  async request(req: EngineRequest): Promise<EngineResponse> {
    const timeoutMs = this.options.timeoutMs ?? 60_000;
    let response: Response;
    try {
      response = await this.fetch(this.options.engineUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${this.options.token}` },
        body: JSON.stringify(req),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      const reason =
        cause instanceof Error && cause.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : String(cause);
      return internal(`engine unreachable: ${reason}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return internal(`engine answered HTTP ${response.status} without a JSON body`);
    }
    if (response.ok && typeof body === 'object' && body !== null && 'result' in body) {
      return { result: (body as { result: unknown }).result };
    }
    return {
      error: engineError(body) ?? { kind: 'internal', message: `engine answered HTTP ${response.status}` },
    };
  }
}
