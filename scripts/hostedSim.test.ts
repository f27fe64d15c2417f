// scripts/hosted-sim.mjs end to end (docs/hosted.md, "Scale simulation"): replicas behind HAProxy
// that serve a visitor whose cookie any of them accepts, one killed and HAProxy routing around it,
// started again, and SIGTERM leaving no replica, JVM or haproxy behind. Without haproxy it skips,
// except in CI, where it fails.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { readTokenMeta } from '../src/worker/pageToken';
import { isAlive } from '../test-support/processes';
import { findHaproxy } from './hosted-sim.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const withHaproxy = findHaproxy() !== undefined || process.env.CI ? it : it.skip;
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hosted-sim-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('node scripts/hosted-sim.mjs', () => {
  withHaproxy(
    'serves through HAProxy, routes around a killed replica, and leaves nothing on SIGTERM',
    async () => {
      const dist = join(dir, 'dist');
      mkdirSync(dist);
      writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body>sim</body></html>');
      const child = spawn(process.execPath, ['scripts/hosted-sim.mjs', '--replicas', '2'], {
        cwd: repo,
        env: { ...process.env, GROOVYMCP_DIST: dist },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      const stderr: string[] = [];
      const states: string[] = [];
      createInterface({ input: child.stderr }).on('line', (line) => {
        stderr.push(line);
        if (line.startsWith('{')) states.push(line);
      });
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      // Should the test fail half way, the simulation still stops, and takes its replicas along.
      onTestFinished(() => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        return exited.then(() => undefined);
      });
      const url = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout }).on('line', (line) => {
          const match = /^groovymcp hosted simulation: (http:\/\/127\.0\.0\.1:\d+\/)$/.exec(line);
          if (match) resolve(match[1]!);
        });
        child.once('exit', () => reject(new Error(`hosted-sim exited: ${stderr.join('\n')}`)));
      });
      // Each page load may reach either replica; the cookie of one is good on the other.
      const page = await fetch(url);
      const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
      const token = readTokenMeta(await page.text())!;
      const diagnostics = async () =>
        (
          await fetch(`${url}api/engine`, {
            method: 'POST',
            headers: { cookie, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              op: 'diagnostics',
              uri: 'groovy-buffer:a.groovy',
              text: 'def x = ',
              args: {},
            }),
          })
        ).status;
      expect(await Promise.all([1, 2, 3, 4].map(diagnostics))).toEqual([200, 200, 200, 200]);

      // ps exits 1 when a process has no children (haproxy): that is an empty list.
      const children = (pid: number) =>
        spawnSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' })
          .stdout.split('\n')
          .filter((line) => line.trim() !== '')
          .map((line) => ({ pid: Number(line.trim().split(/\s+/)[0]), comm: line.trim().split(/\s+/)[1] }));
      const direct = children(child.pid!);
      expect(direct.map((c) => c.comm).sort()).toEqual(['haproxy', 'node', 'node']);
      // Each replica's engine and its bulk lane's (docs/hosted.md, "Fairness").
      const jvms = direct.flatMap((c) => children(c.pid)).filter((c) => c.comm === 'java');
      expect(jvms).toHaveLength(4);

      child.stdin.write('kill 1\n');
      await expect.poll(() => states.at(-1) ?? '', { timeout: 30_000 }).toContain('"r1":"DOWN"');
      expect(await Promise.all([1, 2, 3, 4].map(diagnostics))).toEqual([200, 200, 200, 200]);
      child.stdin.write('restart 1\n');
      await expect.poll(() => states.at(-1) ?? '', { timeout: 60_000 }).toContain('"r1":"UP","r2":"UP"');
      expect(await Promise.all([1, 2, 3, 4].map(diagnostics))).toEqual([200, 200, 200, 200]);

      const everyone = [...direct, ...jvms, ...children(child.pid!).flatMap((c) => children(c.pid))];
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      for (const { pid } of everyone) await expect.poll(() => isAlive(pid), { timeout: 15_000 }).toBe(false);
    },
    180_000,
  );
});
