// The page's Authorize button without a page (docs/conformance.md): the backend's own OAuth code
// (OAuthRegistry: discovery, registration, PKCE, the code exchange, refresh) with this process
// playing the person's browser. It opens the authorization URL, follows the authorization server's
// redirects until one reaches the redirect URI, and hands that callback to the registry exactly as
// GET /api/oauth-callback would. Nothing is served on the redirect URI: the harness reads it off
// the Location header, as a browser would before loading it.
import { OAuthRegistry } from '../../backend/servers/oauth/oauthRegistry';
import type { HttpServer, OAuthClientConfig } from '../../backend/servers/serversConfig';

/** The callback the backend registers, on an address nothing listens on. */
const REDIRECT_URI = 'http://127.0.0.1:1/api/oauth-callback';
const CLIENT_METADATA_URL = 'https://conformance-test.local/client-metadata.json';
/** An authorization server's redirects before it reaches the callback (login pages, consent…). */
const MAX_REDIRECTS = 10;

export class HeadlessAuthorizer {
  /**
   * The URL this client's metadata document would be published at (GROOVYMCP_CLIENT_METADATA_URL
   * in the playground): the suite's authorization servers expect this one.
   */
  readonly registry = new OAuthRegistry({ clientMetadataUrl: CLIENT_METADATA_URL });
  private readonly server: HttpServer;

  constructor(
    url: string,
    private readonly say: (line: string) => void,
    oauth?: OAuthClientConfig,
  ) {
    this.server = { kind: 'http', name: new URL(url).host, url, headers: {}, ...(oauth ? { oauth } : {}) };
  }

  /** The headers the proxy would add: the bearer token once there is one. */
  headers = (): Record<string, string> => {
    const token = this.registry.accessToken(this.server.name);
    return token === undefined || token === '' ? {} : { Authorization: `Bearer ${token}` };
  };

  /** Authorize (again): `scope` is what a 403 `insufficient_scope` asked for. True when a token is held. */
  async authorize(scope?: string): Promise<boolean> {
    const started = await this.registry.start(this.server, REDIRECT_URI, scope);
    if (started.authorizationUrl === undefined) {
      // A client that authorizes as itself (client_credentials) holds its token already.
      return started.status.state === 'authorized' || this.failed(started.status.error);
    }
    let url = started.authorizationUrl;
    for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
      const response = await fetch(url, { redirect: 'manual' });
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (location === null)
        return this.failed(`the authorization page answered ${response.status} without a redirect`);
      const next = new URL(location, url);
      if (`${next.origin}${next.pathname}` === REDIRECT_URI) {
        const outcome = await this.registry.callback(next.searchParams);
        return outcome.ok || this.failed(outcome.message);
      }
      url = next.href;
    }
    return this.failed(`more than ${MAX_REDIRECTS} redirects before the callback`);
  }

  /** A 401 with a token held: what the proxy does first (refresh), before asking the person. */
  refresh(): Promise<boolean> {
    return this.registry.canRefresh(this.server.name)
      ? this.registry.refresh(this.server.name)
      : Promise.resolve(false);
  }

  /** The Auth tab's step log, for the harness's stderr. */
  steps(): string[] {
    return this.registry
      .status(this.server.name)
      .steps.map(
        (step) =>
          `  [${step.phase}] ${step.note ?? `${step.request?.method ?? ''} ${step.request?.url ?? ''} → ${step.response?.status ?? ''}`}`,
      );
  }

  private failed(why: string | undefined): false {
    this.say(`authorization failed: ${why ?? 'no reason given'}`);
    for (const line of this.steps()) this.say(line);
    return false;
  }
}
