// bench:ui's MCP Apps figure (docs/playground.md, "MCP Apps"): tool result → app first paint for the
// official basic-vanillajs example through the stdio bridge. From the moment the page receives the
// `tools/call get-time` answer (the traffic recorder's time, read from the JSONL export) to the first
// animation frame after the app, in its inner frame on the sandbox origin, has put the result's time
// in its page (#server-time). The app starts with the call, but get-time answers within a few
// milliseconds, so the app's resources/read, the sandbox proxy's load, the HTML handed over,
// ui/initialize and the tool-result notification still lie between. Both clocks are
// `performance.timeOrigin + performance.now()`, one time line across the browser's frames.
import { readFileSync } from 'node:fs';
import type { Browser, Frame, Page } from '@playwright/test';
import { connect } from './browserBench';
import { count } from './smoke';

declare global {
  interface Window {
    __appFirstPaint?: number;
  }
}

/**
 * In every frame: once an element #server-time has text with a digit, the next animation frame's
 * time in `window.__appFirstPaint`. A string, not a function: tsx's transform would name the inner
 * functions with a helper the page does not have.
 */
const WATCH_FIRST_PAINT = `(() => {
  // From the document's start: under load the result can be drawn before DOMContentLoaded.
  const observer = new MutationObserver(() => {
    const time = document.getElementById('server-time')?.textContent ?? '';
    if (!/\\d/.test(time)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__appFirstPaint = performance.timeOrigin + performance.now();
    });
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
})();`;

async function paintOf(frame: Frame): Promise<number | undefined> {
  try {
    return await frame.evaluate(() => window.__appFirstPaint);
  } catch {
    return undefined; // a frame that went away with the last app
  }
}

/** Waits for a frame not seen before whose app has painted the result; its paint time. */
async function nextPaint(page: Page, seen: Set<Frame>): Promise<number> {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    for (const frame of page.frames()) {
      if (seen.has(frame)) continue;
      const painted = await paintOf(frame);
      if (painted !== undefined) {
        seen.add(frame);
        return painted;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the app never painted the tool result');
}

interface Answers {
  /** When each of the page's get-time calls was answered, in order. */
  readonly results: number[];
  /** When each app's resources/read was answered, in order. */
  readonly reads: number[];
}

/** The answer times of the page's get-time calls and of the apps' reads, from the Traffic JSONL export. */
async function answerTimes(page: Page): Promise<Answers> {
  await page.getByRole('tab', { name: 'Traffic' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSONL' }).click(),
  ]);
  const calls = new Set<string>();
  const readIds = new Set<string>();
  const results: number[] = [];
  const reads: number[] = [];
  for (const line of readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\n')
    .slice(1)) {
    const entry = JSON.parse(line) as { direction: string; time: number; line?: string };
    // Rows that are not a message on the wire (a note, a malformed line) have no `line` to read.
    if (typeof entry.line !== 'string') continue;
    let message: { id?: unknown; method?: string; params?: { name?: string } };
    try {
      message = JSON.parse(entry.line) as typeof message;
    } catch {
      continue;
    }
    const id = JSON.stringify(message.id);
    if (entry.direction === 'out' && message.method === 'tools/call' && message.params?.name === 'get-time')
      calls.add(id);
    else if (entry.direction === 'out' && message.method === 'resources/read') readIds.add(id);
    else if (entry.direction === 'in' && calls.has(id)) results.push(entry.time);
    else if (entry.direction === 'in' && readIds.has(id)) reads.push(entry.time);
  }
  return { results, reads };
}

export interface AppPaints {
  /** Tool result → app first paint, one per call. */
  readonly paints: number[];
  /** Tool result → the app's resources/read answered, one per call: the part spent on the wire. */
  readonly reads: number[];
}

/** Tool result → app first paint, one per call of get-time (each call starts its app anew). */
export async function appFirstPaint(browser: Browser, url: string, calls = count(20, 3)): Promise<AppPaints> {
  // Tall enough that the app's frame is on screen: Chromium does not paint (nor run the animation
  // frames of) a cross-origin frame out of view.
  const context = await browser.newContext({
    acceptDownloads: true,
    viewport: { width: 1280, height: 1600 },
  });
  await context.addInitScript({ content: WATCH_FIRST_PAINT });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('combobox', { name: 'Server' }).selectOption('basic-vanillajs');
  await page.getByRole('checkbox', { name: 'apps' }).check();
  await connect(page);
  await page.getByRole('tab', { name: 'Tools' }).click();
  await page
    .getByRole('listbox', { name: 'Tools' })
    .getByRole('option', { name: /^get-time/ })
    .click();
  const seen = new Set<Frame>();
  const painted: number[] = [];
  for (let i = 0; i < calls; i++) {
    await page.getByRole('button', { name: 'Call get-time' }).click();
    painted.push(await nextPaint(page, seen));
  }
  const { results, reads } = await answerTimes(page);
  await context.close();
  if (results.length !== painted.length || reads.length !== painted.length)
    throw new Error(
      `${results.length} get-time answers and ${reads.length} reads for ${painted.length} app paints`,
    );
  return {
    paints: painted.map((time, i) => time - (results[i] as number)),
    reads: reads.map((time, i) => time - (results[i] as number)),
  };
}
