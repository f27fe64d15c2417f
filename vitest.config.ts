// Three projects: the unit tests in Node (src/, backend/, cli/, scripts/, test-support/, deploy/), the
// engine's tests against the real JVM (engine/test/), and the component tests (`*.test.tsx`) in Vitest's
// browser mode, in the same Chromium as the Playwright specs, since the panels they render need
// real layout, workers and focus. `npm run test:quick` runs only the first (CONTRIBUTING.md).
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { insertText } from './test-support/browserCommands.ts';
import { TEST_CHROMIUM } from './test-support/chromium.ts';
import { testJvmArgs } from './test-support/testJvmArgs.ts';
import { EngineFilesFirst } from './test-support/engineFilesFirst.ts';
import { SlowestFilesReporter } from './test-support/vitestSlowestReporter.ts';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // The JVMs the tests start live seconds: C1 only, no warm-up (test-support/testJvmArgs.ts).
    env: { GROOVYMCP_JVM_ARGS: testJvmArgs() },
    hookTimeout: 60_000,
    // CI retries a failed test once, as it does a failed spec (playwright.config.ts): a flake of a
    // 2-core machine shared by JVMs, browsers and servers must not cost a whole landing. The retry
    // hides nothing: the run ends with every failed attempt, flakes included (failedAttempts.ts).
    retry: process.env.CI ? 1 : 0,
    // Three at a time on two cores: two unit files, which mostly wait on child processes, JVMs and
    // timers, beside one browser page (the default, one fewer than the cores per project, ran the
    // unit files one at a time: 9 minutes here).
    maxWorkers: 3,
    // The default output, then every failed attempt and the 10 slowest files (what to speed up next).
    reporters: ['default', new SlowestFilesReporter()],
    // The JVM files first (test-support/engineFilesFirst.ts).
    sequence: { sequencer: EngineFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'backend/**/*.test.ts',
            'cli/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test-support/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          pool: 'forks',
          // Files run one after another in each process, sharing its loaded modules (no unit test
          // mocks a module, stubs a global or leaves fake timers on): 215 s → 147 s for this project
          // alone here, most of it the per-file process start and module import saved.
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'engine',
          include: ['engine/**/*.test.ts'],
          pool: 'forks',
          // Each process runs its files one after another, so they share its JVM, warm, through
          // engineForFile (engine/test/engineHarness.ts) instead of each starting and warming its own.
          // Vitest runs projects of one group in one pool, so its size is the unit project's.
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        plugins: [react()],
        worker: { format: 'es' },
        // Pre-bundled from the start: Vite's scan of the test files does not follow the JSON-Schema
        // linter's worker (`?worker` imports), so it found ajv only when a test loaded that worker,
        // bundled it then and reloaded the page under the running test ("Vite unexpectedly reloaded
        // a test"), which ran that test again, and could have failed it, in every run.
        optimizeDeps: { include: ['ajv', 'ajv-formats'] },
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          // One file at a time, so that a run of all three projects (`npm run test:unit`) runs this
          // one after the other two, as a group of its own: two at a time beside them took 300 s
          // instead of 278 and failed a focus test. `npm test` runs it in a Vitest process of its
          // own, beside the other two (scripts/test.mjs).
          maxWorkers: 1,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: TEST_CHROMIUM }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1200, height: 800 },
            commands: { insertText },
          },
        },
      },
    ],
  },
});
