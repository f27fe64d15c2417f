// The Auth tab in a real browser (docs/playground.md, "Auth"): the token's state and the step log of
// the chosen HTTP server, from the backend's status (the one stand-in: a fetch answering the OAuth
// routes), with Forget; and nothing for the built-in worker.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import type { OAuthStatus } from '../../contracts';
import { AuthPanel } from './AuthPanel';

let harness: PlaygroundHarness;
const asked: string[] = [];

const authorized = (): OAuthStatus => ({
  server: 'remote',
  state: 'authorized',
  authorizationServer: 'http://as.example/',
  resource: 'http://remote.example/mcp',
  client: { clientId: 'client-1', registered: true },
  token: {
    type: 'bearer',
    scope: 'mcp:tools',
    expiresAt: Date.now() + 30 * 60_000,
    obtainedAt: Date.now(),
    refreshAvailable: true,
  },
  steps: [
    {
      seq: 1,
      time: 1,
      phase: 'Authorization response (redirect)',
      note: 'The browser came back with a code (…abcd).',
    },
    {
      seq: 2,
      time: 2,
      phase: 'Token request (authorization code)',
      request: {
        method: 'POST',
        url: 'http://as.example/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=authorization_code&code=%E2%80%A6abcd',
      },
      response: { status: 200, headers: {}, body: '{\n  "access_token": "…wxyz"\n}' },
    },
    {
      seq: 3,
      time: 3,
      phase: 'Token refresh',
      request: { method: 'POST', url: 'http://as.example/refresh', headers: {} },
      // A refused answer: the backend kept its status and size only.
      response: { status: 502, headers: {}, size: 1234 },
      note: 'Refused: HTTP 502, and the body is not an OAuth error response.',
      failed: true,
    },
  ],
});

beforeEach(() => {
  asked.length = 0;
  harness = startPlayground({
    fetch: async (input, init) => {
      const method = init?.method ?? 'GET';
      asked.push(`${method} ${new URL(String(input)).pathname}`);
      const body: OAuthStatus =
        method === 'DELETE' ? { server: 'remote', state: 'none', steps: authorized().steps } : authorized();
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    },
  });
});
afterEach(() => harness.dispose());

const panel = () => page.getByRole('region', { name: 'Auth' });

describe('AuthPanel', () => {
  it('says authorization is for Streamable HTTP servers while the built-in worker is chosen', async () => {
    harness.render(<AuthPanel />);
    await expect.element(panel()).toHaveTextContent('applies to Streamable HTTP servers');
    expect(asked).toEqual([]);
  });

  it("shows the token's state and the redacted step log, and Forget drops the token", async () => {
    await harness.playground.servers.choose({ name: 'remote', kind: 'http' });
    harness.render(<AuthPanel />);
    const token = panel().getByRole('definition').nth(4);
    await expect.element(panel().getByRole('definition').first()).toHaveTextContent('Authorized');
    await expect
      .element(token)
      .toHaveTextContent(/bearer, expires in 30 min, scope "mcp:tools" · refresh available/);
    await expect
      .element(panel().getByRole('heading', { name: 'Token request (authorization code)' }))
      .toBeVisible();
    await expect.element(panel().getByText('POST http://as.example/token', { exact: true })).toBeVisible();
    await userEvent.click(panel().getByText('POST http://as.example/token', { exact: true }));
    await expect
      .element(panel().getByLabelText('Response').first())
      .toHaveTextContent('"access_token": "…wxyz"');
    await userEvent.click(panel().getByText('POST http://as.example/refresh', { exact: true }).first());
    await expect.element(panel().getByLabelText('Response').nth(1)).toHaveTextContent(/^502 \(1234 bytes\)$/);
    await expect
      .element(panel().getByText('Refused: HTTP 502, and the body is not an OAuth error response.'))
      .toBeVisible();

    await userEvent.click(panel().getByRole('button', { name: 'Forget' }));
    await expect.element(panel().getByRole('definition').first()).toHaveTextContent('Not authorized');
    await expect.element(panel().getByRole('button', { name: 'Forget' })).toBeDisabled();
    expect(asked).toContain('DELETE /api/oauth/remote');
  });
});
