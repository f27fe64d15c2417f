// A small MCP server with its own authorization server and an identity provider, on 127.0.0.1, for
// the grants without a browser (docs/any-server.md, "Authorization": client_credentials and
// cross-app access). Everything the backend sends to a token endpoint is recorded; what the
// metadata says and what each token endpoint answers are set by the test.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { OAuthClientConfig } from '../backend/servers/serversConfig';
import { beginFlow, type Begun } from '../backend/servers/oauth/beginFlow';
import type { FetchLimits } from '../backend/servers/oauth/guardedFetch';
import { StepLog } from '../backend/servers/oauth/stepLog';

export interface RecordedTokenRequest {
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  readonly form: URLSearchParams;
}

export interface TokenAnswer {
  readonly status: number;
  /** The body as sent: JSON text, or anything else a broken server may send. */
  readonly body: string;
}

export interface TokenGrantServer {
  /** The MCP endpoint: answers 401 naming its protected resource metadata. */
  readonly url: string;
  /** The origin, which is also the authorization server's issuer. */
  readonly origin: string;
  /** The identity provider's token endpoint (RFC 8693 token exchange). */
  readonly idpTokenEndpoint: string;
  /** Extra members of the authorization server's metadata (a different issuer, the auth methods…). */
  metadata: Record<string, unknown>;
  /** What /token (the authorization server) and /idp/token answer next. */
  tokenAnswer: TokenAnswer;
  idpAnswer: TokenAnswer;
  readonly requests: RecordedTokenRequest[];
  close(): Promise<void>;
}

export const jsonAnswer = (value: object, status = 200): TokenAnswer => ({
  status,
  body: JSON.stringify(value),
});

/** What each answer is before a test changes it. */
function resetWorld(world: Omit<TokenGrantServer, 'url' | 'origin' | 'idpTokenEndpoint' | 'close'>): void {
  world.metadata = {};
  world.tokenAnswer = jsonAnswer({ access_token: 'at-1', token_type: 'Bearer', expires_in: 60 });
  world.idpAnswer = jsonAnswer({
    access_token: 'id-jag-1',
    issued_token_type: 'urn:ietf:params:oauth:token-type:id-jag',
    token_type: 'N_A',
  });
  world.requests.length = 0;
}

/**
 * The server for a test file: started before its tests, closed after them, and before each test its
 * answers back to the defaults, then `prepare` (the file's own defaults).
 */
export function useTokenGrantServer(prepare: (world: TokenGrantServer) => void = () => {}): TokenGrantServer {
  let started: TokenGrantServer | undefined;
  const live = (): TokenGrantServer => {
    if (started === undefined) throw new Error('the token grant server is not started yet');
    return started;
  };
  beforeAll(async () => {
    started = await startTokenGrantServer();
  });
  afterAll(() => started?.close());
  beforeEach(() => {
    resetWorld(live());
    prepare(live());
  });
  // Read through to the started server, so that a test file can name it before it starts.
  return new Proxy({} as TokenGrantServer, {
    get: (_target, key) => Reflect.get(live(), key),
    set: (_target, key, value) => Reflect.set(live(), key, value),
  });
}

export async function startTokenGrantServer(): Promise<TokenGrantServer> {
  let origin = '';
  const world = { requests: [] } as unknown as Omit<
    TokenGrantServer,
    'url' | 'origin' | 'idpTokenEndpoint' | 'close'
  >;
  resetWorld(world);
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      const send = ({ status, body }: TokenAnswer, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        res.end(body);
      };
      if (path === '/token' || path === '/idp/token') {
        world.requests.push({
          path,
          headers: req.headers,
          form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        });
        send(path === '/token' ? world.tokenAnswer : world.idpAnswer);
      } else if (path === '/mcp') {
        const challenge = `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"`;
        send({ status: 401, body: '' }, { 'WWW-Authenticate': challenge });
      } else if (path === '/.well-known/oauth-protected-resource/mcp') {
        send(jsonAnswer({ resource: `${origin}/mcp`, authorization_servers: [origin] }));
      } else if (path === '/.well-known/oauth-authorization-server') {
        send(
          jsonAnswer({
            issuer: origin,
            authorization_endpoint: `${origin}/authorize`,
            token_endpoint: `${origin}/token`,
            response_types_supported: ['code'],
            code_challenge_methods_supported: ['S256'],
            ...world.metadata,
          }),
        );
      } else {
        send({ status: 404, body: '{}' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(world, {
    url: `${origin}/mcp`,
    origin,
    idpTokenEndpoint: `${origin}/idp/token`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** The redirect URI the grants without a browser are begun with (never visited by them). */
export const UNUSED_REDIRECT = 'http://127.0.0.1:1/api/oauth-callback';

/** Authorize for a server at `world` with `oauth`, as the backend's registry begins it. */
export function beginAgainst(
  world: TokenGrantServer,
  oauth: OAuthClientConfig | undefined,
  limits?: FetchLimits,
): Promise<Begun> {
  return beginFlow({
    server: {
      kind: 'http',
      name: 'm',
      url: world.url,
      headers: {},
      ...(oauth === undefined ? {} : { oauth }),
    },
    redirectUri: UNUSED_REDIRECT,
    state: 'state-1',
    log: new StepLog(),
    ...(limits === undefined ? {} : { guard: { limits } }),
  });
}
