// Starts the playground backend: the JVM engine under its supervisor, then the HTTP server, and
// stops both on SIGINT/SIGTERM (stopServing.ts). Used by backend/http/main.ts and scripts/start.mjs;
// `--hosted` hands over to backend/hosted/launchHosted.ts.
import { EngineProcess } from '../engine/engineProcess';
import { startBackend } from './backendServer';
import type { RunningBackend } from './backendServer';
import { LaunchError, launchOptionsFrom } from './launchOptions';
import { ServersConfig, ServersConfigError } from '../servers/serversConfig';
import { HostedLaunchError, hostedLaunchFrom } from '../hosted/hostedLaunchOptions';
import { launchHosted } from '../hosted/launchHosted';
import type { RunningHostedBackend } from '../hosted/hostedServer';
import { stopOnSignals, type LaunchIo } from './stopServing';

export { SHUTDOWN_GRACE_MS, stopServing, type LaunchIo } from './stopServing';

const defaultIo = (): LaunchIo => ({
  env: process.env,
  argv: process.argv.slice(2),
  announce: (line) => process.stdout.write(`${line}\n`),
  error: (line) => process.stderr.write(`${line}\n`),
});

/**
 * Resolves with the running server once listening; the process then lives until a signal. On a bad
 * option or a busy port it says so, sets process.exitCode and resolves undefined. `--hosted` serves
 * a room of visitors instead (docs/hosted.md).
 */
export async function launch(
  partialIo: Partial<LaunchIo> = {},
): Promise<RunningBackend | RunningHostedBackend | undefined> {
  const io: LaunchIo = { ...defaultIo(), ...partialIo };
  let options;
  let servers;
  let hosted;
  try {
    const split = hostedLaunchFrom(io.env, io.argv);
    hosted = split.hosted;
    options = launchOptionsFrom(io.env, split.rest);
    servers = options.serversFile === undefined ? undefined : ServersConfig.fromFile(options.serversFile);
  } catch (err) {
    const known =
      err instanceof LaunchError || err instanceof ServersConfigError || err instanceof HostedLaunchError;
    if (!known) throw err;
    io.error(`groovymcp: ${err.message}`);
    process.exitCode = 2;
    return undefined;
  }
  if (hosted !== undefined) return launchHosted(io, hosted, options.distDir!);

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

  stopOnSignals(io, running, engine);
  return running;
}
