import { describe, expect, it } from 'vitest';
import { HttpEngineClient } from './httpEngineClient';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function client(
  respond: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  timeoutMs?: number,
) {
  return new HttpEngineClient({
    engineUrl: 'http://127.0.0.1:1/api/engine',
    token: 'secret',
    fetch: respond,
    timeoutMs,
  });
}

describe('HttpEngineClient', () => {
  it('posts the request with the bearer token and returns the result', async () => {
    let seen: RequestInit | undefined;
    const engine = client(async (_url, init) => {
      seen = init;
      return json(200, { result: { uri: 'groovy-buffer:a', diagnostics: [] } });
    });
    const response = await engine.request({ op: 'diagnostics', uri: 'groovy-buffer:a', text: 'x' });
    expect(response).toEqual({ result: { uri: 'groovy-buffer:a', diagnostics: [] } });
    expect(seen?.method).toBe('POST');
    expect(new Headers(seen?.headers).get('Authorization')).toBe('Bearer secret');
    expect(JSON.parse(String(seen?.body))).toEqual({ op: 'diagnostics', uri: 'groovy-buffer:a', text: 'x' });
  });

  it('passes an error the backend describes through with its kind', async () => {
    const engine = client(async () =>
      json(504, { error: { kind: 'timeout', message: 'compile took longer than 10 s' } }),
    );
    expect(await engine.request({ op: 'ping' })).toEqual({
      error: { kind: 'timeout', message: 'compile took longer than 10 s' },
    });
  });

  it('passes a 503 busy through as busy', async () => {
    const engine = client(async () =>
      json(503, { error: { kind: 'busy', message: 'engine busy, try again' } }),
    );
    expect(await engine.request({ op: 'ping' })).toEqual({
      error: { kind: 'busy', message: 'engine busy, try again' },
    });
  });

  it.each([
    [
      'an HTTP error without a usable body',
      async () => new Response('<html>', { status: 502 }),
      /HTTP 502 without a JSON body/,
    ],
    [
      'a 401 with an unknown error kind',
      async () => json(401, { error: { kind: 'auth', message: 'no' } }),
      /HTTP 401/,
    ],
    [
      'a network failure',
      async () => Promise.reject(new TypeError('Failed to fetch')),
      /engine unreachable: TypeError: Failed to fetch/,
    ],
  ])('maps %s to an internal error, never a rejection', async (_name, respond, message) => {
    const response = await client(respond).request({ op: 'ping' });
    expect(response.error?.kind).toBe('internal');
    expect(response.error?.message).toMatch(message);
  });

  it('gives up after its own timeout with an internal error', async () => {
    const engine = client(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
      20,
    );
    expect(await engine.request({ op: 'ping' })).toEqual({
      error: { kind: 'internal', message: 'engine unreachable: no answer within 20 ms' },
    });
  });

  it('drops the HTTP request when its caller cancels, without calling the engine unreachable', async () => {
    const unreachable: string[] = [];
    const engine = new HttpEngineClient({
      engineUrl: 'http://127.0.0.1:1/api/engine',
      token: 'secret',
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
      observer: {
        answered: () => {},
        unreachable: (reason) => unreachable.push(reason),
        unauthorized: () => {},
      },
    });
    const cancel = new AbortController();
    const response = engine.request({ op: 'ping' }, { signal: cancel.signal });
    cancel.abort();
    expect(await response).toEqual({ error: { kind: 'internal', message: 'engine request cancelled' } });
    expect(unreachable).toEqual([]);
  });
});
