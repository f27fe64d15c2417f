// bench:ui figure 5 (ui.bench.ts): completion latency in the Completion tab.
import type { Browser } from '@playwright/test';
import { connect } from './browserBench';
import { count } from './smoke';

/**
 * Keystroke → suggestions shown, in the page: from the keydown to the DOM change that shows the
 * answer for the value typed (the dispatch view's `data-value`), typed at a person's pace (each key
 * 150 ms after the previous answer), so each keystroke is a request of its own.
 */
export async function completionLatency(
  browser: Browser,
  url: string,
  rounds = count(12, 2),
): Promise<number[]> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(url);
  await connect(page);
  await page.getByRole('tab', { name: 'Completion' }).click();
  await page.getByRole('combobox', { name: 'Argument' }).selectOption('symbol');
  const uri = page.getByRole('combobox', { name: 'uri' });
  await uri.fill('groovy-buffer:Shapes.groovy');
  await uri.press('Escape');
  const value = page.getByRole('textbox', { name: 'Value typed so far' });
  const completerOutput = page.getByRole('region', { name: 'Completer output' }).first();
  // Warm-up: until the editor has opened the buffer in the session and the engine has answered.
  for (let attempt = 0; ; attempt++) {
    await value.fill('');
    await value.pressSequentially('a');
    await page.waitForTimeout(300);
    if (/values\s*[1-9]/.test((await completerOutput.textContent()) ?? '')) break;
    if (attempt > 100) throw new TypeError('the sample buffer never completed');
  }
  await value.fill('');
  await page.waitForTimeout(300);
  await page.evaluate(`(() => {
    const input = [...document.querySelectorAll('label')].find((l) => l.textContent.startsWith('Value typed so far')).querySelector('input');
    const live = document.querySelector('[aria-label="Live completion"]');
    window.__bench = { times: [], start: undefined };
    input.addEventListener('keydown', () => { window.__bench.start = performance.now(); }, true);
    new MutationObserver(() => {
      const shown = live.querySelector('[data-value]');
      const b = window.__bench;
      if (b.start !== undefined && shown && shown.getAttribute('data-value') === input.value) {
        b.times.push(performance.now() - b.start);
        b.start = undefined;
      }
    }).observe(live, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-value'] });
  })()`);
  await value.focus();
  const keys = ['a', 'r', 'e', 'a', 'Backspace', 'Backspace', 'Backspace', 'Backspace'];
  for (let round = 0; round < rounds; round++) {
    for (const key of keys) {
      await page.keyboard.press(key);
      await page.waitForFunction('window.__bench.start === undefined', undefined, { timeout: 10_000 });
      await page.waitForTimeout(150);
    }
  }
  const times = (await page.evaluate('window.__bench.times')) as number[];
  await page.close();
  return times;
}
