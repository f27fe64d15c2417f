// Client ID Metadata Documents (docs/any-server.md, "Authorization", "Client ID Metadata
// Documents"), through the backend: the document served at /oauth/client-metadata.json names the
// configured URL as its client_id and the callback the flow uses; an authorization server that says
// `client_id_metadata_document_supported` gets that URL as the client_id with no registration; one
// that does not is not sent it; a client named in the config still wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '../../../test-support/everythingServer';
import { FakeEngine } from '../../../test-support/fakeEngine';
import { pageHeaders } from '../../../test-support/oauthBrowser';
import { useTokenGrantServer } from '../../../test-support/tokenGrantServer';
import { OAUTH_CLIENT_METADATA_PATH, type OAuthStartResponse } from '../../../src/contracts';
import { startBackend, type RunningBackend } from '../../http/backendServer';
import { ServersConfig } from '../serversConfig';
import { beginFlow } from './beginFlow';
import { StepLog } from './stepLog';

const DOCUMENT_URL = 'https://playground.example.com/oauth/client-metadata.json';

const world = useTokenGrantServer((server) => {
  server.metadata = { client_id_metadata_document_supported: true };
});
let backend: RunningBackend;
let bare: RunningBackend;

/** The page's Authorize: POST /start with its token. */
const start = async (server: string): Promise<OAuthStartResponse> =>
  (await (
    await fetch(`${backend.url}api/oauth/${server}/start`, { method: 'POST', headers: pageHeaders })
  ).json()) as OAuthStartResponse;

beforeAll(async () => {
  const servers = ServersConfig.fromValue(
    {
      mcpServers: {
        open: { url: world.url },
        named: { url: world.url, oauth: { clientId: 'configured-client' } },
      },
    },
    process.cwd(),
  );
  const common = { engine: new FakeEngine(), token: TEST_TOKEN, port: 0, log: () => {}, servers };
  backend = await startBackend({ ...common, clientMetadataUrl: DOCUMENT_URL });
  bare = await startBackend(common);
});
afterAll(async () => {
  await backend?.close(100);
  await bare?.close(100);
});

describe('the client metadata document route', () => {
  it('serves the document with the configured URL as client_id and the loopback callbacks', async () => {
    const answer = await fetch(`${backend.url}${OAUTH_CLIENT_METADATA_PATH}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({
      client_id: DOCUMENT_URL,
      client_name: 'groovymcp playground',
      redirect_uris: [
        ...['127.0.0.1', 'localhost', '[::1]'].map(
          (host) => `http://${host}:${backend.port}/api/oauth-callback`,
        ),
        'https://playground.example.com/api/oauth-callback',
      ],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    });
  });

  it('says how to publish one when no URL is set, and takes only GET', async () => {
    const missing = await fetch(`${bare.url}${OAUTH_CLIENT_METADATA_PATH}`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('set GROOVYMCP_CLIENT_METADATA_URL');
    const posted = await fetch(`${backend.url}${OAUTH_CLIENT_METADATA_PATH}`, { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET');
  });
});

describe('the flow with a client metadata document', () => {
  it('uses the document URL as client_id where the server supports it, registers nothing, and redirects to a URI the document lists', async () => {
    const started = await start('open');
    expect(started.status.error).toBeUndefined();
    const authorization = new URL(String(started.authorizationUrl));
    expect(authorization.searchParams.get('client_id')).toBe(DOCUMENT_URL);
    const document = (await (await fetch(`${backend.url}${OAUTH_CLIENT_METADATA_PATH}`)).json()) as {
      redirect_uris: string[];
    };
    expect(document.redirect_uris).toContain(authorization.searchParams.get('redirect_uri'));
    expect(world.requests).toEqual([]);
  });

  it('does not send the document URL to a server that does not say it supports it', async () => {
    world.metadata = {};
    const started = await start('open');
    expect(started.authorizationUrl).toBeUndefined();
    expect(started.status.error).toContain('offers no dynamic client registration');
  });

  it('lets a client named in the config win over the document', async () => {
    const started = await start('named');
    expect(new URL(String(started.authorizationUrl)).searchParams.get('client_id')).toBe('configured-client');
  });

  it.each([
    [
      'the callback at the origin the document is published at',
      'https://playground.example.com/api/oauth-callback',
      DOCUMENT_URL,
    ],
    ['a loopback callback', 'http://localhost:8123/api/oauth-callback', DOCUMENT_URL],
    [
      'a callback the document does not list: registering instead',
      'https://other.example/api/oauth-callback',
      undefined,
    ],
  ])('with %s as the redirect URI', async (_name, redirectUri, clientId) => {
    const log = new StepLog();
    const begun = beginFlow({
      server: { kind: 'http', name: 'open', url: world.url, headers: {} },
      redirectUri,
      state: 'state-1',
      log,
      clientMetadataUrl: DOCUMENT_URL,
    });
    if (clientId === undefined) {
      await expect(begun).rejects.toThrow('offers no dynamic client registration');
      expect(log.list().map((step) => step.note)).toContain(
        `The metadata document does not list the redirect URI ${redirectUri}; registering instead.`,
      );
    } else {
      const started = await begun;
      const url = new URL(started.kind === 'browser' ? started.started.authorizationUrl : '');
      expect(url.searchParams.get('client_id')).toBe(clientId);
    }
  });
});
