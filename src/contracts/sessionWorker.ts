// The contract between the UI thread and the session worker (docs/ARCHITECTURE.md, "Data flow").
// JSON-RPC crosses as strings, one message per call: exactly the bytes stdio would carry, so the
// traffic view shows the real wire. The worker implements it (src/worker/sessionHost.ts); the client
// wraps the worker with Comlink once (src/client/workerBridge.ts); components never do.

export interface SessionWorkerOptions {
  /** Absolute URL of the backend's engine endpoint, e.g. `http://127.0.0.1:5317/api/engine`. */
  engineUrl: string;
  /** The per-launch bearer token the backend handed to the page (the `<meta>` of TOKEN_META_NAME). */
  token: string;
  /**
   * The page the token was read from (index.html, same origin). A backend restarted since hands out
   * a new token: after a 401 the worker reads this page again for it and retries once.
   */
  pageUrl?: string;
}

export interface SessionWorkerApi {
  /**
   * Starts a fresh session whose lines travel over `port` in both directions as bare strings, one
   * per message (no RPC envelope and no acknowledgement per line, so a ping's round trip costs two
   * postMessages). Every client → server line is handed over as is, broken JSON included: that is
   * how the error paths are explored.
   *
   * `healthPort`, when given, carries the engine's reachability the other way, one
   * EngineReachability object per change: its own channel, never the MCP wire.
   */
  startOnPort(options: SessionWorkerOptions, port: MessagePort, healthPort?: MessagePort): Promise<void>;
  /** Ends the current session (its open buffers) and starts a new one on the same port and options. */
  reset(): Promise<void>;
}

/** The `<meta>` name the backend fills with the engine token when it serves index.html. */
export const TOKEN_META_NAME = 'groovymcp-token';
