// docs/playground.md, "MCP Apps": the sandbox origin serves only the proxy page, only to the
// playground, under the app's CSP with default deny.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type SandboxServer } from './sandboxServer';

const HOST = 'http://127.0.0.1:5999';
let sandbox: SandboxServer;

beforeAll(async () => {
  sandbox = await startSandboxServer(() => [HOST]);
});
afterAll(() => sandbox.close());

const pageFor = (query: Record<string, string>) => fetch(`${sandbox.pageUrl}?${new URLSearchParams(query)}`);

describe('sandbox server', () => {
  it('serves the proxy page framed only by the playground, default deny', async () => {
    const res = await pageFor({ host: HOST });
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain(`frame-ancestors ${HOST}`);
    expect(res.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    const html = await res.text();
    expect(html).toContain('ui/notifications/sandbox-proxy-ready');
    expect(html).toContain(JSON.stringify(HOST));
  });

  it('widens the policy only by the origins the resource names', async () => {
    const csp = {
      connectDomains: ['https://api.example.com', "'unsafe-eval'"],
      resourceDomains: ['https://*.cdn.test'],
    };
    const res = await pageFor({ host: HOST, csp: JSON.stringify(csp) });
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('connect-src https://api.example.com;');
    expect(policy).toContain("script-src 'unsafe-inline' https://*.cdn.test");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('refuses another host origin and any other path', async () => {
    expect((await pageFor({ host: 'http://evil.test' })).status).toBe(403);
    expect((await fetch(sandbox.pageUrl.replace('sandbox.html', 'api/engine'))).status).toBe(404);
  });
});
