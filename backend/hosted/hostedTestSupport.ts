// Test support for hosted mode: a hosted backend on a free loopback port in front of the fake
// engine (or any SupervisedEngine), a built app of one index.html, and visitors that load the page
// and call the API with their cookie and token. Imported by *.test.ts only.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import type { SupervisedEngine } from '../http/engineStatus';
import { call, type RawRequest, type RawResponse } from '../http/testSupport';
import { DEFAULT_BULK_BYTES, type HostedOptions } from './hostedLaunchOptions';
import { DEFAULT_QUOTAS } from './quotas';
import { startHostedBackend, type HostedBackendOptions, type RunningHostedBackend } from './hostedServer';
import { VISITOR_COOKIE } from './visitorSessions';

export interface TestVisitor {
  /** `groovymcp_visitor=<value>`, as a Cookie header carries it. */
  readonly cookie: string;
  readonly token: string;
}

export interface HostedForTest {
  readonly backend: RunningHostedBackend;
  readonly port: number;
  readonly secretKey: Buffer;
  /** Loads the page without a cookie: a new visitor. */
  visit(): Promise<TestVisitor>;
  /** An API request with the given cookie and token (either may be left out). */
  api(path: string, who: Partial<TestVisitor>, request?: RawRequest): Promise<RawResponse>;
  /** POST /api/engine with a JSON body. */
  engine(who: Partial<TestVisitor>, body: unknown): Promise<RawResponse>;
  close(): Promise<void>;
}

export const testHostedOptions = (overrides: Partial<HostedOptions> = {}): HostedOptions => ({
  listenHost: '127.0.0.1',
  port: 0,
  allowedHttpServers: [],
  quotas: DEFAULT_QUOTAS,
  engineSlots: 2,
  maxWaiting: 64,
  metricsToken: undefined,
  engines: 1,
  bulkBytes: DEFAULT_BULK_BYTES,
  ...overrides,
});

/** The cookie pair of a Set-Cookie header, without its attributes. */
export function cookieOf(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const pair = header?.split(';')[0] ?? '';
  if (!pair.startsWith(`${VISITOR_COOKIE}=`)) throw new TypeError(`no visitor cookie in ${String(header)}`);
  return pair;
}

/** Bytes sent as they are on a fresh connection; the whole answer once the server closes it. */
export const rawExchange = (port: number, bytes: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });

export const tokenOf = (html: string): string =>
  /name="groovymcp-token" content="([^"]+)"/.exec(html)?.[1] ?? '';

export async function startHostedForTest(
  engine: SupervisedEngine,
  overrides: Partial<HostedOptions> = {},
  more: Partial<HostedBackendOptions> = {},
): Promise<HostedForTest> {
  const dist = mkdtempSync(join(tmpdir(), 'groovymcp-hosted-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body>hosted</body></html>');
  const secretKey = randomBytes(32);
  const backend = await startHostedBackend({
    engine,
    hosted: testHostedOptions(overrides),
    secretKey,
    distDir: dist,
    log: () => {},
    ...more,
  });
  const { port } = backend;
  const api = (path: string, who: Partial<TestVisitor>, request: RawRequest = {}) =>
    call(port, {
      ...request,
      path,
      headers: {
        ...(who.cookie === undefined ? {} : { cookie: who.cookie }),
        ...(who.token === undefined ? {} : { authorization: `Bearer ${who.token}` }),
        ...request.headers,
      },
    });
  return {
    backend,
    port,
    secretKey,
    visit: async () => {
      const page = await call(port, { path: '/' });
      return { cookie: cookieOf(page.headers['set-cookie']), token: tokenOf(page.body) };
    },
    api,
    engine: (who, body) =>
      api('/api/engine', who, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    close: async () => {
      await backend.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
