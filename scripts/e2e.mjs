// Runs the Playwright end-to-end specs in e2e/ against Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const specs = existsSync('e2e') ? readdirSync('e2e').filter((f) => f.endsWith('.spec.ts')) : [];
if (specs.length === 0) {
  console.log('e2e: no specs yet');
  process.exit(0);
}
const run = spawnSync('npx', ['playwright', 'test'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
