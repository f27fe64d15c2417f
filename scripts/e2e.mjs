// Runs the Playwright end-to-end specs in e2e/ against Debian's Chromium, with `npm start` on a free
// port (so a playground already running on 5317 is left alone). PORT=<n> pins the port instead.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { freePort } from './freePort.mjs';

const specs = existsSync('e2e') ? readdirSync('e2e').filter((f) => f.endsWith('.spec.ts')) : [];
if (specs.length === 0) {
  console.log('e2e: no specs yet');
  process.exit(0);
}

const port = process.env.PORT ?? String(await freePort());
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
process.exit(run.status ?? 1);
