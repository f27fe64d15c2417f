// `npm start -- --hosted [HOST:]PORT` (docs/hosted.md, "Start"): the session secret, the supervised
// engine and the hosted server, stopped on SIGINT/SIGTERM exactly as local mode stops
// (backend/http/stopServing.ts).
import { spawnSync } from 'node:child_process';
import { EngineProcess } from '../engine/engineProcess';
import { EnginePool } from './enginePool';
import { stopOnSignals, type LaunchIo } from '../http/stopServing';
import type { HostedOptions } from './hostedLaunchOptions';
import { HostedLaunchError } from './hostedLaunchOptions';
import { startHostedBackend, type RunningHostedBackend } from './hostedServer';
import { SessionSecretError, sessionSecretFrom, type SessionSecret } from './sessionSecret';

/**
 * The main lane's JVMs compile Java code with C1 only (docs/hosted.md, "Engine pool"). A replica's
 * compiles are small and many, from its first minute on: with C2 as well, its JIT kept 20–25 % of a
 * 2-core machine busy through a whole `npm run bench:hosted` (2.5 min), beside the compiles it was
 * to speed up, and the room's steady p95 was half as long again (a median 1.58 s against 1.05 s).
 * The bulk lane keeps C2: its compiles are the big ones C2 pays back on, and its JIT runs at its
 * niceness, on idle CPU only.
 */
export const MAIN_LANE_JVM_ARGS: readonly string[] = ['-XX:TieredStopAtLevel=1'];

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
        defaultJvmArgs: MAIN_LANE_JVM_ARGS,
        log: (line) => io.error(hosted.engines === 1 ? `engine: ${line}` : `engine ${i + 1}: ${line}`),
      }),
  );
  const pool = engines.length === 1 ? engines[0]! : new EnginePool(engines);
  // The bulk lane's JVM (hostedEngine.ts): nice 19, so its big compiles get only the CPU the main
  // engine leaves idle. Without a `nice` to run it with, one lane (said on stderr).
  const canNice = hosted.bulkBytes > 0 && spawnSync('nice', ['true']).status === 0;
  if (hosted.bulkBytes > 0 && !canNice) io.error('groovymcp: no `nice` command: no bulk lane');
  const bulkEngine = canNice
    ? new EngineProcess({ niceness: 19, log: (line) => io.error(`bulk engine: ${line}`) })
    : undefined;
  const engine = { close: async () => void (await Promise.all([pool.close(), bulkEngine?.close()])) };
  let running: RunningHostedBackend;
  try {
    running = await startHostedBackend({ engine: pool, bulkEngine, hosted, secretKey: secret.key, distDir });
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
