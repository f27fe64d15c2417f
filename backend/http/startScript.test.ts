// scripts/start.mjs: when it rebuilds, and a real launch (real JVM engine) that prints its URL,
// serves, and on SIGTERM exits cleanly with the JVM child gone.
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations.
import { buildState } from '../../scripts/start.mjs';
import { isAlive } from '../../test-support/processes';

const repo = fileURLToPath(new URL('../..', import.meta.url));
let base: string;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'groovymcp-start-'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const at = (seconds: number): Date => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));

describe('buildState', () => {
  it('follows the sources', () => {
    const root = join(base, 'app');
    mkdirSync(join(root, 'src', 'app'), { recursive: true });
    expect(buildState(root)).toBe('noApp');
    for (const file of ['index.html', 'vite.config.ts', 'src/app/App.tsx', 'src/app/App.test.tsx']) {
      writeFileSync(join(root, file), '');
      utimesSync(join(root, file), at(1), at(1));
    }
    for (const dir of ['src', 'src/app']) utimesSync(join(root, dir), at(1), at(1));
    expect(buildState(root)).toBe('stale'); // no dist/

    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', 'index.html'), '');
    utimesSync(join(root, 'dist', 'index.html'), at(2), at(2));
    expect(buildState(root)).toBe('fresh');

    utimesSync(join(root, 'src', 'app', 'App.test.tsx'), at(3), at(3));
    expect(buildState(root)).toBe('fresh'); // tests are not bundled

    utimesSync(join(root, 'src', 'app', 'App.tsx'), at(3), at(3));
    expect(buildState(root)).toBe('stale');

    utimesSync(join(root, 'dist', 'index.html'), at(4), at(4));
    mkdirSync(join(root, 'public'));
    writeFileSync(join(root, 'public', 'favicon.svg'), '');
    utimesSync(join(root, 'public', 'favicon.svg'), at(5), at(5));
    expect(buildState(root)).toBe('stale');
  });
});

describe('npm start', () => {
  it('serves the dist it is given with the real engine, and stops on SIGTERM with the JVM', async () => {
    const dist = join(base, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<html><head></head><body>start</body></html>');
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repo,
      env: { ...process.env, PORT: '0', GROOVYMCP_DIST: dist },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stderr: string[] = [];
    createInterface({ input: child.stderr }).on('line', (line) => stderr.push(line));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        const match = /^groovymcp playground: (http:\/\/127\.0\.0\.1:\d+\/)$/.exec(line);
        if (match) resolve(match[1]!);
      });
      child.on('exit', () => reject(new Error(`start.mjs exited: ${stderr.join('\n')}`)));
    });

    const page = await (await fetch(url)).text();
    expect(page).toMatch(/<meta name="groovymcp-token" content="[\w-]{43}">/);
    await expect
      .poll(async () => (await (await fetch(`${url}api/health`)).json()).engine, { timeout: 30_000 })
      .toBe('ready');

    const jvms = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(child.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('java'))
      .map((line) => Number(line.trim().split(/\s+/)[0]));
    expect(jvms).toHaveLength(1);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect.poll(() => isAlive(jvms[0]!), { timeout: 5_000 }).toBe(false);
  });

  it('refuses a bad PORT with exit code 2', async () => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repo,
      env: { ...process.env, PORT: 'nope', GROOVYMCP_DIST: base },
      stdio: 'ignore',
    });
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(2);
  });

  it('refuses a bad --servers file with exit code 2 and names the bad entry', async () => {
    const config = join(base, 'servers.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { broken: { command: 'x', argz: [] } } }));
    const child = spawn(process.execPath, ['scripts/start.mjs', '--servers', config], {
      cwd: repo,
      env: { ...process.env, PORT: '0', GROOVYMCP_DIST: base },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(2);
    expect(stderr).toContain('server "broken": Unrecognized key: "argz"');
  });
});
