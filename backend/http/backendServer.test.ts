// The request checks of docs/engine-protocol.md, "HTTP (backend)", against a real server on an
// ephemeral port with a fake engine. Every malformed input is followed by a health check: the
// server goes on.
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EngineResponse } from '../../src/contracts';
import { startBackend } from './backendServer';
import type { RunningBackend } from './backendServer';
import { FakeEngine } from '../../test-support/fakeEngine';
import { call, json } from './testSupport';
import type { RawResponse } from './testSupport';
import { createToken } from './token';

const token = createToken();
const engine = new FakeEngine();
let backend: RunningBackend;
let port: number;

beforeAll(async () => {
  backend = await startBackend({
    engine,
    token,
    port: 0,
    extraOrigins: ['http://localhost:5173'],
    log: () => {},
  });
  port = backend.port;
});
afterAll(() => backend.close());
beforeEach(() => {
  engine.health = 'ready';
  engine.respond = (req) => ({ result: { echoed: req.op } });
  engine.requests.length = 0;
});

const auth = (): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});
const post = (body: unknown, headers: Record<string, string> = auth()): Promise<RawResponse> =>
  call(port, {
    method: 'POST',
    path: '/api/engine',
    headers,
    body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
  });

async function expectServerGoesOn(): Promise<void> {
  const health = await call(port, { path: '/api/health' });
  expect(health.status).toBe(200);
}

async function expectError(response: RawResponse, status: number, kind: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(json(response)).toMatchObject({ error: { kind } });
  await expectServerGoesOn();
}

describe('listening', () => {
  it('binds to 127.0.0.1 only and prints its URL form', () => {
    expect(backend.server.address()).toMatchObject({ address: '127.0.0.1' });
    expect(backend.url).toBe(`http://127.0.0.1:${port}/`);
  });

  it('sets TCP_NODELAY on accepted sockets', async () => {
    // node's http.Server passes `noDelay: options.noDelay ?? true` to net.Server; we pass true
    // explicitly. The flag is only visible through net.Socket's internal kSetNoDelay symbol.
    const accepted = new Promise<object>((resolve) => backend.server.once('connection', resolve));
    await call(port, { path: '/api/health' });
    const socket = await accepted;
    const flag = Object.getOwnPropertySymbols(socket).find((s) => s.description === 'kSetNoDelay');
    expect(flag && (socket as Record<symbol, unknown>)[flag]).toBe(true);
  });

  it('keeps connections alive and sets sane timeouts', () => {
    expect(backend.server.keepAliveTimeout).toBeGreaterThan(5_000);
    expect(backend.server.headersTimeout).toBeLessThanOrEqual(backend.server.requestTimeout);
    expect(backend.server.requestTimeout).toBeGreaterThan(0);
  });
});

describe('Host guard (DNS rebinding)', () => {
  const rejected = (p: number): string[] => [
    `evil.example:${p}`,
    `127.0.0.1.nip.io:${p}`,
    'localhost',
    '127.0.0.1',
    `localhost:${p + 1}`,
    `localhost.:${p}`,
    `0.0.0.0:${p}`,
    `[::ffff:127.0.0.1]:${p}`,
  ];
  it('answers 403 to a foreign Host, on every route', async () => {
    for (const host of rejected(port)) {
      for (const path of ['/api/health', '/api/engine', '/']) {
        const isPost = path === '/api/engine';
        const r = await call(port, {
          path,
          headers: { host, ...auth() },
          method: isPost ? 'POST' : 'GET',
          ...(isPost ? { body: '{"op":"ping"}' } : {}),
        });
        expect([host, path, r.status]).toEqual([host, path, 403]);
      }
    }
    await expectServerGoesOn();
  });

  it('accepts the loopback names with the port', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LocalHost:${port}`]) {
      expect((await call(port, { path: '/api/health', headers: { host } })).status).toBe(200);
    }
  });
});

describe('Origin guard', () => {
  it('answers 403 to a foreign Origin', async () => {
    for (const origin of [
      'http://evil.example',
      'null',
      `https://127.0.0.1:${port}`,
      `http://localhost:${port + 1}`,
      `http://127.0.0.1:${port}/`,
    ]) {
      const r = await post({ op: 'ping' }, { ...auth(), origin });
      await expectError(r, 403, 'forbidden');
      expect((await call(port, { path: '/api/health', headers: { origin } })).status).toBe(403);
    }
  });

  it('accepts our own origins and the configured dev origin', async () => {
    for (const origin of [
      `http://127.0.0.1:${port}`,
      `http://localhost:${port}`,
      `http://[::1]:${port}`,
      'http://localhost:5173',
    ]) {
      expect((await post({ op: 'ping' }, { ...auth(), origin })).status).toBe(200);
    }
  });
});

describe('bearer token', () => {
  const cases: Array<[string, Record<string, string>]> = [
    ['no Authorization', { 'content-type': 'application/json' }],
    ['a wrong token', { authorization: `Bearer ${createToken()}`, 'content-type': 'application/json' }],
    [
      'a prefix of the token',
      { authorization: `Bearer ${token.slice(0, 20)}`, 'content-type': 'application/json' },
    ],
    ['the token with a suffix', { authorization: `Bearer ${token}x`, 'content-type': 'application/json' }],
    ['Basic scheme', { authorization: `Basic ${token}`, 'content-type': 'application/json' }],
    ['the bare token', { authorization: token, 'content-type': 'application/json' }],
  ];
  it.each(cases)('%s → 401', async (_label, headers) => {
    const r = await post({ op: 'ping' }, headers);
    expect(r.headers['www-authenticate']).toMatch(/^Bearer/);
    await expectError(r, 401, 'unauthorized');
    expect(engine.requests).toHaveLength(0);
  });

  it('the right token passes', async () => {
    expect((await post({ op: 'ping' })).status).toBe(200);
  });
});

describe('POST /api/engine', () => {
  it('forwards the request and answers the engine result', async () => {
    const body = {
      op: 'diagnostics',
      uri: 'groovy-buffer:snippet',
      text: 'def a = 1\n',
      related: [{ uri: 'groovy-buffer:other', text: 'class Other {}' }],
      args: { line: 0 },
    };
    engine.respond = () => ({ result: { uri: 'groovy-buffer:snippet', diagnostics: [] } });
    const r = await post(body);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json(r)).toEqual({ result: { uri: 'groovy-buffer:snippet', diagnostics: [] } });
    expect(engine.requests).toEqual([body]);
  });

  it('answers {"result": null} when the engine result is undefined', async () => {
    engine.respond = () => ({ result: undefined });
    expect(json(await post({ op: 'ping' }))).toEqual({ result: null });
  });

  const engineErrors: Array<[EngineResponse, number, string]> = [
    [{ error: { kind: 'invalid', message: 'bad args' } }, 400, 'invalid'],
    [{ error: { kind: 'tooLarge', message: 'too big' } }, 413, 'tooLarge'],
    [{ error: { kind: 'timeout', message: 'compile took longer than 10 s' } }, 504, 'timeout'],
    [{ error: { kind: 'busy', message: 'engine busy, try again' } }, 503, 'busy'],
    [{ error: { kind: 'internal', message: 'engine died' } }, 502, 'internal'],
    [{ error: { kind: 'bogus' as 'internal', message: 'unknown kind' } }, 502, 'internal'],
  ];
  it.each(engineErrors)('engine error %j → %i', async (answer, status, kind) => {
    engine.respond = () => answer;
    const r = await post({ op: 'ping' });
    expect(r.status).toBe(status);
    expect(json(r)).toEqual({ error: { kind, message: answer.error!.message } });
    await expectServerGoesOn();
  });

  it('a busy engine is 503 with Retry-After; other errors have no Retry-After', async () => {
    engine.respond = () => ({ error: { kind: 'busy', message: 'engine busy, try again' } });
    const busy = await post({ op: 'ping' });
    expect([busy.status, busy.headers['retry-after']]).toEqual([503, '1']);
    engine.respond = () => ({ error: { kind: 'timeout', message: 'slow' } });
    expect((await post({ op: 'ping' })).headers['retry-after']).toBeUndefined();
  });

  it('an EngineClient that rejects is a 500, and the server goes on', async () => {
    engine.respond = () => Promise.reject(new TypeError('bug'));
    await expectError(await post({ op: 'ping' }), 500, 'internal');
  });

  const malformed: Array<[string, string | Buffer]> = [
    ['invalid JSON', '{"op": "ping",'],
    ['empty body', ''],
    ['a JSON array', '[{"op":"ping"}]'],
    ['a JSON string', '"ping"'],
    ['null', 'null'],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0x7d])],
    ['an unknown op', '{"op":"evaluate","uri":"a","text":"b"}'],
    ['close is not an engine op', '{"op":"close","uri":"a","text":"b"}'],
    ['an id field', '{"id":7,"op":"ping"}'],
    ['a tool op without text', '{"op":"diagnostics","uri":"groovy-buffer:snippet"}'],
    ['uri not a string', '{"op":"ping","uri":7}'],
    ['related not an array', '{"op":"ping","related":{}}'],
    ['a related buffer without text', '{"op":"ping","related":[{"uri":"x"}]}'],
    ['args an array', '{"op":"ping","args":[]}'],
    ['a __proto__ field', '{"op":"ping","__proto__":{"polluted":true}}'],
  ];
  it.each(malformed)('%s → 400, the server goes on', async (_label, body) => {
    await expectError(await post(body), 400, 'invalid');
    expect(engine.requests).toHaveLength(0);
  });

  it('quotes an unexpected field shortened and without control characters', async () => {
    const r = await post(JSON.stringify({ op: 'ping', [`x\u0001${'y'.repeat(200)}`]: 1 }));
    const message = (json(r) as { error: { message: string } }).error.message;
    expect(message).not.toContain('\u0001');
    expect(message.length).toBeLessThan(120);
  });

  it('refuses a non-JSON content type with 415', async () => {
    await expectError(
      await post({ op: 'ping' }, { authorization: `Bearer ${token}`, 'content-type': 'text/plain' }),
      415,
      'invalid',
    );
  });

  it('refuses GET with 405', async () => {
    const r = await call(port, { path: '/api/engine', headers: auth() });
    expect(r.headers.allow).toBe('POST');
    await expectError(r, 405, 'methodNotAllowed');
  });
});

describe('GET /api/health', () => {
  it('reports the engine state and Groovy version without a token', async () => {
    const r = await call(port, { path: '/api/health' });
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(json(r)).toEqual({ engine: 'ready', groovyVersion: '4.0.26', sandbox: 'enforced' });
  });

  it('reports starting with a null version', async () => {
    engine.health = 'starting';
    engine.groovyVersion = undefined;
    engine.sandbox = undefined;
    expect(json(await call(port, { path: '/api/health' }))).toEqual({
      engine: 'starting',
      groovyVersion: null,
      sandbox: null,
    });
    engine.groovyVersion = '4.0.26';
    engine.sandbox = 'enforced';
  });

  it('says why an engine that cannot start stays starting', async () => {
    engine.health = 'starting';
    engine.startProblem = { message: 'the Groovy engine needs Java 17 or later' };
    expect(json(await call(port, { path: '/api/health' }))).toEqual({
      engine: 'starting',
      groovyVersion: '4.0.26',
      sandbox: 'enforced',
      problem: 'the Groovy engine needs Java 17 or later',
    });
    engine.startProblem = undefined;
  });

  it('says when the engine sandbox is unavailable', async () => {
    engine.sandbox = 'unavailable';
    expect(json(await call(port, { path: '/api/health' }))).toMatchObject({ sandbox: 'unavailable' });
    engine.sandbox = 'enforced';
  });

  it('refuses POST with 405', async () => {
    await expectError(await call(port, { method: 'POST', path: '/api/health' }), 405, 'methodNotAllowed');
  });

  it('unknown /api routes are JSON 404s', async () => {
    await expectError(await call(port, { path: '/api/nope' }), 404, 'notFound');
  });
});

/** Sends bytes as they are (fetch cannot send malformed HTTP) and reads the whole answer. */
const raw = (bytes: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });

describe('malformed HTTP', () => {
  it.each([
    ['garbage', 'HELLO\r\n\r\n'],
    ['no Host', 'GET /api/health HTTP/1.1\r\n\r\n'],
    [
      'a bad Content-Length',
      `POST /api/engine HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nContent-Length: x\r\n\r\n`,
    ],
    [
      'two Content-Lengths',
      `POST /api/engine HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab`,
    ],
  ])('%s → 400, the server goes on', async (_label, bytes) => {
    const answer = await raw(bytes.replace('PORT', String(port)));
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    await expectServerGoesOn();
  });
});

describe('Host header count (RFC 9112 §3.2)', () => {
  it.each([
    ['the same Host twice', ['127.0.0.1:PORT', '127.0.0.1:PORT']],
    ['ours, then a foreign one', ['127.0.0.1:PORT', 'evil.example']],
    ['a foreign one, then ours', ['evil.example', 'localhost:PORT']],
    ['three', ['localhost:PORT', 'localhost:PORT', 'localhost:PORT']],
  ])('%s → 400 and the connection closes, on every route', async (_label, hosts) => {
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['POST', '/api/engine'],
      ['GET', '/'],
    ]) {
      const lines = hosts.map((h) => `Host: ${h.replace('PORT', String(port))}\r\n`).join('');
      const body = method === 'POST' ? '{"op":"ping"}' : '';
      const answer = await raw(
        `${method} ${path} HTTP/1.1\r\n${lines}Authorization: Bearer ${token}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
      expect(answer, `${method} ${path}`).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(answer).toContain('exactly one Host header is allowed');
    }
    expect(engine.requests).toEqual([]);
    await expectServerGoesOn();
  });
});

describe('keep-alive', () => {
  it('serves several requests on one connection', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let received = '';
    socket.on('data', (d) => (received += d.toString('utf8')));
    const get = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
    socket.write(get + get + get);
    await expect.poll(() => received.match(/HTTP\/1\.1 200 OK/g)?.length ?? 0).toBe(3);
    expect(received).not.toMatch(/connection: close/i);
    socket.destroy();
  });
});
