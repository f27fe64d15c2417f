// guardedFetch against real local servers (docs/any-server.md, "Authorization", "What discovery
// refuses"): an internal target is refused before any connection when the MCP server is public; a
// loopback server may keep its metadata on loopback but not on a private address; the request goes
// to the address that was checked; an answer over the size bound, or one that never completes, is
// cut off with a reason.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscoveryRefusal } from './discoveryRefusal';
import { guardedFetch } from './guardedFetch';
import type { Lookup } from './targetPolicy';

let server: Server;
let port: number;
let hits = 0;
const stalled: (() => void)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    if (req.url === '/big') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(300 * 1024) });
      res.end('x'.repeat(300 * 1024));
    } else if (req.url === '/big-chunked') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      for (let i = 0; i < 300; i++) res.write('y'.repeat(1024));
      res.end();
    } else if (req.url === '/stall') {
      // Sends the head and one byte, then nothing: only the time bound ends it.
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{');
      stalled.push(() => res.end('}'));
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Seen-Host': req.headers.host ?? '' });
      res.end(JSON.stringify({ path: req.url }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const end of stalled) end();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A resolver for made-up names: no DNS is asked. */
const names =
  (table: Record<string, string>): Lookup =>
  async (hostname) => {
    const address = table[hostname];
    if (address === undefined) throw new Error(`ENOTFOUND ${hostname}`);
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  };

const publicServer = 'https://mcp.example.com/mcp';
const lookup = names({
  'mcp.example.com': '93.184.216.34',
  'internal.example.com': '10.0.0.5',
  'both.example.com': '127.0.0.1',
  'meta.test': '127.0.0.1',
});

const refusal = async (promise: Promise<unknown>): Promise<DiscoveryRefusal> => {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DiscoveryRefusal);
  return err as DiscoveryRefusal;
};

describe('guardedFetch, for a server on a public address', () => {
  const fetchFn = guardedFetch({ serverUrl: publicServer, lookup });

  it.each([
    ['a loopback IP', () => `http://127.0.0.1:${port}/internal-secret`, 'loopback'],
    ['an IPv4-mapped loopback IP', () => `http://[::ffff:127.0.0.1]:${port}/internal-secret`, 'loopback'],
    ['localhost', () => `http://localhost:${port}/internal-secret`, 'loopback'],
    ['a localhost subdomain', () => `http://api.localhost:${port}/x`, 'loopback'],
    ['a name that resolves to a private address', () => 'http://internal.example.com/x', 'private'],
    ['a name that resolves to loopback', () => `http://both.example.com:${port}/x`, 'loopback'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/', 'link-local'],
    ['the unspecified address', () => `http://0.0.0.0:${port}/x`, 'unspecified'],
  ])('refuses %s without connecting', async (_, url, kind) => {
    const before = hits;
    const err = await refusal(fetchFn(url()));
    expect(err.reason).toMatch(
      new RegExp(`is a ${kind} (address|name) and the MCP server is on a public address`),
    );
    expect(err.reason).toContain('nothing was fetched');
    expect(err.answer).toBeUndefined();
    expect(hits).toBe(before);
  });

  it('refuses a scheme other than http and https, and a name that does not resolve', async () => {
    expect((await refusal(fetchFn('file:///etc/passwd'))).reason).toContain('only http and https');
    expect((await refusal(fetchFn('https://nowhere.example/x'))).reason).toContain('does not resolve');
  });
});

describe('guardedFetch, for a server on loopback', () => {
  const fetchFn = guardedFetch({ serverUrl: `http://127.0.0.1:1/mcp`, lookup });

  it('fetches loopback metadata, connecting to the address the name was checked as', async () => {
    // meta.test exists in no DNS: the answer proves the request went to the pinned address.
    const answer = await fetchFn(`http://meta.test:${port}/.well-known/x`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ path: '/.well-known/x' });
    expect(answer.headers.get('x-seen-host')).toBe(`meta.test:${port}`);
  });

  it('still refuses a private or link-local target', async () => {
    expect((await refusal(fetchFn('http://internal.example.com/x'))).reason).toContain(
      'is a private address and the MCP server is on loopback',
    );
    expect((await refusal(fetchFn('http://169.254.169.254/x'))).reason).toContain('link-local');
  });
});

describe('guardedFetch bounds', () => {
  const small = guardedFetch({
    serverUrl: 'http://127.0.0.1:1/mcp',
    limits: { maxBytes: 256 * 1024, timeoutMs: 10_000 },
  });

  it.each([
    ['a declared length', '/big', 'the answer is 300 KiB, more than the 256 KiB read'],
    ['a chunked body', '/big-chunked', 'the answer is more than the 256 KiB read'],
  ])('cuts off an answer over the size bound (%s)', async (_, path, reason) => {
    const err = await refusal(small(`http://127.0.0.1:${port}${path}`));
    expect(err.reason).toBe(reason);
    expect(err.answer?.status).toBe(200);
    expect(err.answer?.size).toBeGreaterThan(256 * 1024);
  });

  it('cuts off an answer that does not complete within the time bound', async () => {
    const quick = guardedFetch({
      serverUrl: 'http://127.0.0.1:1/mcp',
      limits: { maxBytes: 1024, timeoutMs: 300 },
    });
    const err = await refusal(quick(`http://127.0.0.1:${port}/stall`));
    expect(err.reason).toBe(`no complete answer within 0.3 s from http://127.0.0.1:${port}`);
    expect(err.answer).toEqual({ status: 200, size: 1 });
  });

  it('says why when nothing answers', async () => {
    const err = await refusal(small('http://127.0.0.1:1/x'));
    expect(err.reason).toMatch(/^no answer from http:\/\/127\.0\.0\.1:1: .*ECONNREFUSED/);
  });
});
