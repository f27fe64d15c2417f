// A LineTransport to a configured Streamable HTTP server through the backend's proxy
// (docs/any-server.md, "Streamable HTTP"): each line is POSTed; the answer is a JSON body or an SSE
// stream of messages, each handed on exactly as it crossed. The transport keeps `Mcp-Session-Id`
// from the server, sends `MCP-Protocol-Version` once `initialize` has chosen one, opens the GET
// stream for the server's own messages as soon as the initialize answer is in (a server may speak
// while it handles `notifications/initialized`), and ends the session with DELETE on reset.
import { parseBearerChallenge } from '../../contracts/authChallenge';
import { encodeForwardHeaders, FORWARD_HEADER } from '../../contracts/forwardHeaders';
import { MCP_PROXY_PATH } from '../../contracts/serverBridge';
import type { LineTransport } from '../wire/lineTransport';
import { describeAuthRequired, type AuthRequired } from './httpAuth';
import type { ServerLog } from './serverLog';
import { answers, chosenVersion, initializeId, requestId } from './lineFacts';
import { readSse, type SseEnd } from './sseReader';

export interface StreamableHttpOptions {
  baseUrl: string;
  name: string;
  /** The page's token for the backend's proxy; absent with `url`. */
  token?: string;
  /**
   * The server's own URL, reached directly rather than through the backend's proxy: for a client
   * outside the page (the conformance harness, `bin/groovymcp-check`), where no proxy stands between.
   */
  url?: string;
  log: ServerLog;
  fetch?: typeof fetch;
  /** The headers typed for this server, read at each request (docs/any-server.md, "Headers from the page"). */
  forwardHeaders?: () => Readonly<Record<string, string>>;
  /** A 401 or 403 from the server (docs/any-server.md, "Authorization"). */
  onAuthRequired?: (required: AuthRequired) => void;
}

/** How long after a stream ends it is opened again, when the server gave no `retry`. */
const GET_REOPEN_MS = 1_000;
/** How often a request's stream is resumed before its answer is given up as lost. */
const MAX_RESUMES = 3;
/** A GET stream that ends sooner than this counts as ending at once; after so many in a row, stop. */
const GET_SHORT_LIVED_MS = 10_000;
const GET_MAX_QUICK_ENDS = 3;
/** How long the line after the initialize answer waits for the GET stream to be answered. */
const GET_OPEN_WAIT_MS = 1_500;

export class HttpTransportError extends Error {
  override readonly name: string = 'HttpTransportError';
  readonly kind = 'http';
}

/** The server answered 401 or 403: it wants a token, or a token with more scope. */
export class HttpAuthRequiredError extends HttpTransportError {
  override readonly name = 'HttpAuthRequiredError';

  constructor(readonly required: AuthRequired) {
    super(`${describeAuthRequired(required)} (HTTP ${required.status}); press Authorize in the session bar`);
  }
}

export function streamableHttpTransport(options: StreamableHttpOptions): LineTransport {
  const url =
    options.url ?? new URL(`${MCP_PROXY_PATH}${encodeURIComponent(options.name)}`, options.baseUrl).href;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  let onLine: ((line: string) => void) | undefined;
  let sessionId: string | undefined;
  let protocolVersion: string | undefined;
  let pendingInitialize: unknown;
  /** Settles once the GET stream is answered (or refused, or slow): the next line waits for it. */
  let getStreamAnswered: Promise<void> | undefined;
  /** Every request and stream of this session, aborted together on reset. */
  let session = new AbortController();

  const typed = (): Record<string, string> => {
    const forward = options.forwardHeaders?.() ?? {};
    // Directly, the typed headers go as they are; through the proxy, packed into one header of its own.
    if (options.url !== undefined) return { ...forward };
    return Object.keys(forward).length === 0 ? {} : { [FORWARD_HEADER]: encodeForwardHeaders(forward) };
  };
  const headers = (accept: string): Record<string, string> => ({
    ...typed(),
    ...(options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` }),
    Accept: accept,
    ...(sessionId === undefined ? {} : { 'Mcp-Session-Id': sessionId }),
    ...(protocolVersion === undefined ? {} : { 'MCP-Protocol-Version': protocolVersion }),
  });

  const deliver = (line: string, signal: AbortSignal): void => {
    if (signal.aborted) return;
    if (pendingInitialize !== undefined) {
      const version = chosenVersion(line, pendingInitialize);
      if (version !== undefined) {
        protocolVersion = version;
        pendingInitialize = undefined;
        // The server may speak first from now on, even while it handles notifications/initialized
        // (an SDK server drops what it sends with no GET stream open): open it before the client
        // answers, and hold the next line until the server has answered the GET.
        getStreamAnswered = Promise.race([
          openGetStream(signal),
          new Promise<void>((resolve) => setTimeout(resolve, GET_OPEN_WAIT_MS)),
        ]);
      }
    }
    onLine?.(line);
  };

  /**
   * A request's SSE stream (its POST answer, or a GET resuming it) that ended before the answer:
   * SEP-1699 says to resume it with GET and `Last-Event-ID` after the server's `retry`.
   */
  const resume = (awaiting: unknown, end: SseEnd, signal: AbortSignal, resumes: number): void => {
    if (end.lastEventId === undefined || resumes >= MAX_RESUMES) {
      const why =
        end.lastEventId === undefined ? 'it carried no event id to resume from' : 'resumed too often';
      options.log.add(
        'error',
        `${options.name}: the stream of request ${JSON.stringify(awaiting)} ended before its answer; ${why}`,
      );
      return;
    }
    const waitMs = end.retryMs ?? GET_REOPEN_MS;
    options.log.add(
      'note',
      `${options.name}: the stream of request ${JSON.stringify(awaiting)} ended before its answer; resuming after ${waitMs} ms from event ${end.lastEventId}`,
    );
    setTimeout(() => {
      if (!signal.aborted) void openGetStream(signal, end.lastEventId, 0, { awaiting, resumes: resumes + 1 });
    }, waitMs);
  };

  const stream = (
    body: ReadableStream<Uint8Array>,
    signal: AbortSignal,
    what: string,
    quickEnds = 0,
    request?: { awaiting: unknown; resumes: number },
  ): void => {
    const opened = Date.now();
    let answered = false;
    readSse(body, (event) => {
      if (request !== undefined && answers(event.data, request.awaiting)) answered = true;
      deliver(event.data, signal);
    }).then(
      (end) => {
        if (signal.aborted) return;
        if (request !== undefined) {
          if (!answered) resume(request.awaiting, end, signal, request.resumes);
          return;
        }
        if (what !== 'GET') return;
        const { lastEventId } = end;
        // The server (or an idle timeout on the way) ended it while the session lives: resume it
        // from the last event seen (Last-Event-ID), unless it keeps ending at once.
        const ends = Date.now() - opened < GET_SHORT_LIVED_MS ? quickEnds + 1 : 0;
        if (ends >= GET_MAX_QUICK_ENDS) {
          options.log.add('note', `${options.name}: the GET stream keeps ending; not reopened`);
          return;
        }
        options.log.add('note', `${options.name}: the GET stream ended; reopening`);
        setTimeout(() => {
          if (!signal.aborted) void openGetStream(signal, lastEventId, ends);
        }, end.retryMs ?? GET_REOPEN_MS);
      },
      (err: unknown) => {
        if (!signal.aborted)
          options.log.add('error', `${options.name}: ${what} stream failed: ${String(err)}`);
      },
    );
  };

  const openGetStream = async (
    signal: AbortSignal,
    lastEventId?: string,
    quickEnds = 0,
    request?: { awaiting: unknown; resumes: number },
  ): Promise<void> => {
    try {
      const response = await doFetch(url, {
        method: 'GET',
        headers: {
          ...headers('text/event-stream'),
          ...(lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId }),
        },
        signal,
      });
      if (response.status === 405) {
        options.log.add(
          'note',
          `${options.name} offers no GET stream (405): server messages come with answers only`,
        );
      } else if (response.ok && response.body) {
        options.log.add('note', `${options.name}: GET stream open for server-initiated messages`);
        stream(response.body, signal, 'GET', quickEnds, request);
      } else {
        options.log.add('error', `${options.name}: GET stream refused (HTTP ${response.status})`);
      }
    } catch (err) {
      if (!signal.aborted) options.log.add('error', `${options.name}: GET stream failed: ${String(err)}`);
    }
  };

  return {
    open: async (receive) => {
      onLine = receive;
    },
    send: async (line) => {
      const signal = session.signal;
      if (getStreamAnswered !== undefined) await getStreamAnswered;
      const initId = initializeId(line);
      if (initId !== undefined) pendingInitialize = initId;
      const response = await doFetch(url, {
        method: 'POST',
        headers: { ...headers('application/json, text/event-stream'), 'Content-Type': 'application/json' },
        body: line,
        signal,
      });
      const newSession = response.headers.get('mcp-session-id');
      if (newSession !== null && newSession !== sessionId) {
        sessionId = newSession;
        options.log.add('note', `${options.name}: session ${newSession}`);
      }
      const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (response.status === 202) return;
      if (type === 'text/event-stream' && response.body) {
        const awaiting = requestId(line);
        stream(
          response.body,
          signal,
          'POST',
          0,
          awaiting === undefined ? undefined : { awaiting, resumes: 0 },
        );
        return;
      }
      const text = await response.text();
      // A JSON-RPC message is a message whatever the status (a 400 may carry a JSON-RPC error).
      if (type === 'application/json' && /"jsonrpc"/.test(text)) {
        deliver(text, signal);
        if (response.ok) return;
      }
      if (response.status === 401 || response.status === 403) {
        const required: AuthRequired = {
          server: options.name,
          status: response.status,
          challenge: parseBearerChallenge(response.headers.get('www-authenticate')),
        };
        options.onAuthRequired?.(required);
        throw new HttpAuthRequiredError(required);
      }
      if (!response.ok) {
        if (response.status === 404 && sessionId !== undefined) {
          options.log.add(
            'error',
            `${options.name}: the session ${sessionId} is gone (404); Reset and connect again`,
          );
        }
        throw new HttpTransportError(
          `${options.name} answered HTTP ${response.status}: ${text.slice(0, 300)}`,
        );
      }
    },
    reset: async () => {
      session.abort();
      session = new AbortController();
      const ending = sessionId;
      const endHeaders = headers('application/json');
      sessionId = undefined;
      protocolVersion = undefined;
      pendingInitialize = undefined;
      getStreamAnswered = undefined;
      if (ending === undefined) return;
      try {
        const response = await doFetch(url, { method: 'DELETE', headers: endHeaders });
        options.log.add('note', `${options.name}: session ${ending} ended (DELETE → ${response.status})`);
      } catch (err) {
        options.log.add('error', `${options.name}: DELETE failed: ${String(err)}`);
      }
    },
  };
}
