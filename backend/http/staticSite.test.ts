// Serving dist/: content types, caching, SPA fallback, token injection, and traversal attempts
// that must never reach a file outside dist/.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from './backendServer';
import type { RunningBackend } from './backendServer';
import { FakeEngine } from '../../test-support/fakeEngine';
import { call } from './testSupport';
import { TOKEN_META_NAME } from '../../src/contracts';
import { createToken } from './token';

const SECRET = 'SECRET-OUTSIDE-DIST';
const token = createToken();
let base: string;
let backend: RunningBackend;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'groovymcp-dist-'));
  const dist = join(base, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'docs'));
  writeFileSync(join(base, 'package.json'), `{"name": "${SECRET}"}`);
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>t</title></head><body>app</body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-B1a2c3D4.js'), 'console.log(1);');
  writeFileSync(join(dist, 'assets', 'index-Cx9_yZ0-.css'), 'body{}');
  writeFileSync(join(dist, 'assets', 'editor.worker-Q1w2E3r4.js'), 'self.onmessage=null;');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, 'data.bin'), Buffer.from([1, 2, 3]));
  writeFileSync(join(dist, 'docs', 'readme.txt'), 'hi');
  symlinkSync(join(base, 'package.json'), join(dist, 'linked.json'));
  symlinkSync(base, join(dist, 'up'));
  backend = await startBackend({ engine: new FakeEngine(), token, port: 0, distDir: dist, log: () => {} });
});

afterAll(async () => {
  await backend.close();
  rmSync(base, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => call(backend.port, { path, headers });
const meta = `<meta name="${TOKEN_META_NAME}" content="${token}">`;

describe('index.html', () => {
  it.each(['/', '/index.html', '/?x=1', '/session/abc', '/deep/client/route'])(
    '%s carries the token, never cached',
    async (path) => {
      const r = await get(path);
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.body).toContain(`<head>${meta}<meta charset="UTF-8" />`);
      expect(r.headers['x-frame-options']).toBe('DENY');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      // Cross-origin isolated, so the page's timers are precise enough for worker round trips.
      expect(r.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(r.headers['cross-origin-embedder-policy']).toBe('require-corp');
    },
  );

  it('HEAD has the headers and no body', async () => {
    const r = await call(backend.port, { method: 'HEAD', path: '/' });
    expect(r.status).toBe(200);
    expect(Number(r.headers['content-length'])).toBeGreaterThan(0);
    expect(r.body).toBe('');
  });

  it('POST is 405', async () => {
    const r = await call(backend.port, { method: 'POST', path: '/' });
    expect(r.status).toBe(405);
    expect(r.headers.allow).toBe('GET, HEAD');
  });
});

describe('assets', () => {
  const cases: Array<[string, string, string]> = [
    ['/assets/index-B1a2c3D4.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/assets/index-Cx9_yZ0-.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
    [
      '/assets/editor.worker-Q1w2E3r4.js',
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    ['/favicon.svg', 'image/svg+xml', 'no-cache'],
    ['/data.bin', 'application/octet-stream', 'no-cache'],
    ['/docs/readme.txt', 'text/plain; charset=utf-8', 'no-cache'],
  ];
  it.each(cases)('%s → %s, %s', async (path, type, cache) => {
    const r = await get(path);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe(type);
    expect(r.headers['cache-control']).toBe(cache);
    expect(r.headers.etag).toMatch(/^W\/"/);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/favicon.svg');
    const again = await get('/favicon.svg', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('a missing file with an extension is 404, not the app', async () => {
    expect((await get('/assets/missing-abc.js')).status).toBe(404);
    expect((await get('/nope.png')).status).toBe(404);
  });
});

describe('never outside dist/', () => {
  const attempts = [
    '/../package.json',
    '/../../package.json',
    '/%2e%2e/package.json',
    '/%2E%2E/package.json',
    '/.%2e/package.json',
    '/assets/../../package.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/..%2Fpackage.json',
    '/assets%2f..%2f..%2fpackage.json',
    '/..%5cpackage.json',
    '/..\\package.json',
    '/%252e%252e/package.json',
    '/package.json%00.html',
    '/%00',
    '/%zz',
    '//../package.json',
    '/linked.json',
    '/up/package.json',
    '/up',
    'package.json',
    '*',
    'http://127.0.0.1/../package.json',
  ];
  it.each(attempts)('%s', async (path) => {
    const r = await get(path);
    expect(r.body).not.toContain(SECRET);
    expect([200, 400, 404]).toContain(r.status);
    // A 200 can only be the app itself (a client route), with the token.
    if (r.status === 200) expect(r.body).toContain(meta);
  });

  it('the server goes on after all of them', async () => {
    expect((await get('/api/health')).status).toBe(200);
    expect((await get('/favicon.svg')).status).toBe(200);
  });
});

describe('without dist/', () => {
  it('serves the API and 404s the page', async () => {
    const apiOnly = await startBackend({
      engine: new FakeEngine(),
      token,
      port: 0,
      distDir: join(base, 'missing-dist'),
      log: () => {},
    });
    try {
      expect((await call(apiOnly.port, { path: '/' })).status).toBe(404);
      expect((await call(apiOnly.port, { path: '/api/health' })).status).toBe(200);
    } finally {
      await apiOnly.close();
    }
  });
});

describe('a build without index.html', () => {
  it('says the app is not built', async () => {
    const dist = join(base, 'empty-dist');
    mkdirSync(dist);
    const b = await startBackend({
      engine: new FakeEngine(),
      token: createToken(),
      port: 0,
      distDir: dist,
      log: () => {},
    });
    try {
      const r = await call(b.port, { path: '/' });
      expect(r.status).toBe(404);
      expect(r.body).toContain('not built');
    } finally {
      await b.close();
    }
  });
});
