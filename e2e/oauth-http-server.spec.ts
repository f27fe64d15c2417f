// Authorizing a Streamable HTTP server (docs/any-server.md, "Authorization"; docs/playground.md,
// "Auth"): the official SDK's OAuth example (strict: only a token issued for its own URL passes)
// behind a backend of the spec's own. Choose it, Connect → "secure requires authorization";
// Authorize → the popup runs the flow (the demo authorization server approves at once) and closes
// → connected; call a tool; the Auth tab shows every step, and no secret: the only UUID on it is the
// client id (the demo's codes and tokens are UUIDs too).
import { expect, test } from './noPageErrors';
import { startOAuthSetup, type OAuthSetup } from './oauthExampleServer';
import { panelTab, sessionStatus } from './playground';

let setup: OAuthSetup;

test.beforeAll(async () => {
  setup = await startOAuthSetup();
});
test.afterAll(async () => {
  await setup?.stop();
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

test('connect to an OAuth-protected server: requires authorization, Authorize in a popup, connected, the Auth tab shows the steps', async ({
  page,
}) => {
  await page.goto(setup.url);
  // Choosing loads the HTTP transport's chunk first; Connect must not go to the worker meanwhile.
  const transportLoaded = page.waitForResponse((response) => /streamableHttpTransport/.test(response.url()));
  await page.getByRole('combobox', { name: 'Server' }).selectOption('secure');
  await transportLoaded;
  await page.getByRole('combobox', { name: 'Protocol revision' }).selectOption('2025-06-18');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(sessionStatus(page)).toContainText('Connect failed');
  const notice = page.getByRole('group', { name: 'Authorization' });
  await expect(notice).toContainText('secure requires authorization');

  // The callback's code, as the popup lands on it: it must never show in the page.
  const popupOpened = page.waitForEvent('popup');
  await notice.getByRole('button', { name: 'Authorize' }).click();
  const popup = await popupOpened;
  const codes: string[] = [];
  popup.on('framenavigated', (frame) => {
    const code = new URL(frame.url()).searchParams.get('code');
    if (code !== null) codes.push(code);
  });
  await expect(sessionStatus(page)).toContainText('Connected: 2025-06-18', { timeout: 20_000 });
  await expect(notice).toHaveCount(0);
  await expect.poll(() => popup.isClosed()).toBe(true);
  expect(codes).toHaveLength(1);

  await panelTab(page, 'Tools').click();
  await page
    .getByRole('listbox', { name: 'Tools' })
    .getByRole('option', { name: /^greet/ })
    .click();
  await page.getByLabel('name', { exact: true }).fill('e2e');
  await page.getByRole('button', { name: 'Call greet' }).click();
  await expect(page.getByRole('region', { name: 'Result of greet' })).toContainText('Hello, e2e!');

  await panelTab(page, 'Auth').click();
  const auth = page.getByRole('region', { name: 'Auth' });
  await expect(auth.getByRole('definition').first()).toHaveText('Authorized');
  await expect(auth).toContainText('refresh');
  const steps = auth.getByRole('list', { name: 'Authorization steps' });
  for (const phase of [
    'MCP request without a token',
    'Protected resource metadata (RFC 9728)',
    'Authorization server metadata (RFC 8414 / OpenID)',
    'Client registration (RFC 7591)',
    'Authorization request (PKCE S256)',
    'Authorization response (redirect)',
    'Token request (authorization code)',
  ]) {
    await expect(steps.getByRole('heading', { name: phase })).toBeVisible();
  }
  // Every exchange opened: its request and response in full, as redacted by the backend.
  for (const summary of await steps.locator('summary').all()) await summary.click();
  const text = await auth.innerText();
  expect(text).toMatch(/"access_token": "…[0-9a-f]{4}"/);
  expect(text).not.toContain(codes[0]!);
  const clientId = /([0-9a-f-]{36}) \(registered by the playground\)/.exec(text)?.[1];
  expect(clientId).toBeDefined();
  expect(new Set(text.match(UUID))).toEqual(new Set([clientId]));

  // Forget: the token is gone (the page says so), the session bar asks again at the next Connect.
  await auth.getByRole('button', { name: 'Forget' }).click();
  await expect(auth.getByRole('definition').first()).toHaveText('Not authorized');
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(notice).toContainText('secure requires authorization');
});
