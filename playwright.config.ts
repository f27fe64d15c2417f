// End-to-end tests of the playground (e2e/, one spec per user flow) against `npm start`, driving
// Debian's Chromium (Playwright's own browser download cannot reach the network here).
// scripts/e2e.mjs picks a free port and passes it as PORT; without it, 5317.
import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM } from './test-support/chromium.ts';

const port = Number(process.env.PORT ?? 5317);
const baseURL = `http://127.0.0.1:${port}/`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // One backend and one JVM engine serve every spec; two browsers at a time keep the run short.
  workers: 2,
  fullyParallel: true,
  // CI retries a failed test once: this 2-core machine, shared by a browser per worker, the backend
  // and its JVM, has turned a wait of a passing test into a red run now and then, each time a failed
  // try of a whole session. The reporter below prints every failed attempt, flakes included, at the
  // end of the run (test-support/failedAttempts.ts), so a retry hides nothing; locally, none.
  retries: process.env.CI ? 1 : 0,
  // The progress, then the 10 slowest spec files (what to speed up next).
  reporter: [[process.env.CI ? 'line' : 'list'], ['./test-support/playwrightSlowestReporter.ts']],
  use: {
    baseURL,
    viewport: { width: 1400, height: 900 },
    acceptDownloads: true,
    // The specs paste what a person would paste (replaceEditorText in e2e/playground.ts).
    permissions: ['clipboard-read', 'clipboard-write'],
    // No trace by default (Playwright's own default): recording actions, console and network for
    // every test, kept or not, cost 8 % of the specs' CPU here (six specs, 240 → 220 CPU-s), and
    // CI, which keeps only the output, never reads one. E2E_TRACE=on keeps a failed test's trace
    // without pictures; E2E_TRACE=full with the screencast and DOM snapshots too (they cost 40 %).
    trace:
      process.env.E2E_TRACE === 'full'
        ? 'retain-on-failure'
        : process.env.E2E_TRACE === 'on'
          ? { mode: 'retain-on-failure', screenshots: false, snapshots: false }
          : 'off',
    launchOptions: TEST_CHROMIUM,
  },
  webServer: {
    command: 'npm start',
    url: `${baseURL}api/health`,
    // The servers the any-server specs choose from the Server select (docs/any-server.md).
    env: { PORT: String(port), GROOVYMCP_SERVERS: 'e2e/servers.json' },
    reuseExistingServer: true,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
