// The hosted server over HTTP (docs/hosted.md) with the fake engine: the page hands out a cookie
// and a token, the engine route answers as in local mode, and the probes and /metrics answer
// without a visitor.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EngineRequest } from '../../src/contracts';
import { FakeEngine } from '../../test-support/fakeEngine';
import { call, json } from '../http/testSupport';
import { parseExposition } from './expositionReader';
import { cookieOf, rawExchange, startHostedForTest, tokenOf, type HostedForTest } from './hostedTestSupport';

const engine = new FakeEngine();
let hosted: HostedForTest;

beforeAll(async () => {
  hosted = await startHostedForTest(engine, { metricsToken: 'scrape-me' });
});
afterAll(() => hosted.close());
beforeEach(() => {
  engine.health = 'ready';
  engine.startProblem = undefined;
  engine.requests.length = 0;
  engine.respond = undefined;
});

describe('the page', () => {
  it('gives a new visitor an HttpOnly, SameSite=Strict cookie and its own token', async () => {
    const page = await call(hosted.port, { path: '/' });
    expect(page.status).toBe(200);
    const setCookie = String(page.headers['set-cookie']);
    expect(setCookie).toMatch(/^groovymcp_visitor=[\w.-]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(page.headers['cache-control']).toBe('no-store');
    const other = await hosted.visit();
    expect(tokenOf(page.body)).toMatch(/^[\w-]{43}$/);
    expect(tokenOf(page.body)).not.toBe(other.token);
  });

  it('keeps a returning visitor (same token), renews its cookie, and marks it Secure behind https', async () => {
    const visitor = await hosted.visit();
    const again = await call(hosted.port, {
      path: '/some/client/route',
      headers: { cookie: visitor.cookie, 'x-forwarded-proto': 'https' },
    });
    expect(tokenOf(again.body)).toBe(visitor.token);
    expect(String(again.headers['set-cookie'])).toMatch(/; Secure$/);
    expect(cookieOf(again.headers['set-cookie']).split('.')[0]).toBe(visitor.cookie.split('.')[0]);
  });

  it('answers to any one Host name, refuses two, and refuses a foreign Origin', async () => {
    const named = await call(hosted.port, { path: '/', headers: { host: 'play.example.org' } });
    expect(named.status).toBe(200);
    const visitor = await hosted.visit();
    const sameSite = await hosted.engine(visitor, { op: 'ping' });
    expect(sameSite.status).toBe(200);
    const ours = await hosted.api('/api/servers', visitor, {
      headers: { origin: `http://127.0.0.1:${hosted.port}` },
    });
    expect(ours.status).toBe(200);
    const proxied = await hosted.api('/api/servers', visitor, {
      headers: {
        host: 'backend:8080',
        origin: 'https://play.example.org',
        'x-forwarded-host': 'play.example.org',
      },
    });
    expect(proxied.status).toBe(200);
    for (const origin of ['https://evil.example', 'null', `http://127.0.0.1:${hosted.port + 1}`]) {
      const foreign = await hosted.api('/api/servers', visitor, { headers: { origin } });
      expect(foreign.status, origin).toBe(403);
    }
    const twoHosts = await rawExchange(hosted.port, 'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n');
    expect(twoHosts).toMatch(/^HTTP\/1\.1 400 /);
    expect(twoHosts).toMatch(/\r\nconnection: close\r\n/i);
  });
});

describe('POST /api/engine', () => {
  it("answers exactly as local mode, while the engine sees the visitor's own URIs", async () => {
    const visitor = await hosted.visit();
    const body: EngineRequest = {
      op: 'symbols',
      uri: 'groovy-buffer:a.groovy',
      text: 'class A {}\ndef b = 1\n',
      related: [{ uri: 'groovy-buffer:b.groovy', text: 'class B {}' }],
    };
    const answer = await hosted.engine(visitor, body);
    expect(answer.status).toBe(200);
    const local = await new FakeEngine().request(body);
    expect(json(answer)).toEqual({ result: local.result });
    expect(answer.headers['server-timing']).toMatch(/^engine;dur=/);
    const seen = engine.requests.at(-1)!;
    expect(seen.uri).toMatch(/^hosted-visitor-[0-9a-f]{16}:groovy-buffer:a\.groovy$/);
    expect(seen.related![0]!.uri).toBe(seen.uri!.replace('a.groovy', 'b.groovy'));
    expect(seen.text).toBe(body.text);
  });

  it('passes engine errors through with their status, as local mode does', async () => {
    const visitor = await hosted.visit();
    engine.respond = () => ({ error: { kind: 'timeout', message: 'compile took longer than 10 s' } });
    const answer = await hosted.engine(visitor, { op: 'diagnostics', uri: 'groovy-buffer:a', text: '' });
    expect(answer.status).toBe(504);
    expect(json(answer)).toEqual({ error: { kind: 'timeout', message: 'compile took longer than 10 s' } });
  });

  it('keeps the local checks: method, Content-Type and shape', async () => {
    const visitor = await hosted.visit();
    expect((await hosted.api('/api/engine', visitor)).status).toBe(405);
    const text = await hosted.api('/api/engine', visitor, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect((await hosted.engine(visitor, { op: 'nope' })).status).toBe(400);
    expect(engine.requests).toHaveLength(0);
  });

  it('answers an unknown API path 404 for a visitor, 401 for anyone else', async () => {
    const visitor = await hosted.visit();
    expect((await hosted.api('/api/nothing', visitor)).status).toBe(404);
    expect((await hosted.api('/api/nothing', {})).status).toBe(401);
  });
});

describe('probes and metrics', () => {
  it('/api/health answers while the process lives; /api/ready only while the engine answers', async () => {
    expect(json(await call(hosted.port, { path: '/api/health' }))).toMatchObject({ engine: 'ready' });
    expect(await call(hosted.port, { path: '/api/ready' })).toMatchObject({ status: 200 });
    engine.health = 'restarting';
    const restarting = await call(hosted.port, { path: '/api/ready' });
    expect(restarting.status).toBe(503);
    expect(json(restarting)).toEqual({ ready: false, engine: 'restarting' });
    expect((await call(hosted.port, { path: '/api/health' })).status).toBe(200);
    engine.health = 'starting';
    engine.startProblem = { message: 'no java on PATH' };
    expect(json(await call(hosted.port, { path: '/api/ready' }))).toEqual({
      ready: false,
      engine: 'starting',
      problem: 'no java on PATH',
    });
    expect((await call(hosted.port, { path: '/api/ready', method: 'POST' })).status).toBe(405);
  });

  it('/metrics wants the metrics token when one is set, and is the Prometheus text format', async () => {
    expect((await call(hosted.port, { path: '/metrics' })).status).toBe(401);
    const visitor = await hosted.visit();
    await hosted.engine(visitor, { op: 'ping' });
    await hosted.engine({ cookie: visitor.cookie }, { op: 'ping' });
    const scraped = await call(hosted.port, {
      path: '/metrics',
      headers: { authorization: 'Bearer scrape-me' },
    });
    expect(scraped.status).toBe(200);
    expect(scraped.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const { types, samples } = parseExposition(scraped.body);
    expect(Object.fromEntries(types)).toMatchObject({
      groovymcp_visitors: 'gauge',
      groovymcp_engine_queue_depth: 'gauge',
      groovymcp_compile_duration_seconds: 'histogram',
      groovymcp_rejections_total: 'counter',
      groovymcp_engine_restarts_total: 'counter',
    });
    const value = (name: string, labels = {}) =>
      samples.find((s) => s.name === name && JSON.stringify(s.labels) === JSON.stringify(labels))?.value;
    expect(value('groovymcp_visitors')).toBeGreaterThanOrEqual(1);
    expect(value('groovymcp_compile_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(value('groovymcp_compile_duration_seconds_bucket', { le: '+Inf' })).toBe(
      value('groovymcp_compile_duration_seconds_count'),
    );
    expect(value('groovymcp_rejections_total', { reason: 'unauthorized' })).toBeGreaterThanOrEqual(1);
    expect(value('groovymcp_engine_queue_depth')).toBe(0);
    expect(value('groovymcp_engine_restarts_total')).toBe(0);
  });
});
