import { chromium } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { TEST_CHROMIUM } from '/work/main/test-support/chromium.ts';
const hz = 100;
function cpu(filter: (cmd: string) => boolean) {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (!filter(cmd)) continue;
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      total += (Number(f[11]) + Number(f[12])) / hz;
    } catch {}
  }
  return total;
}
const isRenderer = (c: string) => c.includes('headless-shell') && c.includes('--type=renderer');
const isChrome = (c: string) => c.includes('headless-shell');
const isJava = (c: string) => c.includes('java');
const extra = (process.env.EXTRA ?? '').split(' ').filter(Boolean);
const browser = await chromium.launch({ ...TEST_CHROMIUM, args: [...TEST_CHROMIUM.args, ...extra] });
for (let i = 0; i < 4; i++) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const r0 = cpu(isRenderer), c0 = cpu(isChrome), j0 = cpu(isJava), t0 = Date.now();
  await page.goto('http://127.0.0.1:5399/');
  await page.getByRole('button', { name: 'Connect' }).click();
  await page.getByRole('status', { name: 'Engine state' }).getByText('Engine: ready').waitFor();
  await page.waitForTimeout(1500);
  const r1 = cpu(isRenderer), c1 = cpu(isChrome), j1 = cpu(isJava), t1 = Date.now();
  await page.waitForTimeout(500);
  const r2 = cpu(isRenderer), c2 = cpu(isChrome), j2 = cpu(isJava), t2 = Date.now();
  console.log(`load+connect ${(t1 - t0) / 1000}s: renderer ${(r1 - r0).toFixed(2)} chrome-all ${(c1 - c0).toFixed(2)} java ${(j1 - j0).toFixed(2)} | idle 10s: renderer ${(r2 - r1).toFixed(2)} chrome-all ${(c2 - c1).toFixed(2)} java ${(j2 - j1).toFixed(2)}`);
  await context.close();
}
await browser.close();
