// A backend of the spec's own (`backend/http/main.ts`, serving the app built in dist/ with its own
// JVM), for specs that stop and restart it; the shared one of playwright.config.ts stays up. Restart
// on the same port, so the open page's origin answers again, with a new token.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { createToken } from '../backend/http/token';
import { testJvmArgs } from '../test-support/testJvmArgs';

const repo = fileURLToPath(new URL('..', import.meta.url));

export interface OwnBackend {
  readonly url: string;
  readonly port: number;
  readonly token: string;
  /** SIGTERM, then waits for the backend (and so its JVM) to exit; SIGKILL if it will not. */
  stop(): Promise<void>;
}

/** Starts a backend on `port` (0: a free one) and waits until its engine is ready. */
export async function startOwnBackend(port = 0): Promise<OwnBackend> {
  const token = createToken();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'backend/http/main.ts'], {
    cwd: repo,
    // Its JVM lives for one spec: the tests' flags (test-support/testJvmArgs.ts).
    env: { ...process.env, PORT: String(port), GROOVYMCP_TOKEN: token, GROOVYMCP_JVM_ARGS: testJvmArgs() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^groovymcp playground: (http:\/\/127\.0\.0\.1:\d+\/)$/.exec(line);
      if (match) resolve(match[1]!);
    });
    child.once('exit', () => reject(new Error(`the backend exited: ${stderr.join('\n')}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  };
  try {
    await expect
      .poll(async () => ((await (await fetch(`${url}api/health`)).json()) as { engine: string }).engine, {
        timeout: 90_000,
      })
      .toBe('ready');
  } catch (cause) {
    await stop();
    throw cause;
  }
  return { url, port: Number(new URL(url).port), token, stop };
}
