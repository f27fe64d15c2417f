// bench:ui figures 3, 4 and 7 (ui.bench.ts): the ping round trip UI ↔ worker (and a bare echo
// worker for scale), scrolling 100,000 traffic rows, and the cost of saving the traffic for a reload
// beside a page whose storage refuses.
import type { Browser } from '@playwright/test';
import { pingSessionFile } from '../test-support/pingSessionFile';
import { whenSavedRows } from '../test-support/savedTraffic';
import { connect, pingLatencies } from './browserBench';
import { count } from './smoke';

/** Makes the page's IndexedDB refuse to open: the playground then saves nothing (said once). */
const REFUSE_STORAGE = `Object.defineProperty(IDBFactory.prototype, 'open', {
  value: () => { throw new DOMException('refused for the bench', 'SecurityError'); },
});`;

export async function pingRoundTrip(
  browser: Browser,
  url: string,
  pings = count(300, 30),
  saving = true,
): Promise<number[]> {
  const context = await browser.newContext({ acceptDownloads: true });
  if (!saving) await context.addInitScript(REFUSE_STORAGE);
  const page = await context.newPage();
  await page.goto(url);
  await connect(page);
  const latencies = await pingLatencies(page, pings);
  await context.close();
  return latencies;
}

/**
 * The floor of this machine for comparison: a bare worker that echoes a string, timed the same way
 * (one message at a time, a pause between them). Timers are coarsened to 0.1 ms in a page that is
 * not cross-origin isolated, so both figures move in 0.1 ms steps.
 */
export async function echoFloor(browser: Browser, url: string, echoes = count(300, 30)): Promise<number[]> {
  const page = await browser.newPage();
  await page.goto(new URL('favicon.svg', url).href);
  const times = (await page.evaluate(`(async () => {
    const source = URL.createObjectURL(new Blob(['onmessage = (e) => postMessage(e.data)'], { type: 'text/javascript' }));
    const worker = new Worker(source);
    const times = [];
    for (let i = 0; i < ${echoes}; i++) {
      const start = performance.now();
      await new Promise((resolve) => { worker.onmessage = resolve; worker.postMessage('{"jsonrpc":"2.0","id":1,"method":"ping"}'); });
      times.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    worker.terminate();
    return times;
  })()`)) as number[];
  await page.close();
  return times;
}

export interface SavingRun {
  /** Import of 100,000 rows → "100000 messages" on screen, ms. */
  importShownMs: number;
  /** Import → the newest 20,000 rows in IndexedDB, ms (saving only). */
  savedMs?: number;
  /** Reload → the 20,000 restored rows on screen, from navigation start, ms (saving only). */
  restoredMs?: number;
}

export async function importWithAndWithoutSaving(
  browser: Browser,
  url: string,
  saving: boolean,
): Promise<SavingRun> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  if (!saving) await context.addInitScript(REFUSE_STORAGE);
  const page = await context.newPage();
  await page.goto(url);
  await page
    .locator('.traffic-count')
    .filter({ hasText: /^0 messages$/ })
    .waitFor();
  const file = pingSessionFile(100_000);
  const start = (await page.evaluate('performance.now()')) as number;
  await page.getByLabel('Import session file (JSONL)').setInputFiles(file);
  const shown = await page.waitForFunction(
    () => document.querySelector('.traffic-count')?.textContent === '100000 messages' && performance.now(),
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  const run: SavingRun = { importShownMs: ((await shown.jsonValue()) as number) - start };
  if (saving) {
    run.savedMs = ((await page.evaluate(whenSavedRows(20_000))) as number) - start;
    await page.reload();
    const restored = await page.waitForFunction(
      () =>
        // (Rows saved before their schema verdict are checked again: "· checking …" may follow.)
        document.querySelector('.traffic-count')?.textContent?.startsWith('20000 messages') &&
        document.querySelector('.traffic-row.restored:not(.separator)') !== null &&
        performance.now(),
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    run.restoredMs = (await restored.jsonValue()) as number;
  }
  await context.close();
  return run;
}

export async function scrollFrames(browser: Browser, url: string): Promise<number[]> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(url);
  await page.getByLabel('Import session file (JSONL)').setInputFiles(pingSessionFile(100_000));
  const count = page.locator('.traffic-count');
  await count.filter({ hasText: /^100000 messages$/ }).waitFor({ timeout: 120_000 });
  await page
    .getByRole('grid', { name: 'Traffic' })
    .evaluate((grid) => grid.setAttribute('data-bench', 'scroll'));
  // A string, so the bundler of this script adds no helpers the page does not have.
  return page.evaluate(`new Promise((resolve) => {
    const grid = document.querySelector('[data-bench="scroll"]');
    grid.scrollTop = 0;
    const frames = [];
    const steps = 400;
    const step = (grid.scrollHeight - grid.clientHeight) / steps;
    let last = performance.now();
    let i = 0;
    function frame(now) {
      if (i > 0) frames.push(now - last);
      last = now;
      if (i++ === steps) return resolve(frames);
      grid.scrollTop = Math.round(i * step);
      requestAnimationFrame(frame);
    }
    requestAnimationFrame(frame);
  })`) as Promise<number[]>;
}
