// A LineTransport over a child process's stdio, for client integration tests against a real MCP
// server (the "everything" server) until the backend's stdio bridge carries the same lines over a
// WebSocket. Each open or reset starts a fresh child; stderr is kept for the test to read.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { LineTransport } from '../src/client';

export interface StdioLineTransport extends LineTransport {
  /** What the current child wrote on stderr so far. */
  stderr(): string;
  /** Ends the child (and waits for it). */
  close(): Promise<void>;
}

export function stdioLineTransport(command: string, args: readonly string[]): StdioLineTransport {
  let child: ChildProcessWithoutNullStreams | undefined;
  let errors = '';
  let deliver: (line: string) => void = () => {};

  const start = async () => {
    errors = '';
    const started = spawn(command, args, { stdio: 'pipe' });
    child = started;
    started.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    createInterface({ input: started.stdout }).on('line', (line) => deliver(line));
    await new Promise<void>((resolve, reject) => {
      started.once('spawn', resolve);
      started.once('error', reject);
    });
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    await exited;
  };

  return {
    open: async (onLine) => {
      deliver = onLine;
      await start();
    },
    send: async (line) => {
      if (!child) throw new Error('the server process is not running');
      child.stdin.write(`${line}\n`);
    },
    reset: async () => {
      await stop();
      await start();
    },
    stderr: () => errors,
    close: stop,
  };
}

/** The official "everything" server, started over stdio. */
export function everythingServer(): StdioLineTransport {
  const entry = new URL(
    '../node_modules/@modelcontextprotocol/server-everything/dist/index.js',
    import.meta.url,
  );
  return stdioLineTransport(process.execPath, [entry.pathname, 'stdio']);
}
