// The page's side of the backend's OAuth routes (docs/any-server.md, "Authorization"): status and
// step log, start, refresh, forget. Loaded with the Authorize button or the Auth tab, never with
// the page. The answers hold no token: the backend keeps them.
import { OAUTH_PATH, type OAuthStartResponse, type OAuthStatus } from '../../contracts/oauth';
import type { ServerAccess } from './serverSwitch';
import { BackendRequestError } from './backendRequestError';

async function call<T>(
  access: ServerAccess,
  name: string,
  method: string,
  action?: string,
  body?: unknown,
): Promise<T> {
  const path = `${OAUTH_PATH}${encodeURIComponent(name)}${action === undefined ? '' : `/${action}`}`;
  const doFetch = access.fetch ?? ((input, init) => fetch(input, init));
  const response = await doFetch(new URL(path, access.baseUrl).href, {
    method,
    headers: {
      Authorization: `Bearer ${access.token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    const text = await response.text();
    throw new BackendRequestError(
      `the backend answered HTTP ${response.status}: ${text.slice(0, 300)}`,
      response.status,
    );
  }
  return (await response.json()) as T;
}

export const getOAuthStatus = (access: ServerAccess, name: string) => call<OAuthStatus>(access, name, 'GET');
/** `scope`: what a 403 `insufficient_scope` asked for, to authorize again with it (step-up). */
export const startOAuth = (access: ServerAccess, name: string, scope?: string) =>
  call<OAuthStartResponse>(access, name, 'POST', 'start', scope === undefined ? undefined : { scope });
export const refreshOAuth = (access: ServerAccess, name: string) =>
  call<OAuthStatus>(access, name, 'POST', 'refresh');
export const forgetOAuth = (access: ServerAccess, name: string) => call<OAuthStatus>(access, name, 'DELETE');
