// bench:ui figures 1 and 2 (ui.bench.ts): the initial JavaScript without Monaco (needed to reach
// Connected apart from what is prefetched when idle) and the time from navigation to Connected.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { connect, quantile } from './browserBench';
import { count } from './smoke';

/** The lazy Monaco code: its bundle group, its workers and the two modules that create editors. */
const MONACO = /(monaco|jsonMode|editor\.worker|json\.worker|groovyEditor|rawEditor)[^/]*\.js$/;

/**
 * Holds back every idle callback of the page: the panels' idle prefetch is the only code that loads
 * scripts from one (the traffic saving's idle writes load none), so what such a load fetches is what
 * reaching Connected needs, whatever the timing of the idle moment.
 */
const NO_IDLE_CALLBACKS = `window.requestIdleCallback = () => 0; window.cancelIdleCallback = () => {};`;

/** The scripts (less Monaco's) a fresh page and its workers fetch until Connected + 1.5 s. */
async function scriptsUntilConnected(browser: Browser, url: string, idle: boolean) {
  const scripts = new Set<string>();
  const context = await browser.newContext();
  if (!idle) await context.addInitScript(NO_IDLE_CALLBACKS);
  context.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js') && !MONACO.test(path)) scripts.add(path);
  });
  const page = await context.newPage();
  await page.goto(url);
  const ms = await connect(page);
  // What loads in the second after Connected (the schema lint's first revision) counts too.
  await page.waitForTimeout(1500);
  await context.close();
  return { scripts, ms };
}

export async function initialJavaScriptAndNavigation(browser: Browser, url: string) {
  const first = await scriptsUntilConnected(browser, url, true);
  const times: number[] = [first.ms];
  for (let run = 1; run < count(5, 2); run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url);
    times.push(await connect(page));
    await context.close();
  }
  const { scripts: needed } = await scriptsUntilConnected(browser, url, false);
  const sized = (paths: Iterable<string>) =>
    [...paths].map((path) => ({ path, gzip: gzipSync(readFileSync(join('dist', path))).length }));
  return {
    needed: sized(needed),
    prefetched: sized([...first.scripts].filter((path) => !needed.has(path))),
    navigationMs: quantile(times, 0.5),
    times,
  };
}
