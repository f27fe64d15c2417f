// Every way a client call can fail, as a typed value with words for the person
// (docs/playground.md, "Quality a user notices": never silent, never a hang).

export type ClientError =
  /** The server answered with a JSON-RPC error. */
  | { readonly kind: 'rpc'; readonly code: number; readonly message: string; readonly data?: unknown }
  /**
   * No answer within `afterMs`: the request timeout (since the last progress when `sinceProgress`),
   * or the maximum total timeout when `total` (docs/playground.md, "Timeouts").
   */
  | {
      readonly kind: 'timeout';
      readonly method: string;
      readonly afterMs: number;
      readonly sinceProgress?: true;
      readonly total?: true;
    }
  | { readonly kind: 'cancelled'; readonly method: string }
  /** The session was reset or replaced while the request was in flight. */
  | { readonly kind: 'disconnected'; readonly method: string }
  | { readonly kind: 'notConnected'; readonly method: string }
  /** The line could not be handed to the worker. */
  | { readonly kind: 'transport'; readonly message: string }
  /** A result arrived but does not have the shape the client needs to show it. */
  | { readonly kind: 'badResult'; readonly method: string; readonly message: string }
  /** The MRTR loop gave up: every one of `requests` requests came back `input_required`. */
  | { readonly kind: 'elicitationLimit'; readonly method: string; readonly requests: number };

export type Outcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ClientError };

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failure = <T>(error: ClientError): Outcome<T> => ({ ok: false, error });

/** Well-known codes named in words (JSON-RPC 2.0 §5.1, docs/revisions.md §1 "Error codes"). */
const CODE_NAMES: Readonly<Record<number, string>> = {
  [-32700]: 'parse error',
  [-32600]: 'invalid request',
  [-32601]: 'method not found',
  [-32602]: 'invalid params',
  [-32603]: 'internal error',
  [-32002]: 'server not initialized',
  [-32020]: 'header mismatch',
  [-32021]: 'missing required client capability',
  [-32022]: 'unsupported protocol version',
};

export function codeName(code: number): string | undefined {
  return CODE_NAMES[code];
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)} s` : `${ms} ms`;
}

export function describeError(error: ClientError): string {
  switch (error.kind) {
    case 'rpc': {
      const name = codeName(error.code);
      return `The server answered error ${error.code}${name ? ` (${name})` : ''}: ${error.message}`;
    }
    case 'timeout':
      if (error.total)
        return `No answer to ${error.method} within ${formatMs(error.afterMs)} in all (the maximum total timeout); the request was given up.`;
      return `No answer to ${error.method} within ${formatMs(error.afterMs)}${error.sinceProgress ? ' of its last progress' : ''}; the request was given up.`;
    case 'cancelled':
      return `You cancelled ${error.method}; the client sent notifications/cancelled.`;
    case 'disconnected':
      return `The session was reset while ${error.method} was waiting for its answer.`;
    case 'notConnected':
      return `Not connected: press Connect before calling ${error.method}.`;
    case 'transport':
      return `The line could not be handed to the session worker: ${error.message}`;
    case 'badResult':
      return `The answer to ${error.method} has an unexpected shape: ${error.message}`;
    case 'elicitationLimit':
      return `${error.method} still asked for input after ${error.requests} requests; the client gave up (its round limit).`;
  }
}
