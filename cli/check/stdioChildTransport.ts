// A configured stdio server as the client's LineTransport (docs/check-command.md): the entry's
// command started as a child process, one JSON-RPC message per line on its stdin and stdout, with the
// environment and working folder the backend's bridge gives it (childEnvironment.ts), so that a
// server behaves here as it does in the page. Its stderr is kept to explain an early exit.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { childEnvironment } from '../../backend/servers/childEnvironment';
import type { StdioServer } from '../../backend/servers/serversConfig';
import type { LineTransport } from '../../src/client';

/** The tail of the server's stderr that is kept to explain an early exit. */
const STDERR_KEPT = 4_000;

export interface StdioChildTransport extends LineTransport {
  /** Settles with that reason once the child exits: no request need wait for its timeout. */
  readonly gone: Promise<string>;
  close(): Promise<void>;
}

export function stdioChildTransport(server: StdioServer): StdioChildTransport {
  let child: ChildProcessWithoutNullStreams | undefined;
  let stderr = '';
  let endReason: string | undefined;
  let said: (reason: string) => void = () => {};
  const gone = new Promise<string>((resolve) => (said = resolve));

  const start = async (onLine: (line: string) => void) => {
    stderr = '';
    endReason = undefined;
    const started = spawn(server.command, [...server.args], {
      cwd: server.cwd,
      env: childEnvironment(process.env, server.env),
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
    child = started;
    started.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    // A child that closed its stdin: a later write fails with EPIPE, said by the exit reason instead.
    started.stdin.on('error', () => undefined);
    createInterface({ input: started.stdout, crlfDelay: Infinity }).on('line', onLine);
    started.once('exit', (code, signal) => {
      const tail = stderr.trim() === '' ? '' : `; its stderr ends with:\n${stderr.trimEnd()}`;
      endReason = `the server process exited (${signal ?? `code ${code}`})${tail}`;
      // Only an exit the check did not ask for is news (stop() clears `child` first).
      if (child === started) said(endReason);
    });
    await new Promise<void>((resolve, reject) => {
      started.once('spawn', resolve);
      started.once('error', (err: NodeJS.ErrnoException) =>
        reject(new Error(`${server.command} could not be started: ${err.code ?? err.message}`)),
      );
    });
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.stdin.end();
    running.kill('SIGTERM');
    await exited;
  };

  let deliver: (line: string) => void = () => {};
  return {
    open: async (onLine) => {
      deliver = onLine;
      await start((line) => deliver(line));
    },
    send: async (line) => {
      if (!child || endReason !== undefined)
        throw new Error(endReason ?? 'the server process is not running');
      child.stdin.write(`${line}\n`);
    },
    reset: async () => {
      await stop();
      await start((line) => deliver(line));
    },
    gone,
    close: stop,
  };
}
