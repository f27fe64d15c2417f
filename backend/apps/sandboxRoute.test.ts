// docs/playground.md, "MCP Apps": the backend names its sandbox origin, which is another port, frames
// only under the playground, and is refused by the backend's own Origin guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../http/backendServer';
import { call, json } from '../http/testSupport';
import { createToken } from '../http/token';
import { FakeEngine } from '../../test-support/fakeEngine';

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackend({ engine: new FakeEngine(), token: createToken(), port: 0, log: () => {} });
});
afterAll(() => backend.close());

describe('the sandbox origin', () => {
  it('is named by /api/apps/sandbox, on another port, and serves the playground only', async () => {
    const named = await call(backend.port, { path: '/api/apps/sandbox' });
    expect(named.status).toBe(200);
    const { url } = json(named) as { url: string };
    const sandbox = new URL(url);
    expect(sandbox.hostname).toBe('127.0.0.1');
    expect(Number(sandbox.port)).not.toBe(backend.port);

    const playground = `http://127.0.0.1:${backend.port}`;
    const page = await fetch(`${url}?host=${encodeURIComponent(playground)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(
      new RegExp(`frame-ancestors [^;]*${playground}( |$)`),
    );
  });

  it('cannot call the backend: its origin is not the backend’s', async () => {
    const { url } = json(await call(backend.port, { path: '/api/apps/sandbox' })) as { url: string };
    const refused = await call(backend.port, {
      path: '/api/health',
      headers: { origin: new URL(url).origin },
    });
    expect(refused.status).toBe(403);
  });
});
