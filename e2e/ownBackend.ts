// A backend of the spec's own (`backend/http/main.ts`, serving the app built in dist/ with its own
// JVM), for specs that stop and restart it or that need servers in its config (docs/any-server.md);
// the shared one of playwright.config.ts, and its config e2e/servers.json, stay as they are. A
// restart on the same port lets the open page's origin answer again, with a new token. Its JVM
// lives for one spec: the tests' flags (test-support/testJvmArgs.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  /** SIGTERM, then waits for the backend (and so its JVM and servers) to exit; SIGKILL if it will not. */
  stop(): Promise<void>;
}

export interface OwnBackendOptions {
  /** 0 (the default): a free one. */
  port?: number;
  /** The `mcpServers` of a config given to it with `--servers`. */
  servers?: Record<string, unknown>;
}

/** Starts a backend and waits until its engine is ready. */
export async function startOwnBackend({ port = 0, servers }: OwnBackendOptions = {}): Promise<OwnBackend> {
  const token = createToken();
  const dir = servers && mkdtempSync(join(tmpdir(), 'groovymcp-e2e-servers-'));
  const args = ['--import', 'tsx', 'backend/http/main.ts'];
  if (dir) {
    writeFileSync(join(dir, 'servers.json'), JSON.stringify({ mcpServers: servers }));
    args.push('--servers', join(dir, 'servers.json'));
  }
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repo,
    env: { ...process.env, PORT: String(port), GROOVYMCP_TOKEN: token, GROOVYMCP_JVM_ARGS: testJvmArgs() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const match = /^groovymcp playground: (http:\/\/127\.0\.0\.1:\d+\/)$/.exec(line);
        if (match) resolve(match[1]!);
      });
      child.once('exit', () => reject(new Error(`the backend exited: ${stderr.join('\n')}`)));
    });
    await expect
      .poll(async () => ((await (await fetch(`${url}api/health`)).json()) as { engine: string }).engine, {
        timeout: 90_000,
      })
      .toBe('ready');
    return { url, port: Number(new URL(url).port), token, stop };
  } catch (cause) {
    await stop();
    throw cause;
  }
}
