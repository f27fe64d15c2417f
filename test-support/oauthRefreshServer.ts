// A real OAuth-protected Streamable HTTP MCP server that issues refresh tokens, for the refresh
// tests (docs/any-server.md, "Authorization"): the SDK's own pieces (mcpAuthRouter for metadata,
// registration, authorize and token; requireBearerAuth on /mcp) around the SDK example's demo
// provider, which approves at once but issues no refresh token, extended to issue and honour one.
// `expireAccessTokens()` makes every access token issued so far invalid, as time would.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { DemoInMemoryAuthProvider } from '@modelcontextprotocol/sdk/examples/server/demoInMemoryOAuthProvider.js';
import { InvalidTokenError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import {
  getOAuthProtectedResourceMetadataUrl,
  mcpAuthRouter,
} from '@modelcontextprotocol/sdk/server/auth/router.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { OAuthClientInformationFull, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';

// express (the SDK's dependency, for its auth router) ships no types; the little used is typed here.
interface ExpressApp {
  use(handler: unknown): void;
  all(path: string, ...handlers: unknown[]): void;
  listen(port: number, ready: () => void): Server;
}
const express = createRequire(import.meta.url)('express') as { (): ExpressApp; json(): unknown };

interface Issued {
  clientId: string;
  scopes: string[];
}

class RefreshingProvider extends DemoInMemoryAuthProvider {
  private readonly refreshTokens = new Map<string, Issued>();
  /** Every access token this server still accepts. */
  private readonly valid = new Map<string, AuthInfo>();
  refreshes = 0;
  /** Codes exchanged: a refused callback must never reach this. */
  exchanges = 0;

  override async exchangeAuthorizationCode(
    client: OAuthClientInformationFull,
    code: string,
    verifier?: string,
  ): Promise<OAuthTokens> {
    this.exchanges++;
    const tokens = await super.exchangeAuthorizationCode(client, code, verifier);
    return this.withRefresh(tokens, client.client_id);
  }

  override async exchangeRefreshToken(
    client: OAuthClientInformationFull,
    refreshToken: string,
  ): Promise<OAuthTokens> {
    const issued = this.refreshTokens.get(refreshToken);
    if (issued === undefined || issued.clientId !== client.client_id)
      throw new Error('unknown refresh token');
    this.refreshes++;
    const token = randomUUID();
    this.valid.set(token, {
      token,
      clientId: client.client_id,
      scopes: issued.scopes,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    return { access_token: token, token_type: 'bearer', expires_in: 3600, scope: issued.scopes.join(' ') };
  }

  private withRefresh(tokens: OAuthTokens, clientId: string): OAuthTokens {
    const refresh = randomUUID();
    this.refreshTokens.set(refresh, { clientId, scopes: tokens.scope?.split(' ').filter(Boolean) ?? [] });
    this.valid.set(tokens.access_token, {
      token: tokens.access_token,
      clientId,
      scopes: tokens.scope?.split(' ').filter(Boolean) ?? [],
      expiresAt: Math.floor(Date.now() / 1000) + (tokens.expires_in ?? 3600),
    });
    return { ...tokens, refresh_token: refresh };
  }

  // An InvalidTokenError, which requireBearerAuth answers 401 (the demo's plain Error is a 500).
  override async verifyAccessToken(token: string): Promise<AuthInfo> {
    const info = this.valid.get(token);
    if (info === undefined) throw new InvalidTokenError('Invalid or expired token');
    return info;
  }

  expireAccessTokens(): void {
    this.valid.clear();
  }
}

export interface OAuthRefreshServer {
  readonly url: string;
  readonly provider: RefreshingProvider;
  close(): Promise<void>;
}

function mcpServer(): McpServer {
  const server = new McpServer({ name: 'oauth-refresh-test-server', version: '1.0.0' });
  server.registerTool(
    'whoami',
    { description: 'Answers with the client the token was issued to' },
    (extra) => ({
      content: [{ type: 'text', text: extra.authInfo?.clientId ?? 'nobody' }],
    }),
  );
  return server;
}

export async function startOAuthRefreshServer(): Promise<OAuthRefreshServer> {
  const app = express();
  const http: Server = await new Promise((resolve) => {
    // All interfaces, as the SDK example does: `localhost` may resolve to ::1 or 127.0.0.1.
    const listening = app.listen(0, () => resolve(listening));
  });
  const { port } = http.address() as AddressInfo;
  const base = new URL(`http://localhost:${port}/`);
  const mcpUrl = new URL('/mcp', base);
  const provider = new RefreshingProvider();
  app.use(express.json());
  app.use(
    mcpAuthRouter({ provider, issuerUrl: base, resourceServerUrl: mcpUrl, scopesSupported: ['mcp:tools'] }),
  );
  // Stateless: a new server and transport per request, so a retried request needs no session.
  app.all(
    '/mcp',
    requireBearerAuth({
      verifier: provider,
      resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(mcpUrl),
    }),
    async (req: IncomingMessage & { body?: unknown }, res: ServerResponse) => {
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      res.on('close', () => void transport.close());
      await mcpServer().connect(transport);
      await transport.handleRequest(req, res, req.body);
    },
  );
  return {
    url: mcpUrl.href,
    provider,
    close: async () => {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}
