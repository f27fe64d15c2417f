// `npm start -- --hosted [HOST:]PORT` end to end (docs/hosted.md, "Start"): the real script, the
// real engine, a visitor's cookie and token, and a clean stop on SIGTERM; bad options exit 2.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isAlive } from '../../test-support/processes';
import { cookieOf, tokenOf } from './hostedTestSupport';

const repo = fileURLToPath(new URL('../..', import.meta.url));
let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'groovymcp-hosted-start-'));
  writeFileSync(join(dist, 'index.html'), '<html><head></head><body>hosted</body></html>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// A test that fails before its SIGTERM must not leave the backend and its JVMs running.
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill();
});

function start(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['scripts/start.mjs', ...args], {
    cwd: repo,
    env: { ...process.env, GROOVYMCP_DIST: dist, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const stderr: string[] = [];
  createInterface({ input: child.stderr }).on('line', (line) => stderr.push(line));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stderr, exited };
}

/** The URL the script announces once it listens. */
function announced(child: ChildProcess, stderr: string[]): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^groovymcp playground \(hosted\): (http:\/\/127\.0\.0\.1:\d+\/)$/.exec(line);
      if (match) resolve(match[1]!);
    });
    child.on('exit', () => reject(new Error(`start.mjs exited: ${stderr.join('\n')}`)));
  });
}

describe('npm start -- --hosted', () => {
  it('serves visitors with the real engine, then stops on SIGTERM', async () => {
    const { child, stderr, exited } = start(['--hosted', '127.0.0.1:0']);
    const url = await announced(child, stderr);
    const page = await fetch(url);
    const cookie = cookieOf(page.headers.get('set-cookie') ?? undefined);
    const token = tokenOf(await page.text());
    await expect.poll(async () => (await fetch(`${url}api/ready`)).status, { timeout: 30_000 }).toBe(200);
    const answer = await fetch(`${url}api/engine`, {
      method: 'POST',
      headers: { cookie, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ op: 'diagnostics', uri: 'groovy-buffer:a.groovy', text: 'def x = ' }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      result: { uri: 'groovy-buffer:a.groovy', diagnostics: [{ severity: 'error' }] },
    });
    expect(stderr.join('\n')).toContain('the session secret is random for this process');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it("--engines 2 runs two JVMs behind one pool, C1 only, and the bulk lane's at niceness 19, all gone after SIGTERM", async () => {
    // No JIT flag from the tests' environment (vitest.config.ts): the launch's own choice shows.
    const { child, stderr, exited } = start(['--hosted', '127.0.0.1:0', '--engines', '2'], {
      GROOVYMCP_JVM_ARGS: '-Dgroovymcp.warmUp=false',
    });
    const url = await announced(child, stderr);
    await expect.poll(async () => (await fetch(`${url}api/ready`)).status, { timeout: 30_000 }).toBe(200);
    // pid, niceness and command line of each JVM the backend started (`nice` execs the JVM: same process).
    const jvms = () =>
      execFileSync('ps', ['-o', 'pid=,ni=,args=', '--ppid', String(child.pid)], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.includes('groovymcp.engine.Main'))
        .map((line) => {
          const [pid, niceness, ...args] = line.trim().split(/\s+/);
          return {
            pid: Number(pid),
            niceness: Number(niceness),
            c1Only: args.includes('-XX:TieredStopAtLevel=1'),
          };
        });
    const started = jvms();
    expect(started.map(({ niceness, c1Only }) => [niceness, c1Only]).sort()).toEqual([
      [0, true],
      [0, true],
      [19, false],
    ]);
    const pids = started.map(({ pid }) => pid);
    const page = await fetch(url);
    const cookie = cookieOf(page.headers.get('set-cookie') ?? undefined);
    const token = tokenOf(await page.text());
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        fetch(`${url}api/engine`, {
          method: 'POST',
          headers: { cookie, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ op: 'symbols', uri: `groovy-buffer:s${n}.groovy`, text: `class C${n} {}` }),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of pids) await expect.poll(() => isAlive(pid), { timeout: 5_000 }).toBe(false);
  });

  it.each([
    [['--hosted', 'nope'], {}, '--hosted needs [HOST:]PORT'],
    [['--hosted', '0', '--servers', 'x.json'], {}, 'a servers config is off in hosted mode'],
    [
      ['--hosted', '127.0.0.1:0'],
      { GROOVYMCP_SESSION_SECRET: 'short' },
      'a session secret needs at least 32',
    ],
  ])('refuses %j with exit code 2 and says why', async (args, env, words) => {
    const { exited, stderr } = start(args, env);
    expect(await exited).toBe(2);
    expect(stderr.join('\n')).toContain(words);
  });
});
