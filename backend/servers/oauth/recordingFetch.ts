// A fetch that keeps each exchange in a StepLog (docs/any-server.md, "Authorization"): the SDK's
// step functions are given it, so the Auth tab shows exactly what crossed (method, URL, status,
// headers, bodies), with secrets redacted before anything is kept.
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { redactBody, redactHeaders, redactUrl } from './redact';
import type { StepLog } from './stepLog';

/** A body larger than this is cut in the log (metadata documents are a few KiB). */
const MAX_LOGGED_BODY = 16 * 1024;

function bodyText(body: RequestInit['body']): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  return '[binary body]';
}

const cut = (text: string): string =>
  text.length > MAX_LOGGED_BODY ? `${text.slice(0, MAX_LOGGED_BODY)}… (${text.length} characters)` : text;

export function recordingFetch(log: StepLog, base: FetchLike = (url, init) => fetch(url, init)): FetchLike {
  return async (url, init) => {
    const requestHeaders = new Headers(init?.headers);
    const sent = bodyText(init?.body);
    const request = {
      method: init?.method ?? 'GET',
      url: redactUrl(String(url)),
      headers: redactHeaders(requestHeaders),
      ...(sent === undefined ? {} : { body: cut(redactBody(sent, requestHeaders.get('content-type'))) }),
    };
    let response: Response;
    try {
      response = await base(url, init);
    } catch (err) {
      log.add({ request, note: `no answer: ${(err as Error).message}`, failed: true });
      throw err;
    }
    // Read a copy: the SDK reads the original.
    const text = await response
      .clone()
      .text()
      .catch(() => '');
    log.add({
      request,
      response: {
        status: response.status,
        headers: redactHeaders(response.headers),
        ...(text === '' ? {} : { body: cut(redactBody(text, response.headers.get('content-type'))) }),
      },
      ...(response.ok ? {} : { failed: true }),
    });
    return response;
  };
}
