// Finding and checking the two metadata documents (docs/any-server.md, "Authorization", steps 2-3 and
// "What discovery refuses"). The flow asks the candidate URLs in the SDK's order and checks each
// document against what that URL was asked for (metadataChecks), so it does this loop itself rather
// than through the SDK's discover functions, which parse a body before anyone could check it. Each
// exchange is logged with its body only once the document passed; a "not here" answer (a redirect
// or a 4xx) moves on to the next candidate; a refused target, an answer over the bounds, a 5xx or a
// refused document stops discovery with the reason.
import { buildDiscoveryUrls } from '@modelcontextprotocol/sdk/client/auth.js';
import { resourceUrlFromServerUrl } from '@modelcontextprotocol/sdk/shared/auth-utils.js';
import type {
  AuthorizationServerMetadata,
  OAuthProtectedResourceMetadata,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { DiscoveryRefusal } from './discoveryRefusal';
import { checkAuthorizationServerMetadata, checkResourceMetadata, type Checked } from './metadataChecks';
import { recordedRequest, recordFailure, shownAnswer, withheldAnswer } from './recordingFetch';
import type { StepLog } from './stepLog';

interface Candidate<T> {
  readonly url: URL;
  readonly check: (text: string) => Checked<T>;
}

const HEADERS = { 'MCP-Protocol-Version': LATEST_PROTOCOL_VERSION, Accept: 'application/json' };

/** One candidate: its document, `undefined` when it is not there, or a DiscoveryRefusal. */
async function fetchCandidate<T>(
  candidate: Candidate<T>,
  fetchFn: FetchLike,
  log: StepLog,
): Promise<T | undefined> {
  const init: RequestInit = { headers: HEADERS, redirect: 'manual' };
  const request = recordedRequest(candidate.url, init);
  let response: Response;
  let text: string;
  try {
    response = await fetchFn(candidate.url, init);
    text = await response.text();
  } catch (err) {
    recordFailure(log, request, err);
    throw err instanceof DiscoveryRefusal
      ? err
      : new DiscoveryRefusal(`no answer: ${(err as Error).message}`);
  }
  const answer = { status: response.status, size: Buffer.byteLength(text) };
  if (!response.ok) {
    const notHere = response.status < 500;
    log.add({
      request,
      response: withheldAnswer(answer),
      note: notHere ? `Not here (HTTP ${response.status}).` : `HTTP ${response.status}.`,
      ...(notHere ? {} : { failed: true }),
    });
    if (notHere) return undefined;
    throw new DiscoveryRefusal(`HTTP ${response.status} from ${candidate.url.href}`, answer);
  }
  const checked = candidate.check(text);
  if (!checked.ok) {
    const err = new DiscoveryRefusal(checked.reason, answer);
    recordFailure(log, request, err);
    throw err;
  }
  log.add({ request, response: shownAnswer(response, text) });
  return checked.value;
}

async function firstFound<T>(candidates: readonly Candidate<T>[], fetchFn: FetchLike, log: StepLog) {
  for (const candidate of candidates) {
    const found = await fetchCandidate(candidate, fetchFn, log);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * RFC 9728: from the challenge's `resource_metadata`, whose document must describe the server's URL
 * (§3.3, the URL the request went to); else the path-aware well-known URL, whose document must
 * describe the server's URL too, then the root one, whose document must describe the origin (the
 * identifier its well-known URL was made from) or the server's URL. `undefined` when none is there.
 */
export function discoverResourceMetadata(
  serverUrl: string,
  challengeUrl: string | undefined,
  fetchFn: FetchLike,
  log: StepLog,
): Promise<OAuthProtectedResourceMetadata | undefined> {
  const resource = resourceUrlFromServerUrl(serverUrl);
  const expecting = (
    url: URL,
    expected: string | [string, string],
  ): Candidate<OAuthProtectedResourceMetadata> => ({
    url,
    check: (text) => checkResourceMetadata(text, expected),
  });
  if (challengeUrl !== undefined) {
    if (!URL.canParse(challengeUrl)) {
      return Promise.reject(new DiscoveryRefusal("the challenge's resource_metadata is not a URL"));
    }
    return firstFound([expecting(new URL(challengeUrl), resource.href)], fetchFn, log);
  }
  const path = resource.pathname.replace(/\/$/, '');
  const pathAware = new URL(`/.well-known/oauth-protected-resource${path}`, resource.origin);
  pathAware.search = resource.search;
  const candidates = [expecting(pathAware, resource.href)];
  if (path !== '') {
    candidates.push(
      // RFC 9728 names the origin (what this URL was made from); the MCP spec's root fallback
      // is the server's own statement about its URL: either is the resource that was asked.
      expecting(new URL('/.well-known/oauth-protected-resource', resource.origin), [
        resource.origin,
        resource.href,
      ]),
    );
  }
  return firstFound(candidates, fetchFn, log);
}

/** RFC 8414, then OpenID Connect discovery, at the SDK's URLs; each document must name `issuer`. */
export function discoverAuthorizationServer(
  issuer: string,
  fetchFn: FetchLike,
  log: StepLog,
  /** The 2025-03-26 fallback: the issuer may be any URL on the MCP server's own origin. */
  sameOriginIssuer = false,
): Promise<AuthorizationServerMetadata | undefined> {
  return firstFound(
    buildDiscoveryUrls(issuer).map(({ url, type }) => ({
      url,
      check: (text: string) => checkAuthorizationServerMetadata(text, issuer, type, sameOriginIssuer),
    })),
    fetchFn,
    log,
  );
}
