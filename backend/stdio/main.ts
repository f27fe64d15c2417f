// The entry of bin/groovymcp (docs/server.md §1): arguments, then help, version, a usage error
// (exit 2) or serving. Only what `--help` and `--version` need is imported up front; the session,
// the engine supervisor and the file-system port load when serving, so those two answer fast.
import { parseArguments } from './parseArguments';
import { guardStdout } from './stdoutGuard';
import type { ListenAddress } from '../mcpHttp/listenAddress';
import type { LaunchConfig } from './launchConfig';
import { HELP, USAGE, versionLine } from './usage';

export interface ProcessIo {
  stdin: NodeJS.ReadStream;
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

export const EXIT_OK = 0;
export const EXIT_FATAL = 1;
export const EXIT_USAGE = 2;

const defaultIo = (): ProcessIo => ({ stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });

/** Resolves once `text` has been handed to the OS, so that the exit that follows cannot cut it off. */
function writeAll(stream: NodeJS.WritableStream, text: string): Promise<void> {
  return new Promise((resolve) => stream.write(text, () => resolve()));
}

export async function runGroovymcp(argv: readonly string[], io: ProcessIo = defaultIo()): Promise<number> {
  const parsed = parseArguments(argv);
  switch (parsed.kind) {
    case 'help':
      await writeAll(io.stdout, HELP);
      return EXIT_OK;
    case 'version':
      await writeAll(io.stdout, versionLine());
      return EXIT_OK;
    case 'usageError':
      await writeAll(io.stderr, `groovymcp: ${parsed.message}\n${USAGE}\n`);
      return EXIT_USAGE;
    case 'serve':
      break;
  }
  const { checkLaunch } = await import('./launchConfig');
  const launch = await checkLaunch(parsed.options);
  if (!launch.ok) {
    await writeAll(io.stderr, `groovymcp: ${launch.message}\n`);
    return EXIT_USAGE;
  }
  const log = (message: string): void => void io.stderr.write(`groovymcp: ${message}\n`);
  if (parsed.options.http)
    return serveOverHttp(parsed.options.http, parsed.options.tokenFile, launch.config, io, log);
  const guard = guardStdout(io);
  const onFatal = (error: unknown): void => {
    // Never a stack with values in it on the way out: the class and a short message (§4).
    const name = error instanceof Error ? error.name : typeof error;
    const message = error instanceof Error ? error.message.slice(0, 200) : '';
    log(`fatal: ${name}: ${message}`);
    guard.restore();
    process.exit(EXIT_FATAL); // the JVM child reads end-of-file on its stdin and exits too
  };
  process.on('uncaughtException', onFatal);
  try {
    // Session modules first, then the JVM: booting the JVM while they load made the first
    // initialize answer ~230 ms later on two cores and the first tool answer no sooner.
    const { serve } = await import('./serve');
    const { EngineProcess } = await import('../engine/engineProcess');
    const engine = new EngineProcess({
      classpath: launch.config.classpath,
      log: (line) => log(`engine: ${line}`),
    });
    return await serve({
      engine,
      guard,
      fileSystem: launch.config.fileSystem,
      classpathEntries: launch.config.classpath.length,
      log,
      stdin: io.stdin,
      stdout: io.stdout,
    });
  } finally {
    process.off('uncaughtException', onFatal);
    guard.restore();
  }
}

/** `--http` (docs/http.md §1): stdout carries the URL line only, so no stdout guard is needed. */
async function serveOverHttp(
  address: ListenAddress,
  tokenFile: string | undefined,
  config: LaunchConfig,
  io: ProcessIo,
  log: (message: string) => void,
): Promise<number> {
  const { readTokenFile, serveHttp } = await import('../mcpHttp/serveHttp');
  let token: string | undefined;
  if (tokenFile !== undefined) {
    const read = await readTokenFile(tokenFile);
    if (!read.ok) {
      await writeAll(io.stderr, `groovymcp: ${read.message}\n`);
      return EXIT_USAGE;
    }
    token = read.token;
  }
  const { EngineProcess } = await import('../engine/engineProcess');
  const engine = new EngineProcess({ classpath: config.classpath, log: (line) => log(`engine: ${line}`) });
  return serveHttp({
    address,
    token,
    engine,
    fileSystem: config.fileSystem,
    classpathEntries: config.classpath.length,
    log,
    announce: (line) => void io.stdout.write(line),
  });
}
