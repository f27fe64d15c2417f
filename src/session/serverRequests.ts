// Requests the server sends to the client (docs/elicitation.md, "Classic"): each gets an id of the
// server's own, is written as one line, and waits for the client's response with that id. The
// client's responses arrive on the same channel as its requests; one to an id this server never
// sent (or already settled) is ignored and logged, never answered (JSON-RPC answers no response).
import type { ErrorObject, JsonObject, RequestId } from '../protocol';
import type { LineRoute } from './sessionApi';

/** The client's answer to one server request: its `result`, or its JSON-RPC `error`. */
export type ClientResponse = { result: unknown } | { error: ErrorObject };

export interface ServerRequestsOptions {
  send: (line: string, route?: LineRoute) => void;
  log: (message: string) => void;
}

/**
 * Server ids are strings with a prefix, so that in a log or in Traffic they never read as one of
 * the client's own (numeric, in most clients) ids.
 */
const ID_PREFIX = 'srv-';

export class ServerRequests {
  private readonly waiting = new Map<RequestId, (response: ClientResponse) => void>();
  private nextId = 1;

  constructor(private readonly options: ServerRequestsOptions) {}

  /**
   * Writes `method` with `params` to the client and resolves with its response; `relatedTo` is the
   * client request on whose behalf it asks (the transport's routing hint, sessionApi.ts).
   */
  send(method: string, params: JsonObject, relatedTo?: RequestId): Promise<ClientResponse> {
    const id = `${ID_PREFIX}${this.nextId++}`;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      const line = JSON.stringify({ jsonrpc: '2.0', id, method, params });
      this.options.send(line, relatedTo === undefined ? undefined : { relatedTo });
    });
  }

  /** Routes one response from the client; false (and a log line) when nothing waits for its id. */
  receive(id: RequestId, response: ClientResponse): boolean {
    const resolve = this.waiting.get(id);
    if (!resolve) {
      // The id itself is bounded by the framing limit; quoted so a log reader sees its type.
      this.options.log(`ignored a response to unknown request id ${JSON.stringify(id).slice(0, 80)}`);
      return false;
    }
    this.waiting.delete(id);
    resolve(response);
    return true;
  }

  /** How many server requests still wait for the client. */
  get size(): number {
    return this.waiting.size;
  }

  /** Forgets every waiting request (the session is disposed): none of them will ever resolve. */
  clear(): void {
    this.waiting.clear();
  }
}
