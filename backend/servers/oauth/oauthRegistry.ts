// Each configured server's authorization (docs/any-server.md, "Authorization"): its tokens, held in
// the backend's memory only (never written, never sent to the page), the client it registered, what
// the next code exchange and refresh need, and its step log. The page sees `status()`: the token's
// state (type, scope, expiry, whether a refresh is possible), never the token.
import type { OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { OAuthStartResponse, OAuthState, OAuthStatus } from '../../../src/contracts';
import type { HttpServer } from '../serversConfig';
import type { FetchGuard } from './guardedFetch';
import { checkIssuer } from './issuerCheck';
import { beginFlow } from './beginFlow';
import { exchangeCode, refreshTokens, type AuthorizationContext } from './oauthFlow';
import { PendingAuthorizations } from './pendingAuthorizations';
import { redactSecret } from './redact';
import { StepLog } from './stepLog';

interface HeldTokens {
  readonly accessToken: string;
  readonly refreshToken: string | undefined;
  readonly type: string;
  readonly scope: string | undefined;
  readonly expiresAt: number | undefined;
  readonly obtainedAt: number;
}

interface ServerAuth {
  readonly log: StepLog;
  state: OAuthState;
  error?: string | undefined;
  context?: AuthorizationContext | undefined;
  tokens?: HeldTokens | undefined;
  /** One refresh at a time: requests that meet a 401 together share it. */
  refreshing?: Promise<boolean> | undefined;
}

interface Pending {
  readonly server: HttpServer;
  readonly context: AuthorizationContext;
  readonly codeVerifier: string;
}

export type CallbackOutcome = { ok: true; server: string } | { ok: false; server?: string; message: string };

const message = (err: unknown): string => (err instanceof Error ? err.message : String(err));

export class OAuthRegistry {
  private readonly byName = new Map<string, ServerAuth>();
  readonly pending: PendingAuthorizations<Pending>;
  private readonly clientMetadataUrl: string | undefined;

  /**
   * `fetch`: the probe's (tests answer as a server would); `guard`: DNS and bounds for every URL a
   * server names (tests resolve names without DNS, or lower the bounds).
   */
  constructor(
    options: {
      pendingTtlMs?: number;
      now?: () => number;
      fetch?: FetchLike;
      guard?: FetchGuard;
      /** This client's metadata document URL (CIMD): its client_id where a server takes one. */
      clientMetadataUrl?: string | undefined;
    } = {},
    private readonly now = options.now ?? Date.now,
    private readonly fetchFn = options.fetch,
    private readonly guard = options.guard,
  ) {
    this.pending = new PendingAuthorizations<Pending>(options.pendingTtlMs, this.now);
    this.clientMetadataUrl = options.clientMetadataUrl;
  }

  private entry(name: string): ServerAuth {
    let auth = this.byName.get(name);
    if (auth === undefined) {
      auth = { log: new StepLog(this.now), state: 'none' };
      this.byName.set(name, auth);
    }
    return auth;
  }

  /** The bearer token to add to the proxy's requests to `name`, if it has one. */
  accessToken(name: string): string | undefined {
    return this.byName.get(name)?.tokens?.accessToken;
  }

  /** Whether a refresh could be tried: the proxy asks before it holds a 401 back. */
  canRefresh(name: string): boolean {
    return this.byName.get(name)?.tokens?.refreshToken !== undefined;
  }

  /** `scope`: what a 403 `insufficient_scope` asked for (step-up), which wins over every other. */
  async start(server: HttpServer, redirectUri: string, scope?: string): Promise<OAuthStartResponse> {
    const auth = this.entry(server.name);
    auth.log.clear();
    auth.log.phase = 'Authorization';
    auth.state = 'pending';
    auth.error = undefined;
    let begun;
    // The state goes in the authorization URL; the verifier is filed under it once the URL is made.
    const state = PendingAuthorizations.newState();
    try {
      begun = await beginFlow({
        server,
        redirectUri,
        state,
        log: auth.log,
        previous: auth.context,
        ...(this.clientMetadataUrl === undefined ? {} : { clientMetadataUrl: this.clientMetadataUrl }),
        ...(scope === undefined ? {} : { scope }),
        ...(this.fetchFn === undefined ? {} : { fetch: this.fetchFn }),
        ...(this.guard === undefined ? {} : { guard: this.guard }),
      });
    } catch (err) {
      this.fail(auth, `authorization could not start: ${message(err)}`);
      return { status: this.status(server.name) };
    }
    if (begun.kind === 'tokens') {
      this.hold(auth, begun.tokens, undefined);
      auth.context = begun.context;
      return { status: this.status(server.name) };
    }
    const { started } = begun;
    this.pending.add(state, { server, context: started.context, codeVerifier: started.codeVerifier });
    auth.context = started.context;
    return { authorizationUrl: started.authorizationUrl, status: this.status(server.name) };
  }

  /** `GET /api/oauth-callback?code&state`: the state must be one this backend issued, unexpired, unused. */
  async callback(params: URLSearchParams): Promise<CallbackOutcome> {
    const state = params.get('state');
    if (state === null || state === '') return { ok: false, message: 'the callback has no state' };
    const taken = this.pending.take(state);
    if (!taken.ok) {
      return {
        ok: false,
        message:
          taken.reason === 'expired'
            ? 'this authorization took too long and has expired; press Authorize again'
            : 'this callback is not one the playground is waiting for (unknown or already used state)',
      };
    }
    const { server, context, codeVerifier } = taken.value;
    const auth = this.entry(server.name);
    auth.log.phase = 'Authorization response (redirect)';
    const issuer = checkIssuer(params.get('iss'), context.metadata);
    if (!issuer.ok) {
      auth.log.note(`Refused: ${issuer.reason}.`, true);
      this.fail(auth, issuer.reason);
      return { ok: false, server: server.name, message: auth.error! };
    }
    if (issuer.note !== undefined) auth.log.note(issuer.note);
    const error = params.get('error');
    if (error !== null) {
      const description = params.get('error_description');
      auth.log.note(
        `The authorization server answered ${error}${description ? `: ${description}` : ''}.`,
        true,
      );
      this.fail(auth, `the authorization server answered ${error}${description ? `: ${description}` : ''}`);
      return { ok: false, server: server.name, message: auth.error! };
    }
    const code = params.get('code');
    if (code === null || code === '') {
      this.fail(auth, 'the callback has no code');
      return { ok: false, server: server.name, message: auth.error! };
    }
    auth.log.note(
      `The browser came back with a code (${redactSecret(code)}) and the state this backend issued.`,
    );
    try {
      const tokens = await exchangeCode(context, code, codeVerifier, auth.log, this.guard);
      this.hold(auth, tokens, undefined);
      auth.context = context;
      return { ok: true, server: server.name };
    } catch (err) {
      this.fail(auth, `the code exchange failed: ${message(err)}`);
      return { ok: false, server: server.name, message: auth.error! };
    }
  }

  /**
   * A new access token from the refresh token; false when there is none or the server refused
   * (the tokens are then dropped: authorizing again is the way on).
   */
  refresh(name: string): Promise<boolean> {
    const auth = this.byName.get(name);
    if (auth === undefined) return Promise.resolve(false);
    auth.refreshing ??= this.doRefresh(auth).finally(() => {
      auth.refreshing = undefined;
    });
    return auth.refreshing;
  }

  private async doRefresh(auth: ServerAuth): Promise<boolean> {
    const refreshToken = auth.tokens?.refreshToken;
    if (refreshToken === undefined || auth.context === undefined) {
      auth.log.note('No refresh token: authorize again.', true);
      return false;
    }
    try {
      const tokens = await refreshTokens(auth.context, refreshToken, auth.log, this.guard);
      this.hold(auth, tokens, refreshToken);
      auth.log.note('New access token.');
      return true;
    } catch (err) {
      auth.tokens = undefined;
      this.fail(auth, `the refresh failed: ${message(err)}`);
      return false;
    }
  }

  /** The access token is dropped (the next request gets the server's 401); the refresh token stays. */
  dropAccessToken(name: string): void {
    const auth = this.byName.get(name);
    if (auth?.tokens === undefined) return;
    auth.tokens = { ...auth.tokens, accessToken: '' };
  }

  forget(name: string): void {
    const auth = this.byName.get(name);
    if (auth === undefined) return;
    auth.tokens = undefined;
    auth.state = 'none';
    auth.error = undefined;
    auth.log.phase = 'Forget';
    auth.log.note('Tokens forgotten (the registered client is kept for the next authorization).');
  }

  status(name: string): OAuthStatus {
    const auth = this.byName.get(name);
    if (auth === undefined) return { server: name, state: 'none', steps: [] };
    const { context, tokens } = auth;
    return {
      server: name,
      state: auth.state,
      ...(auth.error === undefined ? {} : { error: auth.error }),
      ...(context === undefined
        ? {}
        : {
            authorizationServer: context.authorizationServer,
            ...(context.resource === undefined ? {} : { resource: context.resource }),
            client: { clientId: context.client.client_id, registered: context.registered },
          }),
      ...(tokens === undefined
        ? {}
        : {
            token: {
              type: tokens.type,
              ...(tokens.scope === undefined ? {} : { scope: tokens.scope }),
              ...(tokens.expiresAt === undefined ? {} : { expiresAt: tokens.expiresAt }),
              obtainedAt: tokens.obtainedAt,
              refreshAvailable: tokens.refreshToken !== undefined,
            },
          }),
      steps: auth.log.list(),
    };
  }

  private hold(auth: ServerAuth, tokens: OAuthTokens, previousRefresh: string | undefined): void {
    const obtainedAt = this.now();
    auth.tokens = {
      accessToken: tokens.access_token,
      // A refresh answer without a new refresh token keeps the old one (RFC 6749 §6).
      refreshToken: tokens.refresh_token ?? previousRefresh,
      type: tokens.token_type,
      scope: tokens.scope,
      expiresAt: tokens.expires_in === undefined ? undefined : obtainedAt + tokens.expires_in * 1000,
      obtainedAt,
    };
    auth.state = 'authorized';
    auth.error = undefined;
  }

  private fail(auth: ServerAuth, why: string): void {
    // A failed second authorization leaves a token that still works in use.
    auth.state = auth.tokens === undefined ? 'failed' : 'authorized';
    auth.error = why;
    auth.log.note(why, true);
  }
}
