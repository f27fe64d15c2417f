// HttpEngineClient after a backend restart (docs/playground.md, "Session bar"): a 401 makes it read
// the token again from the page and retry once; a second 401 is told in words; every outcome reaches
// the observer that keeps the engine's reachability.
import { describe, expect, it } from 'vitest';
import { tokenMetaTag } from '../../backend/http/injectTokenMeta';
import type { EngineError } from '../contracts';
import type { EngineRequestObserver } from './engineHealth';
import { HttpEngineClient } from './httpEngineClient';

const ENGINE = 'http://127.0.0.1:1/api/engine';
const PAGE = 'http://127.0.0.1:1/';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refused = () =>
  json(401, { error: { kind: 'unauthorized', message: 'missing or wrong bearer token' } });
const page = (token: string) =>
  new Response(`<!doctype html><html><head>${tokenMetaTag(token)}<title>x</title></head></html>`, {
    status: 200,
    headers: { 'Content-Type': 'text/html' },
  });

/** A backend that takes `accepted` only, serving a page that carries `onPage`; records what it was sent. */
function backend(accepted: () => string, onPage: () => string) {
  const seen: { url: string; token?: string | null }[] = [];
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    if (url === PAGE) {
      seen.push({ url });
      return page(onPage());
    }
    const token = new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '');
    seen.push({ url, token });
    return token === accepted() ? json(200, { result: { pong: true } }) : refused();
  };
  return { seen, fetcher };
}

/** A client holding the token `old` whose requests go through `fetcher`, and what its observer heard. */
function observedClient(fetcher: typeof fetch) {
  const events: string[] = [];
  const observer: EngineRequestObserver = {
    answered: (status: number, error?: EngineError) =>
      events.push(`answered ${status}${error ? ` ${error.kind}` : ''}`),
    unreachable: (reason) => events.push(`unreachable ${reason}`),
    unauthorized: (reason) => events.push(`unauthorized ${reason}`),
  };
  const engine = new HttpEngineClient({
    engineUrl: ENGINE,
    token: 'old',
    pageUrl: PAGE,
    fetch: fetcher,
    observer,
  });
  return { engine, events };
}

describe('HttpEngineClient after a 401', () => {
  it('reads the token again from the page, retries once and keeps the new token', async () => {
    const { seen, fetcher } = backend(
      () => 'new',
      () => 'new',
    );
    const { engine, events } = observedClient(fetcher);
    expect(await engine.request({ op: 'ping' })).toEqual({ result: { pong: true } });
    expect(seen).toEqual([{ url: ENGINE, token: 'old' }, { url: PAGE }, { url: ENGINE, token: 'new' }]);
    expect(events).toEqual(['answered 200']);
    // The next request goes with the new token at once.
    await engine.request({ op: 'ping' });
    expect(seen.slice(3)).toEqual([{ url: ENGINE, token: 'new' }]);
  });

  it('says so in words when the fresh token is refused too, and retries only once', async () => {
    const { seen, fetcher } = backend(
      () => 'other',
      () => 'new',
    );
    const { engine, events } = observedClient(fetcher);
    const response = await engine.request({ op: 'ping' });
    expect(response.error?.kind).toBe('internal');
    expect(response.error?.message).toBe(
      'engine refused the token: the backend refused the token read again from the page too (HTTP 401)',
    );
    expect(seen.filter((s) => s.url === ENGINE)).toHaveLength(2);
    expect(events).toEqual([
      'unauthorized the backend refused the token read again from the page too (HTTP 401); reload the page',
    ]);
  });

  it('does not retry when the page still carries the refused token', async () => {
    const { seen, fetcher } = backend(
      () => 'other',
      () => 'old',
    );
    const { engine, events } = observedClient(fetcher);
    const response = await engine.request({ op: 'ping' });
    expect(response.error?.message).toMatch(/the page has no other/);
    expect(seen.filter((s) => s.url === ENGINE)).toHaveLength(1);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatch(/^unauthorized /);
  });

  it('reads the page once for requests refused together', async () => {
    const { seen, fetcher } = backend(
      () => 'new',
      () => 'new',
    );
    const engine = new HttpEngineClient({ engineUrl: ENGINE, token: 'old', pageUrl: PAGE, fetch: fetcher });
    const answers = await Promise.all([1, 2, 3].map(() => engine.request({ op: 'ping' })));
    expect(answers).toEqual(Array(3).fill({ result: { pong: true } }));
    expect(seen.filter((s) => s.url === PAGE)).toHaveLength(1);
  });

  it('is unreachable, not refused, when the page cannot be read either', async () => {
    const { engine, events } = observedClient(async (input) =>
      String(input) === PAGE ? Promise.reject(new TypeError('Failed to fetch')) : refused(),
    );
    const response = await engine.request({ op: 'ping' });
    expect(response.error?.message).toBe(
      'engine unreachable: no fresh token from the page: TypeError: Failed to fetch',
    );
    expect(events).toEqual(['unreachable no fresh token from the page: TypeError: Failed to fetch']);
  });

  it('tells the observer of an unreachable backend and of an error the backend described', async () => {
    const down = observedClient(() => Promise.reject(new TypeError('Failed to fetch')));
    await down.engine.request({ op: 'ping' });
    const failing = observedClient(async () =>
      json(502, { error: { kind: 'internal', message: 'the engine exited' } }),
    );
    await failing.engine.request({ op: 'ping' });
    const events = [...down.events, ...failing.events];
    expect(events).toEqual(['unreachable TypeError: Failed to fetch', 'answered 502 internal']);
  });
});
