// The page ↔ backend contract for OAuth authorization of Streamable HTTP servers
// (docs/any-server.md, "Authorization"): the routes, the status the page shows in the Auth tab, and
// the message the callback page posts to its opener. Tokens, codes, verifiers and client secrets
// stay in the backend: nothing here can carry one except redacted (`…` + last four characters).

/** `api/oauth/<name>` (GET status, DELETE forget), `/start` (POST), `/refresh` (POST). */
export const OAUTH_PATH = 'api/oauth/';
/**
 * The redirect URI the authorization server sends the browser back to. Outside `api/oauth/` so
 * that no server name (a `callback` one included) can take it.
 */
export const OAUTH_CALLBACK_PATH = 'api/oauth-callback';

/**
 * Where the backend serves this client's Client ID Metadata Document (docs/any-server.md,
 * "Authorization"): outside /api/ since an authorization server, not the page, fetches it.
 */
export const OAUTH_CLIENT_METADATA_PATH = 'oauth/client-metadata.json';
/** The `type` of the message the callback page posts to the page that opened it. */
export const OAUTH_DONE_MESSAGE = 'groovymcp.oauth.done';

export interface OAuthDoneMessage {
  readonly type: typeof OAUTH_DONE_MESSAGE;
  readonly server: string;
  readonly ok: boolean;
}

/** One HTTP exchange (or one step of the flow's own) of the step log, secrets redacted. */
export interface OAuthStep {
  readonly seq: number;
  /** ms since the epoch. */
  readonly time: number;
  /** What the step is for: "Protected resource metadata (RFC 9728)", "Token request", … */
  readonly phase: string;
  readonly request?: {
    readonly method: string;
    readonly url: string;
    readonly headers: Readonly<Record<string, string>>;
    readonly body?: string;
  };
  readonly response?: {
    readonly status: number;
    /** Empty, like `body` absent, for an answer that was refused: only its status and size are kept. */
    readonly headers: Readonly<Record<string, string>>;
    /** The body's length in bytes (as far as it was read, for one cut off at the size bound). */
    readonly size?: number;
    readonly body?: string;
  };
  /** A note of the flow's own (what it concluded), or why the exchange failed. */
  readonly note?: string;
  readonly failed?: boolean;
}

export type OAuthState = 'none' | 'pending' | 'authorized' | 'failed';

export interface OAuthStatus {
  readonly server: string;
  readonly state: OAuthState;
  /** Why the last start, callback or refresh failed. */
  readonly error?: string;
  readonly authorizationServer?: string;
  readonly resource?: string;
  readonly client?: { readonly clientId: string; readonly registered: boolean };
  /** The token's state, never the token. */
  readonly token?: {
    readonly type: string;
    readonly scope?: string;
    /** ms since the epoch, when the server said. */
    readonly expiresAt?: number;
    readonly obtainedAt: number;
    readonly refreshAvailable: boolean;
  };
  readonly steps: readonly OAuthStep[];
}

export interface OAuthStartResponse {
  /** Absent when the flow could not start: `status.error` says why, its steps show where. */
  readonly authorizationUrl?: string;
  readonly status: OAuthStatus;
}
