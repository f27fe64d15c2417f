// The Authorize button's flow (docs/any-server.md, "Authorization"), loaded on its click: ask the
// backend to start (discovery, registration, PKCE), send the popup, opened on the click itself so no
// popup blocker stops it, to the authorization URL, and wait until the callback page says it is done
// (a message from this same origin) or the popup is closed; the backend's status then says how it
// ended. The page never sees a code or a token.
import { OAUTH_DONE_MESSAGE, type OAuthDoneMessage } from '../../contracts';
import type { ServerAccess } from '../../client';
import { getOAuthStatus, startOAuth } from '../../client/servers/oauthApi';

export type AuthorizeOutcome = { ok: true } | { ok: false; message: string };

/** How often a closed popup is looked for (a person may close it without finishing). */
const POPUP_CHECK_MS = 500;

export async function authorizeInPopup(
  access: ServerAccess,
  name: string,
  popup: Window | null,
  scope?: string,
): Promise<AuthorizeOutcome> {
  let authorizationUrl: string | undefined;
  try {
    const started = await startOAuth(access, name, scope);
    authorizationUrl = started.authorizationUrl;
    if (authorizationUrl === undefined) {
      popup?.close();
      // A client_credentials grant needs no browser: the backend already holds the token.
      if (started.status.state === 'authorized') return { ok: true };
      return { ok: false, message: started.status.error ?? 'authorization could not start' };
    }
  } catch (err) {
    popup?.close();
    return { ok: false, message: String(err) };
  }
  if (popup === null) {
    return {
      ok: false,
      message: 'the browser blocked the popup: allow popups for this page and press Authorize again',
    };
  }
  popup.location.href = authorizationUrl;
  return new Promise((resolve) => {
    let settled = false;
    const finish = async () => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      clearInterval(timer);
      try {
        const status = await getOAuthStatus(access, name);
        resolve(
          status.state === 'authorized'
            ? { ok: true }
            : {
                ok: false,
                message: status.error ?? 'the authorization window was closed before it finished',
              },
        );
      } catch (err) {
        resolve({ ok: false, message: String(err) });
      }
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as Partial<OAuthDoneMessage> | null;
      if (
        event.origin !== window.location.origin ||
        data?.type !== OAUTH_DONE_MESSAGE ||
        data.server !== name
      )
        return;
      void finish();
    };
    window.addEventListener('message', onMessage);
    const timer = setInterval(() => {
      if (popup.closed) void finish();
    }, POPUP_CHECK_MS);
  });
}
