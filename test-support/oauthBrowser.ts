// What the person's browser does in an authorization (docs/any-server.md, "Authorization"), for the
// backend tests: ask the backend to start, follow the authorization URL (the demo authorization
// servers approve at once and redirect), and land on the backend's callback. Every body the page
// would see is kept, so a test can assert that no token is in any of them.
import type { RunningBackend } from '../backend/http/backendServer';
import { McpClient } from '../src/client/mcpClient';
import { ServerLog } from '../src/client/servers/serverLog';
import { streamableHttpTransport } from '../src/client/servers/streamableHttpTransport';
import type { OAuthStartResponse, OAuthStatus } from '../src/contracts';
import { TEST_TOKEN } from './everythingServer';
import { inProcessLint } from './inProcessLint';

/** The page's client of the configured HTTP server `name`, through `backend`'s proxy (which adds the token). */
export const proxiedClient = (backend: RunningBackend, name: string): McpClient =>
  new McpClient({
    transport: streamableHttpTransport({
      baseUrl: backend.url,
      name,
      token: TEST_TOKEN,
      log: new ServerLog(),
    }),
    lint: inProcessLint,
    timeoutMs: 10_000,
  });

export interface BrowserRun {
  readonly start: OAuthStartResponse;
  readonly callbackStatus: number;
  /** Where the authorization server sent the browser back (to replay it). */
  readonly callbackUrl: string;
  readonly status: OAuthStatus;
  /** Every body the page (or its popup) received from the backend. */
  readonly bodies: string[];
}

export const pageHeaders = { Authorization: `Bearer ${TEST_TOKEN}` };

export async function authorizeLikeABrowser(backend: RunningBackend, name: string): Promise<BrowserRun> {
  const bodies: string[] = [];
  const startAnswer = await fetch(`${backend.url}api/oauth/${name}/start`, {
    method: 'POST',
    headers: pageHeaders,
  });
  const startText = await startAnswer.text();
  bodies.push(startText);
  const start = JSON.parse(startText) as OAuthStartResponse;
  if (start.authorizationUrl === undefined) throw new Error(`start failed: ${start.status.error}`);
  const approved = await fetch(start.authorizationUrl, { redirect: 'manual' });
  const location = approved.headers.get('location');
  if (location === null)
    throw new Error(`the authorization server answered ${approved.status}: ${await approved.text()}`);
  const callback = await fetch(location);
  bodies.push(await callback.text());
  const statusText = await (await fetch(`${backend.url}api/oauth/${name}`, { headers: pageHeaders })).text();
  bodies.push(statusText);
  return {
    start,
    callbackStatus: callback.status,
    callbackUrl: location,
    status: JSON.parse(statusText) as OAuthStatus,
    bodies,
  };
}
