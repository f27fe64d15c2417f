// `npm start`: builds the app with `vite build` when dist/ is missing or older than what it is built
// from (so `npm ci && npm start` works on a fresh clone), then runs the backend in this process
// (TypeScript through tsx) and prints `groovymcp playground: http://127.0.0.1:5317/`.
// GROOVYMCP_DIST=<dir> serves that directory instead and builds nothing; PORT overrides the port.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** What `vite build` reads; a change to any of them makes dist/ stale. */
export const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
];

/** Newest mtime under `path` (directories count too: a deleted file changes its folder's mtime). */
function newestMtime(path) {
  let info;
  try {
    info = lstatSync(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const name of readdirSync(path)) {
    // Tests are not part of the bundle.
    if (!/\.test\.tsx?$/.test(name)) newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/** 'noApp' (no index.html / vite.config.ts in this checkout), 'stale' or 'fresh'. */
export function buildState(root = repo) {
  if (!existsSync(join(root, 'index.html')) || !existsSync(join(root, 'vite.config.ts'))) return 'noApp';
  let built;
  try {
    built = statSync(join(root, 'dist', 'index.html')).mtimeMs;
  } catch {
    return 'stale';
  }
  const newest = Math.max(...BUILD_INPUTS.map((input) => newestMtime(join(root, input))));
  return newest > built ? 'stale' : 'fresh';
}

/** `vite build` in `root`, its chatter on stderr; whether it succeeded. */
export function buildApp(root) {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  // Build chatter goes to stderr: stdout carries the one URL line that scripts wait for.
  const run = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
  return run.status === 0;
}

async function main() {
  if (!process.env.GROOVYMCP_DIST) {
    const state = buildState();
    if (state === 'stale') {
      process.stderr.write('groovymcp: building the app (vite build)…\n');
      if (!buildApp(repo)) {
        process.stderr.write('groovymcp: vite build failed\n');
        process.exit(1);
      }
    } else if (state === 'noApp' && !existsSync(join(repo, 'dist', 'index.html'))) {
      process.stderr.write('groovymcp: this checkout has no app to build (index.html, vite.config.ts)\n');
    }
  }
  const { tsImport } = await import('tsx/esm/api');
  const { launch } = await tsImport('../backend/http/launch.ts', import.meta.url);
  await launch();
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
