// Starts the playground backend: the JVM engine under its supervisor, then the HTTP server, and
// stops both on SIGINT/SIGTERM (the JVM child must not outlive us): requests already received get
// a short grace to finish, those still unfinished are answered (502, engine closed) rather than
// dropped, then the process exits. Used by backend/http/main.ts and scripts/start.mjs.
import { EngineProcess } from '../engine/engineProcess';
import { startBackend } from './backendServer';
import type { RunningBackend } from './backendServer';
import { LaunchError, launchOptionsFrom } from './launchOptions';
import { ServersConfig, ServersConfigError } from '../servers/serversConfig';

/** How long requests already received may take to finish after SIGTERM/SIGINT. */
export const SHUTDOWN_GRACE_MS = 2_000;
/** Then how long the answers of the ones that did not finish get to be written. */
const ANSWER_MS = 500;

/**
 * Stops accepting, lets the requests in flight finish within the grace, then closes the engine,
 * which answers what is still pending (`internal`, "engine closed": HTTP 502), and waits for those
 * answers to be written before the last connections are dropped.
 */
export async function stopServing(
  running: RunningBackend,
  engine: { close(): Promise<void> },
): Promise<void> {
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

const defaultIo = (): LaunchIo => ({
  env: process.env,
  argv: process.argv.slice(2),
  announce: (line) => process.stdout.write(`${line}\n`),
  error: (line) => process.stderr.write(`${line}\n`),
});

/**
 * Resolves with the running server once listening; the process then lives until a signal. On a bad
 * option or a busy port it says so, sets process.exitCode and resolves undefined.
 */
export async function launch(partialIo: Partial<LaunchIo> = {}): Promise<RunningBackend | undefined> {
  const io: LaunchIo = { ...defaultIo(), ...partialIo };
  let options;
  let servers;
  try {
    options = launchOptionsFrom(io.env, io.argv);
    servers = options.serversFile === undefined ? undefined : ServersConfig.fromFile(options.serversFile);
  } catch (err) {
    if (!(err instanceof LaunchError) && !(err instanceof ServersConfigError)) throw err;
    io.error(`groovymcp: ${err.message}`);
    process.exitCode = 2;
    return undefined;
  }

  const engine = new EngineProcess({ log: (line) => io.error(`engine: ${line}`) });
  let backend;
  try {
    backend = await startBackend({
      engine,
      token: options.token,
      port: options.port,
      distDir: options.distDir,
      extraOrigins: options.extraOrigins,
      servers,
      clientMetadataUrl: options.clientMetadataUrl,
    });
  } catch (err) {
    await engine.close();
    const code = (err as NodeJS.ErrnoException).code;
    io.error(
      code === 'EADDRINUSE'
        ? `groovymcp: port ${options.port} on 127.0.0.1 is in use (set PORT to another one, or PORT=0)`
        : `groovymcp: cannot listen: ${code ?? (err as Error).message}`,
    );
    process.exitCode = 1;
    return undefined;
  }
  const running = backend;
  io.announce(
    options.distDir === undefined
      ? `groovymcp backend (API only): ${running.url}`
      : `groovymcp playground: ${running.url}`,
  );

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
  return running;
}
