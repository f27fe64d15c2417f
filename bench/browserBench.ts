// What the browser benches share: `npm start` on a free port, connecting in the page, quantiles.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { freePort } from '../test-support/processes';

export const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
};

export const goal = (ok: boolean): string => (ok ? 'meets the goal' : 'MISSES the goal');

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

/**
 * Clicks Ping `count` times from inside the page, each once the page has rendered the previous
 * answer, and gives the round trips the client's traffic recorder timed (request written →
 * response received), read from the JSONL export.
 */
export async function pingLatencies(page: Page, count: number): Promise<number[]> {
  await page.getByRole('tab', { name: 'Traffic' }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.evaluate(async (n) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Ping');
    const output = document.querySelector('output[aria-label="Ping result"]');
    if (!button || !output) throw new TypeError('no Ping button or result in the page');
    for (let i = 1; i <= n; i++) {
      button.click();
      while (!output.textContent?.startsWith(`ping ${i}:`))
        await new Promise((resolve) => setTimeout(resolve, 1));
      // Let the renders this answer caused finish, as they would before a person's next click.
      for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }, count);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSONL' }).click(),
  ]);
  const lines = readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\n')
    .slice(1);
  const sent = new Map<string, number>();
  const latencies: number[] = [];
  for (const entry of lines.map(
    (line) => JSON.parse(line) as { direction: string; time: number; line: string },
  )) {
    const message = JSON.parse(entry.line) as { id?: number; method?: string };
    if (entry.direction === 'out' && message.method === 'ping') sent.set(String(message.id), entry.time);
    else if (entry.direction === 'in' && sent.has(String(message.id))) {
      latencies.push(entry.time - (sent.get(String(message.id)) as number));
    }
  }
  return latencies;
}
