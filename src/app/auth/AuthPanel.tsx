// The Auth tab (docs/playground.md, "Auth"; docs/any-server.md, "Authorization"): for the chosen
// Streamable HTTP server, the token's state (never the token) and every step of its authorization as
// a timeline — each HTTP exchange with its status, size, headers and body, secrets already redacted by
// the backend, and of an answer the backend refused only its status and size — with Refresh and Forget.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ServerChoice } from '../../client';
import { forgetOAuth, getOAuthStatus, refreshOAuth } from '../../client/servers/oauthApi';
import type { OAuthStatus, OAuthStep } from '../../contracts';
import { usePlayground, useSessionStatus } from '../playground';

const STATE_WORDS = {
  none: 'Not authorized',
  pending: 'Authorization under way',
  authorized: 'Authorized',
  failed: 'Authorization failed',
} as const;

function expiresIn(expiresAt: number | undefined, now: number): string {
  if (expiresAt === undefined) return 'no expiry given';
  const seconds = Math.round((expiresAt - now) / 1000);
  if (seconds <= 0) return 'expired';
  return seconds < 120 ? `expires in ${seconds} s` : `expires in ${Math.round(seconds / 60)} min`;
}

function Exchange({ step }: { step: OAuthStep }) {
  const { request, response } = step;
  if (request === undefined) return null;
  const headers = (h: Readonly<Record<string, string>>) =>
    Object.entries(h)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n');
  return (
    <details>
      <summary>
        <code>
          {request.method} {request.url}
        </code>{' '}
        → {response === undefined ? 'no answer' : <strong>{response.status}</strong>}
      </summary>
      <pre className="auth-exchange" aria-label="Request">
        {`${request.method} ${request.url}\n${headers(request.headers)}${request.body ? `\n\n${request.body}` : ''}`}
      </pre>
      {response !== undefined && (
        <pre className="auth-exchange" aria-label="Response">
          {`${response.status}${response.size === undefined ? '' : ` (${response.size} bytes)`}\n${headers(response.headers)}${response.body ? `\n\n${response.body}` : ''}`}
        </pre>
      )}
    </details>
  );
}

function Timeline({ steps }: { steps: readonly OAuthStep[] }) {
  if (steps.length === 0)
    return <p className="muted">No authorization yet: Connect, then Authorize in the session bar.</p>;
  let lastPhase = '';
  return (
    <ol className="auth-steps" aria-label="Authorization steps">
      {steps.map((step) => {
        const heading = step.phase !== lastPhase ? step.phase : undefined;
        lastPhase = step.phase;
        return (
          <li key={step.seq} className={step.failed ? 'failed' : undefined}>
            {heading !== undefined && <h4>{heading}</h4>}
            <Exchange step={step} />
            {step.note !== undefined && <p className={step.failed ? 'error-text' : 'muted'}>{step.note}</p>}
          </li>
        );
      })}
    </ol>
  );
}

function TokenState({ status }: { status: OAuthStatus }) {
  const { token } = status;
  return (
    <dl className="auth-token" aria-label="Token">
      <dt>State</dt>
      <dd>{STATE_WORDS[status.state]}</dd>
      {status.error !== undefined && (
        <>
          <dt>Problem</dt>
          <dd className="error-text">{status.error}</dd>
        </>
      )}
      {status.authorizationServer !== undefined && (
        <>
          <dt>Authorization server</dt>
          <dd>{status.authorizationServer}</dd>
        </>
      )}
      {status.resource !== undefined && (
        <>
          <dt>Resource</dt>
          <dd>{status.resource}</dd>
        </>
      )}
      {status.client !== undefined && (
        <>
          <dt>Client</dt>
          <dd>
            {status.client.clientId} (
            {status.client.registered ? 'registered by the playground' : 'from the config'})
          </dd>
        </>
      )}
      {token !== undefined && (
        <>
          <dt>Access token</dt>
          <dd>
            {token.type}, {expiresIn(token.expiresAt, Date.now())}
            {token.scope ? `, scope "${token.scope}"` : ''} ·{' '}
            {token.refreshAvailable ? 'refresh available' : 'no refresh token'} (held by the backend, never
            shown)
          </dd>
        </>
      )}
    </dl>
  );
}

function ServerAuth({ name }: { name: string }) {
  const { servers } = usePlayground();
  const session = useSessionStatus();
  const required = useSyncExternalStore(servers.authRequired.subscribe, servers.authRequired.get);
  const [status, setStatus] = useState<OAuthStatus>();
  const [problem, setProblem] = useState<string>();

  const run = useCallback(
    async (action: typeof getOAuthStatus) => {
      try {
        setStatus(await action(servers.access, name));
        setProblem(undefined);
      } catch (err) {
        setProblem(String(err));
      }
    },
    [servers, name],
  );
  // Again whenever the session or the server's demand changes: an authorization ends in a connect.
  useEffect(() => void run(getOAuthStatus), [run, session, required]);

  return (
    <>
      <p>
        <button type="button" onClick={() => void run(getOAuthStatus)}>
          Reload
        </button>{' '}
        <button
          type="button"
          disabled={status?.token?.refreshAvailable !== true}
          onClick={() => void run(refreshOAuth)}
        >
          Refresh token
        </button>{' '}
        <button type="button" disabled={status?.token === undefined} onClick={() => void run(forgetOAuth)}>
          Forget
        </button>
      </p>
      {problem !== undefined && <p className="error-text">{problem}</p>}
      {status !== undefined && (
        <>
          <TokenState status={status} />
          <Timeline steps={status.steps} />
        </>
      )}
    </>
  );
}

export function AuthPanel() {
  const { servers } = usePlayground();
  const chosen: ServerChoice = useSyncExternalStore(servers.chosen.subscribe, servers.chosen.get);
  const http = !('builtIn' in chosen) && chosen.kind === 'http';
  return (
    <section className="auth-panel section" aria-label="Auth">
      {http ? (
        <ServerAuth key={chosen.name} name={chosen.name} />
      ) : (
        <p className="muted">
          Authorization (OAuth) applies to Streamable HTTP servers: choose one in the session bar.
        </p>
      )}
    </section>
  );
}
