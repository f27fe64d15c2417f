// Test support: bin/groovymcp --http as a real child process (the real engine), and the URL it
// prints; stop() sends SIGTERM and resolves with the exit.
import { spawn, type ChildProcess } from 'node:child_process';
import { BIN } from '../../stdio/testing/groovymcpChild';

export interface HttpChild {
  process: ChildProcess;
  url: string;
  stderr: () => string;
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startHttpChild(args: readonly string[] = []): Promise<HttpChild> {
  const child = spawn(BIN, ['--http', '127.0.0.1:0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
      const url = /(http:\/\/\S+\/mcp)/.exec(stdout)?.[1];
      if (url)
        resolve({
          process: child,
          url,
          stderr: () => stderr,
          stop: () => (child.kill('SIGTERM'), exited),
        });
    });
    void exited.then((exit) =>
      reject(new Error(`groovymcp --http exited (${JSON.stringify(exit)}): ${stderr}`)),
    );
  });
}
