// A fetch that keeps each exchange in a StepLog (docs/any-server.md, "Authorization"): the SDK's
// step functions are given it, so the Auth tab shows exactly what crossed (method, URL, status,
// headers, bodies), with secrets redacted before anything is kept. An answer body is shown only once
// it is known to be what the step expected (`check`); any other answer is shown as its status and
// size and the reason, and never reaches the SDK either (which would quote an unexpected body in its
// error), so nothing a server or a URL it named sends can reach the page unchecked.
import type { OAuthStep } from '../../../src/contracts';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { DiscoveryRefusal } from './discoveryRefusal';
import { redactBody, redactHeaders, redactUrl } from './redact';
import type { StepLog } from './stepLog';

/** A body larger than this is cut in the log (metadata documents are a few KiB). */
const MAX_LOGGED_BODY = 16 * 1024;

/** Why an answer's body may not be used or shown, or undefined when it may. */
export type AnswerCheck = (status: number, text: string) => string | undefined;

function bodyText(body: RequestInit['body']): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  return '[binary body]';
}

const cut = (text: string): string =>
  text.length > MAX_LOGGED_BODY ? `${text.slice(0, MAX_LOGGED_BODY)}… (${text.length} characters)` : text;

type Exchange = NonNullable<OAuthStep['request']>;
type Answer = NonNullable<OAuthStep['response']>;

/** A request as the log shows it, secrets redacted. */
export function recordedRequest(url: string | URL, init: RequestInit | undefined): Exchange {
  const headers = new Headers(init?.headers);
  const sent = bodyText(init?.body);
  return {
    method: init?.method ?? 'GET',
    url: redactUrl(String(url)),
    headers: redactHeaders(headers),
    ...(sent === undefined ? {} : { body: cut(redactBody(sent, headers.get('content-type'))) }),
  };
}

/** An answer whose body was checked: all of it, secrets redacted. */
export function shownAnswer(response: Response, text: string): Answer {
  return {
    status: response.status,
    headers: redactHeaders(response.headers),
    size: Buffer.byteLength(text),
    ...(text === '' ? {} : { body: cut(redactBody(text, response.headers.get('content-type'))) }),
  };
}

/** An answer that was refused or not checked: its status and size only. */
export const withheldAnswer = (answer: { status: number; size: number }): Answer => ({
  status: answer.status,
  headers: {},
  size: answer.size,
});

/** Logs a fetch that threw: a refusal keeps the status and size it saw, anything else its message. */
export function recordFailure(log: StepLog, request: Exchange, err: unknown): void {
  const answer = err instanceof DiscoveryRefusal ? err.answer : undefined;
  log.add({
    request,
    ...(answer === undefined ? {} : { response: withheldAnswer(answer) }),
    note:
      err instanceof DiscoveryRefusal ? `Refused: ${err.reason}.` : `no answer: ${(err as Error).message}`,
    failed: true,
  });
}

export function recordingFetch(
  log: StepLog,
  base: FetchLike = (url, init) => fetch(url, init),
  check?: AnswerCheck,
): FetchLike {
  return async (url, init) => {
    const request = recordedRequest(url, init);
    let response: Response;
    let text: string;
    try {
      response = await base(url, init);
      // Read a copy: the SDK reads the original.
      text = await response
        .clone()
        .text()
        .catch(() => '');
    } catch (err) {
      recordFailure(log, request, err);
      throw err;
    }
    const refused = check?.(response.status, text);
    if (refused !== undefined) {
      const err = new DiscoveryRefusal(refused, { status: response.status, size: Buffer.byteLength(text) });
      recordFailure(log, request, err);
      await response.body?.cancel();
      throw err;
    }
    log.add({ request, response: shownAnswer(response, text), ...(response.ok ? {} : { failed: true }) });
    return response;
  };
}
