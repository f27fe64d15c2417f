// docs/http.md §4: DNS-rebinding protection on loopback (Host and Origin), the bearer token, and
// the launch rule that keeps a non-loopback address behind a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeEngine } from '../../test-support/fakeEngine';
import { parseArguments } from '../stdio/parseArguments';
import type { IncomingMessage } from 'node:http';
import { acceptedHosts, RequestChecks } from './requestChecks';
import { initializeBody, send, startTestServer, type TestServer } from './testing/httpTestServer';

let test: TestServer;
beforeAll(async () => void (test = await startTestServer(new FakeEngine())));
afterAll(() => test.server.shutdown('test over', 0));

describe('on loopback, Host and Origin must name this machine', () => {
  it.each([
    ['a foreign Host', { Host: 'evil.example.com' }],
    ['a foreign Host with our port', { Host: 'evil.example.com:PORT' }],
    ['our name with another port', { Host: 'localhost:1' }],
    ['a foreign Origin', { Origin: 'http://evil.example.com' }],
    ['our name as Origin with another port', { Origin: 'http://127.0.0.1:1' }],
    ['the opaque origin "null"', { Origin: 'null' }],
  ])('%s is 403 with a JSON-RPC error, before anything is read', async (_name, headers) => {
    const forged = Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [k, v.replace('PORT', String(test.port))]),
    );
    const answer = await send(test.port, { headers: forged, body: initializeBody('2025-11-25') });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
    expect(answer.headers['mcp-session-id']).toBeUndefined();
  });

  it.each(['localhost', '127.0.0.1', '[::1]'])(
    '%s with the port is accepted, as Host and as Origin',
    async (name) => {
      const host = `${name}:${test.port}`;
      const answer = await send(test.port, {
        headers: { Host: host, Origin: `http://${host}` },
        body: initializeBody('2025-11-25'),
      });
      expect(answer.status).toBe(200);
    },
  );

  it('the accepted Host values are the loopback names and the listening host, bare or with the port', () => {
    expect([...acceptedHosts('127.0.0.2', 8080)].sort()).toEqual(
      [
        '127.0.0.1',
        '127.0.0.1:8080',
        '127.0.0.2',
        '127.0.0.2:8080',
        '[::1]',
        '[::1]:8080',
        'localhost',
        'localhost:8080',
      ].sort(),
    );
  });
});

describe('a bearer token', () => {
  const token = 'a-token-of-at-least-22-characters';
  let guarded: TestServer;
  beforeAll(async () => void (guarded = await startTestServer(new FakeEngine(), { token })));
  afterAll(() => guarded.server.shutdown('test over', 0));

  it.each([
    ['none', {}],
    ['a wrong one', { Authorization: 'Bearer a-token-of-at-least-22-characterz' }],
    ['a prefix of it', { Authorization: 'Bearer a-token' }],
    ['another scheme', { Authorization: `Basic ${token}` }],
  ])('%s is 401 with WWW-Authenticate', async (_name, headers) => {
    const answer = await send(guarded.port, { headers, body: initializeBody('2025-11-25') });
    expect(answer.status).toBe(401);
    expect(answer.headers['www-authenticate']).toBe('Bearer realm="groovymcp"');
  });

  it('the right one is served', async () => {
    const answer = await send(guarded.port, {
      headers: { Authorization: `Bearer ${token}` },
      body: initializeBody('2025-11-25'),
    });
    expect(answer.status).toBe(200);
  });
});

describe('--http at launch', () => {
  it('a non-loopback address without --token-file is a usage error', () => {
    expect(parseArguments(['--http', '0.0.0.0:8080'])).toEqual({
      kind: 'usageError',
      message: '--http on "0.0.0.0" (not loopback) needs --token-file',
    });
    expect(parseArguments(['--http', '0.0.0.0:8080', '--token-file', 't'])).toMatchObject({
      kind: 'serve',
      options: { http: { host: '0.0.0.0', port: 8080 }, tokenFile: 't' },
    });
  });

  it.each<[string[], object]>([
    [['--http', '8080'], { http: { host: '127.0.0.1', port: 8080 } }],
    [['--http', 'localhost:0'], { http: { host: 'localhost', port: 0 } }],
    [['--http', '[::1]:9'], { http: { host: '::1', port: 9 } }],
    [['--http', '127.0.0.1:1', '--root', '.'], { root: '.', http: { host: '127.0.0.1', port: 1 } }],
  ])('%j serves HTTP', (argv, options) => {
    expect(parseArguments(argv)).toMatchObject({ kind: 'serve', options });
  });

  it.each<[string[], string]>([
    [['--http', 'x'], '--http needs [HOST:]PORT, e.g. 8080 or 127.0.0.1:8080 or [::1]:8080'],
    [['--http', '70000'], '--http: port 70000 is over 65535'],
    [['--http', '[nope]:1'], '--http: [nope] is not an IPv6 address'],
    [['--token-file', 't'], '--token-file needs --http'],
    [['--stdio', '--http', '1'], '--stdio and --http exclude each other'],
  ])('%j is a usage error', (argv, message) => {
    expect(parseArguments(argv)).toEqual({ kind: 'usageError', message });
  });
});

describe('the owner of a stateless request’s tasks (docs/http.md §3)', () => {
  const request = (authorization?: string) =>
    ({ headers: authorization ? { authorization } : {} }) as IncomingMessage;
  const checks = (token?: string) => new RequestChecks({ loopback: true, host: '127.0.0.1', port: 1, token });

  it('with a token, each token names its own owner, and the token never appears in it', () => {
    const one = 'one-token-of-twenty-two-characters';
    const two = 'two-token-of-twenty-two-characters';
    const owners = [one, two].map((token) => checks(token).taskOwner(request(`Bearer ${token}`)));
    expect(owners[0]).not.toEqual(owners[1]);
    expect(owners.join()).not.toMatch(/token-of/);
    expect(checks(one).taskOwner(request(`Bearer ${one}`))).toEqual(owners[0]);
  });

  it('without a token, every request is the same client, whatever it sends', () => {
    expect(checks().taskOwner(request('Bearer anything-at-all-twenty-two'))).toEqual(
      checks().taskOwner(request()),
    );
  });
});
