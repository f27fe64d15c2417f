// What the browser benches share: `npm start` on a free port, connecting in the page, quantiles.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { Page } from '@playwright/test';

export const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
};

export const goal = (ok: boolean): string => (ok ? 'meets the goal' : 'MISSES the goal');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `npm start` on a free port; resolves with its URL once it prints it. */
export async function startPlayground(
  args: readonly string[] = [],
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs', ...args], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /http:\/\/127\.0\.0\.1:\d+\//.exec(chunk.toString());
      if (match) resolve(match[0]);
    });
  });
  return { url, child };
}

/** Connects under `revision`; resolves with the page's clock when the status said Connected. */
export async function connect(page: Page, revision = '2025-11-25'): Promise<number> {
  await page.getByRole('combobox', { name: 'Protocol revision' }).selectOption(revision);
  await page.getByRole('button', { name: 'Connect' }).click();
  const handle = await page.waitForFunction(
    () => {
      const status = document.querySelector('[aria-label="Session status"]')?.textContent ?? '';
      return status.includes('Connected') ? performance.now() : false;
    },
    undefined,
    { polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}
