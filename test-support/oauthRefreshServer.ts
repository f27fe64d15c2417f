// A real OAuth-protected Streamable HTTP MCP server that issues refresh tokens, for the refresh
// tests (docs/any-server.md, "Authorization"): the SDK's own pieces (mcpAuthRouter for metadata,
// registration, authorize and token; requireBearerAuth on /mcp) around the SDK example's demo
// provider, which approves at once but issues no refresh token, extended to issue and honour one.
// `expireAccessTokens()` makes every access token issued so far invalid, as time would.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { DemoInMemoryAuthProvider } from '@modelcontextprotocol/sdk/examples/server/demoInMemoryOAuthProvider.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import {
  getOAuthProtectedResourceMetadataUrl,
  mcpAuthRouter,
} from '@modelcontextprotocol/sdk/server/auth/router.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { OAuthClientInformationFull, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';

interface Issued {
  clientId: string;
  scopes: string[];
}

class RefreshingProvider extends DemoInMemoryAuthProvider {
  private readonly refreshTokens = new Map<string, Issued>();
  readonly accessTokens = new Set<string>();
  refreshes = 0;

  override async exchangeAuthorizationCode(
    client: OAuthClientInformationFull,
    code: string,
    verifier?: string,
  ): Promise<OAuthTokens> {
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
    this.tokens.set(token, {
      token,
      clientId: client.client_id,
      scopes: issued.scopes,
      expiresAt: Date.now() + 3_600_000,
      type: 'access',
    });
    this.accessTokens.add(token);
    return { access_token: token, token_type: 'bearer', expires_in: 3600, scope: issued.scopes.join(' ') };
  }

  private withRefresh(tokens: OAuthTokens, clientId: string): OAuthTokens {
    const refresh = randomUUID();
    this.refreshTokens.set(refresh, { clientId, scopes: tokens.scope?.split(' ').filter(Boolean) ?? [] });
    this.accessTokens.add(tokens.access_token);
    return { ...tokens, refresh_token: refresh };
  }

  expireAccessTokens(): void {
    this.tokens.clear();
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
    async (req, res) => {
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
