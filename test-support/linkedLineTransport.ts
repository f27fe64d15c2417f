// An in-memory linked pair for client tests, in the manner of the SDK's
// InMemoryTransport.createLinkedPair(): the client end is the client's LineTransport, the server
// end hands each client line to whatever serves it and carries its lines back. Lines cross
// asynchronously, as they cross the worker boundary in the app.
import type { LineTransport } from '../src/client';

export interface ServerEnd {
  /** Writes one line to the client (on a later task, unless muted). */
  send(line: string): void;
  /** Stops delivering the server's lines (to see timeouts). */
  mute(): void;
}

export interface LineServer {
  /** The client opened the transport (or reset it): start a fresh session writing to `end`. */
  start(end: ServerEnd): void;
  /** One line from the client. */
  receive(line: string): void | Promise<void>;
  /** The session ends (on reset, before the next `start`). */
  stop?(): void;
}

export interface LinkedLinePair {
  client: LineTransport;
  server: ServerEnd;
}

export function createLinkedLinePair(serve: LineServer): LinkedLinePair {
  let deliver: (line: string) => void = () => {};
  let muted = false;
  const server: ServerEnd = {
    send: (line) => void setTimeout(() => !muted && deliver(line), 0),
    mute: () => (muted = true),
  };
  const client: LineTransport = {
    open: async (onLine) => {
      deliver = onLine;
      serve.start(server);
    },
    send: async (line) => serve.receive(line),
    reset: async () => {
      serve.stop?.();
      serve.start(server);
    },
  };
  return { client, server };
}
