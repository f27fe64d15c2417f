// The worker seen from the client (docs/ARCHITECTURE.md, "Data flow"): lines in, lines out.
import type { ClientError } from '../clientError';

/** SessionWorkerApi bound to its options (workerBridge.ts), or an in-memory pair in tests. */
export interface LineTransport {
  /** Starts the server session; every line the server writes goes to `onLine`. */
  open(onLine: (line: string) => void): Promise<void>;
  send(line: string): Promise<void>;
  /** Ends the server session and starts a fresh one. */
  reset(): Promise<void>;
}

const OPEN_TIMEOUT_MS = 10_000;

/** Opens the transport; a failure or a worker that does not start in time is said, never thrown. */
export function openTransport(
  transport: LineTransport,
  onLine: (line: string) => void,
): Promise<ClientError | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      const seconds = OPEN_TIMEOUT_MS / 1000;
      resolve({ kind: 'transport', message: `the session worker did not start within ${seconds} s` });
    }, OPEN_TIMEOUT_MS);
    transport.open(onLine).then(
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        resolve({ kind: 'transport', message: cause instanceof Error ? cause.message : String(cause) });
      },
    );
  });
}
