// Serving: the session over stdin/stdout until a clean shutdown (docs/server.md §1). stdin closed or
// SIGTERM/SIGINT: the requests already received get a short while to be answered (those that do not
// finish in it are answered -32603, never dropped), the JVM child is ended, exit 0. The engine crashing is not a shutdown: its supervisor restarts it and the request
// it was working on gets -32603 from the session (§4, §9).
import type { FileSystemPort } from '../../src/session';
import { StdioServer, type ClosableEngine } from './stdioServer';
import type { StdoutGuard } from './stdoutGuard';

export interface ServeOptions {
  engine: ClosableEngine;
  guard: StdoutGuard;
  fileSystem: FileSystemPort;
  classpathEntries: number;
  log: (message: string) => void;
  stdin: NodeJS.ReadStream;
  stdout: NodeJS.WriteStream;
}

/**
 * A client that sends SIGTERM wants the process gone soon; in-flight answers get this long. The
 * official SDK's client sends SIGKILL 2 s after SIGTERM: the answers (or -32603 for what did not
 * finish) must be out before that.
 */
export const SIGNAL_GRACE_MS = 1_500;

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

export async function serve(options: ServeOptions): Promise<number> {
  const server = new StdioServer({
    input: options.stdin,
    stdout: options.stdout,
    guard: options.guard,
    engine: options.engine,
    fileSystem: options.fileSystem,
    classpathEntries: options.classpathEntries,
    log: options.log,
  });
  const onSignal = (signal: NodeJS.Signals): void => void server.shutdown(signal, SIGNAL_GRACE_MS);
  for (const signal of SIGNALS) process.on(signal, onSignal);
  try {
    await server.closed;
  } finally {
    for (const signal of SIGNALS) process.off(signal, onSignal);
  }
  return 0;
}
