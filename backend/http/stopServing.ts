// Stopping a running backend on SIGINT/SIGTERM (docs/ARCHITECTURE.md, "Data flow": the JVM child
// must not outlive us), for local mode (launch.ts) and hosted mode (backend/hosted/launchHosted.ts)
// alike: requests already received get a short grace to finish, those still unfinished are
// answered (502, engine closed) rather than dropped, then the process exits.

/** What a running backend offers to be stopped: local and hosted alike. */
export interface Closable {
  /** Stops accepting, lets in-flight requests finish (up to `graceMs`), then drops the rest. */
  close(graceMs?: number): Promise<void>;
}

/** How long requests already received may take to finish after SIGTERM/SIGINT. */
export const SHUTDOWN_GRACE_MS = 2_000;
/** Then how long the answers of the ones that did not finish get to be written. */
const ANSWER_MS = 500;

/**
 * Stops accepting, lets the requests in flight finish within the grace, then closes the engine,
 * which answers what is still pending (`internal`, "engine closed": HTTP 502), and waits for those
 * answers to be written before the last connections are dropped.
 */
export async function stopServing(running: Closable, engine: { close(): Promise<void> }): Promise<void> {
  const closed = running.close(SHUTDOWN_GRACE_MS + ANSWER_MS);
  let graceTimer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => (graceTimer = setTimeout(resolve, SHUTDOWN_GRACE_MS)));
  await Promise.race([closed, grace]);
  clearTimeout(graceTimer);
  await engine.close();
  await closed;
}

export interface LaunchIo {
  env: NodeJS.ProcessEnv;
  argv: readonly string[];
  /** The one line announcing the URL; scripts wait for it. */
  announce: (line: string) => void;
  error: (line: string) => void;
  /** Runs first on SIGINT/SIGTERM (scripts/dev.mjs closes Vite here). */
  onStop?: () => Promise<void>;
}

/** SIGINT or SIGTERM stops serving, then the engine, then the process; a second one leaves at once. */
export function stopOnSignals(io: LaunchIo, running: Closable, engine: { close(): Promise<void> }): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      // A second Ctrl-C: leave now; the JVM sees its stdin close and exits on its own.
      process.exit(130);
    }
    stopping = true;
    io.error(`groovymcp: ${signal}, shutting down`);
    void Promise.allSettled([io.onStop?.(), stopServing(running, engine)]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
