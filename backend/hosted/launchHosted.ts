// `npm start -- --hosted [HOST:]PORT` (docs/hosted.md, "Start"): the session secret, the supervised
// engine and the hosted server, stopped on SIGINT/SIGTERM exactly as local mode stops
// (backend/http/stopServing.ts).
import { EngineProcess } from '../engine/engineProcess';
import { EnginePool } from './enginePool';
import { stopOnSignals, type LaunchIo } from '../http/stopServing';
import type { HostedOptions } from './hostedLaunchOptions';
import { HostedLaunchError } from './hostedLaunchOptions';
import { startHostedBackend, type RunningHostedBackend } from './hostedServer';
import { SessionSecretError, sessionSecretFrom, type SessionSecret } from './sessionSecret';

export async function launchHosted(
  io: LaunchIo,
  hosted: HostedOptions,
  distDir: string,
): Promise<RunningHostedBackend | undefined> {
  let secret: SessionSecret;
  try {
    secret = sessionSecretFrom(io.env);
  } catch (err) {
    if (!(err instanceof SessionSecretError)) throw err;
    io.error(`groovymcp: ${err.message}`);
    process.exitCode = 2;
    return undefined;
  }
  // One JVM as in local mode; `--engines N` puts N of them behind one pool (enginePool.ts).
  const engines = Array.from(
    { length: hosted.engines },
    (_, i) =>
      new EngineProcess({
        log: (line) => io.error(hosted.engines === 1 ? `engine: ${line}` : `engine ${i + 1}: ${line}`),
      }),
  );
  const engine = engines.length === 1 ? engines[0]! : new EnginePool(engines);
  let running: RunningHostedBackend;
  try {
    running = await startHostedBackend({ engine, hosted, secretKey: secret.key, distDir });
  } catch (err) {
    await engine.close();
    const code = (err as NodeJS.ErrnoException).code;
    io.error(
      err instanceof HostedLaunchError
        ? `groovymcp: ${err.message}`
        : code === 'EADDRINUSE'
          ? `groovymcp: port ${hosted.port} on ${hosted.listenHost} is in use`
          : `groovymcp: cannot listen: ${code ?? (err as Error).message}`,
    );
    process.exitCode = err instanceof HostedLaunchError ? 2 : 1;
    return undefined;
  }
  io.announce(`groovymcp playground (hosted): ${running.url}`);
  if (secret.source === 'random') {
    io.error(
      'groovymcp: the session secret is random for this process; set GROOVYMCP_SESSION_SECRET or GROOVYMCP_SESSION_SECRET_FILE so that replicas (and restarts) accept the same cookies',
    );
  }
  stopOnSignals(io, running, engine);
  return running;
}
