// The discovery hole and its refusals, through the backend's routes (docs/any-server.md,
// "Authorization", "What discovery refuses"). A configured server's 401 names protected resource
// metadata at a URL of its choosing; before, the backend fetched it and the whole body reached the
// page in the /start answer and the step log. Now: a server on a public address cannot send the
// backend to an internal one (refused before any connection); a server on loopback may use loopback
// metadata, but a document that is not what was asked for (not JSON, another resource, another
// issuer) is refused, and neither it nor any unchecked answer reaches the page: only its status,
// size and the reason.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '../../../test-support/everythingServer';
import { pageHeaders } from '../../../test-support/oauthBrowser';
import { openIdDocument } from '../../../test-support/oauthDocuments';
import type { OAuthStartResponse } from '../../../src/contracts';
import { startBackend, type RunningBackend } from '../../http/backendServer';
import { FakeEngine } from '../../http/testSupport';
import { ServersConfig } from '../serversConfig';
import { OAuthRegistry } from './oauthRegistry';
import { systemLookup, type Lookup } from './targetPolicy';

const SECRET = `SECRET-${randomUUID()}`;
const PUBLIC_SERVER = 'https://mcp.example.com/mcp';

let internal: Server;
let mcp: Server;
let backend: RunningBackend;
let internalPort: number;
let mcpPort: number;
/** Every request the internal server saw, by path. */
const seen: string[] = [];

const listen = async (server: Server): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

/** Where each configured server's 401 says its protected resource metadata is. */
const challengeFor = (path: string): string =>
  `http://127.0.0.1:${internalPort}${{ '/hole': '/internal-secret', '/mismatch': '/prm-mismatch', '/issuer': '/prm-issuer' }[path] ?? '/none'}`;

function internalAnswer(path: string): { status: number; body: string } {
  const json = (value: object): string => JSON.stringify(value);
  switch (path) {
    case '/internal-secret':
      return { status: 200, body: `the internal service's answer: ${SECRET}` };
    case '/prm-mismatch':
      return {
        status: 200,
        body: json({
          resource: `http://127.0.0.1:${mcpPort}/elsewhere`,
          authorization_servers: [`http://127.0.0.1:${internalPort}/`],
          secret: SECRET,
        }),
      };
    case '/prm-issuer':
      return {
        status: 200,
        body: json({
          resource: `http://127.0.0.1:${mcpPort}/issuer`,
          authorization_servers: [`http://127.0.0.1:${internalPort}/as`],
        }),
      };
    case '/.well-known/oauth-authorization-server/as':
      return { status: 404, body: `not here, but: ${SECRET}` };
    case '/.well-known/openid-configuration/as':
      return {
        status: 200,
        body: openIdDocument(`http://127.0.0.1:${internalPort}/other`, `http://127.0.0.1:${internalPort}`, {
          secret: SECRET,
        }),
      };
    default:
      return { status: 404, body: SECRET };
  }
}

/** The configured public server's 401, as it would come: a hook, since no public server is at hand. */
const probeFetch: typeof fetch = async (input, init) =>
  String(input) === PUBLIC_SERVER
    ? new Response('{}', {
        status: 401,
        headers: {
          'WWW-Authenticate': `Bearer resource_metadata="http://127.0.0.1:${internalPort}/internal-secret"`,
        },
      })
    : fetch(input, init);

/** mcp.example.com is a public address; every other name is resolved as usual. */
const lookup: Lookup = async (hostname) =>
  hostname === 'mcp.example.com' ? [{ address: '93.184.216.34', family: 4 }] : systemLookup(hostname);

beforeAll(async () => {
  internal = createServer((req, res) => {
    seen.push(req.url ?? '');
    const { status, body } = internalAnswer(req.url ?? '');
    // The one document that passes is shown whole, headers too; every other answer's are withheld.
    const header = req.url === '/prm-issuer' ? {} : { 'X-Internal': SECRET };
    res.writeHead(status, { 'Content-Type': 'application/json', ...header });
    res.end(body);
  });
  mcp = createServer((req, res) => {
    req.resume();
    res.writeHead(401, { 'WWW-Authenticate': `Bearer resource_metadata="${challengeFor(req.url ?? '')}"` });
    res.end();
  });
  internalPort = await listen(internal);
  mcpPort = await listen(mcp);
  backend = await startBackend({
    engine: new FakeEngine(),
    token: TEST_TOKEN,
    port: 0,
    log: () => {},
    oauth: new OAuthRegistry({ fetch: probeFetch, guard: { lookup } }),
    servers: ServersConfig.fromValue(
      {
        mcpServers: {
          public: { url: PUBLIC_SERVER },
          hole: { url: `http://127.0.0.1:${mcpPort}/hole` },
          mismatch: { url: `http://127.0.0.1:${mcpPort}/mismatch` },
          issuer: { url: `http://127.0.0.1:${mcpPort}/issuer` },
        },
      },
      process.cwd(),
    ),
  });
});
afterAll(async () => {
  await backend?.close(100);
  for (const server of [internal, mcp]) {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  }
});

/** POST /start and GET the status, as the page does: both bodies as text. */
async function start(name: string): Promise<{ answer: OAuthStartResponse; texts: string[] }> {
  const started = await (
    await fetch(`${backend.url}api/oauth/${name}/start`, { method: 'POST', headers: pageHeaders })
  ).text();
  const status = await (await fetch(`${backend.url}api/oauth/${name}`, { headers: pageHeaders })).text();
  return { answer: JSON.parse(started) as OAuthStartResponse, texts: [started, status] };
}

describe('a server on a public address naming internal metadata', () => {
  it('is refused before anything is fetched, and the reason is shown', async () => {
    const before = seen.length;
    const { answer, texts } = await start('public');
    expect(seen.length).toBe(before);
    expect(answer.authorizationUrl).toBeUndefined();
    expect(answer.status.state).toBe('failed');
    expect(answer.status.error).toBe(
      `authorization could not start: refused http://127.0.0.1:${internalPort}: 127.0.0.1 is a loopback address and the MCP server is on a public address; nothing was fetched`,
    );
    const step = answer.status.steps.find((s) => s.phase === 'Protected resource metadata (RFC 9728)');
    expect(step).toMatchObject({
      failed: true,
      request: { url: `http://127.0.0.1:${internalPort}/internal-secret` },
    });
    expect(step?.response).toBeUndefined();
    for (const text of texts) expect(text).not.toContain(SECRET);
  });
});

describe('a server on loopback', () => {
  it('may name loopback metadata, but a body that is not JSON is refused and not shown (the hole)', async () => {
    const { answer, texts } = await start('hole');
    expect(seen).toContain('/internal-secret');
    expect(answer.status.error).toBe(
      'authorization could not start: the protected resource metadata is not JSON',
    );
    const step = answer.status.steps.find((s) => s.request?.url.endsWith('/internal-secret'));
    expect(step?.response).toEqual({
      status: 200,
      headers: {},
      size: Buffer.byteLength(internalAnswer('/internal-secret').body),
    });
    expect(step?.note).toBe('Refused: the protected resource metadata is not JSON.');
    for (const text of texts) expect(text).not.toContain(SECRET);
  });

  it('refuses protected resource metadata that describes another resource (RFC 9728 §3.3)', async () => {
    const { answer, texts } = await start('mismatch');
    expect(answer.status.error).toBe(
      `authorization could not start: the protected resource metadata describes another resource than http://127.0.0.1:${mcpPort}/mismatch (RFC 9728 §3.3)`,
    );
    for (const text of texts) expect(text).not.toContain(SECRET);
  });

  it('refuses authorization server metadata of another issuer (RFC 8414 §3.3), showing no unchecked body', async () => {
    const { answer, texts } = await start('issuer');
    expect(answer.status.error).toBe(
      `authorization could not start: the metadata names another issuer than http://127.0.0.1:${internalPort}/as, where it was fetched from (OpenID Connect Discovery §4.3)`,
    );
    const exchanges = answer.status.steps
      .filter((s) => s.request !== undefined)
      .map((s) => [s.request?.url, s.response]);
    expect(exchanges.slice(1)).toEqual([
      // The protected resource metadata passed: shown whole.
      [
        `http://127.0.0.1:${internalPort}/prm-issuer`,
        expect.objectContaining({ status: 200, body: expect.any(String) }),
      ],
      // A 404 is "not here": its status and size only, and the next candidate is tried.
      [
        `http://127.0.0.1:${internalPort}/.well-known/oauth-authorization-server/as`,
        {
          status: 404,
          headers: {},
          size: Buffer.byteLength(internalAnswer('/.well-known/oauth-authorization-server/as').body),
        },
      ],
      [
        `http://127.0.0.1:${internalPort}/.well-known/openid-configuration/as`,
        {
          status: 200,
          headers: {},
          size: Buffer.byteLength(internalAnswer('/.well-known/openid-configuration/as').body),
        },
      ],
    ]);
    for (const text of texts) expect(text).not.toContain(SECRET);
  });
});
