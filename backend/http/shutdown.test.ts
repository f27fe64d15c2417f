// The backend on SIGTERM during a request (issue 9; README "Closing stdin or sending SIGTERM lets
// the requests already received finish briefly"): the real backend process with its real JVM,
// frozen with SIGSTOP while a request is in it. Thawed within the grace, the request gets its real
// answer; left frozen, it is answered 502 when the grace ends, never dropped. Either way exit 0.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createToken } from './token';
import { isAlive } from '../../test-support/processes';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const token = createToken();
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

interface Backend {
  child: ChildProcess;
  url: string;
  jvm: number;
  exited: Promise<number | null>;
}

async function startBackend(): Promise<Backend> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/http/main.ts', '--api-only'], {
    cwd: repo,
    env: { ...process.env, PORT: '0', GROOVYMCP_TOKEN: token },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const stderr: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^groovymcp backend \(API only\): (http:\/\/127\.0\.0\.1:\d+\/)$/.exec(line);
      if (match) resolve(match[1]!);
    });
    child.on('exit', () => reject(new Error(`the backend exited: ${stderr.join('\n')}`)));
  });
  await expect
    .poll(async () => (await (await fetch(`${url}api/health`)).json()).engine, { timeout: 30_000 })
    .toBe('ready');
  const jvm = Number(
    execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(child.pid)], { encoding: 'utf8' })
      .split('\n')
      .find((line) => line.includes('java'))
      ?.trim()
      .split(/\s+/)[0],
  );
  expect(jvm).toBeGreaterThan(0);
  return { child, url, jvm, exited };
}

const diagnostics = (backend: Backend, name: string): Promise<Response> =>
  fetch(`${backend.url}api/engine`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ op: 'diagnostics', uri: `groovy-buffer:${name}`, text: `class ${name} {}\n` }),
  });

/**
 * A diagnostics request sent to a frozen JVM, given time to get there (wrapped: not awaited). The
 * JVM has compiled a few sources first: thawed, a cold one may not fit what is left of the grace
 * on a busy machine.
 */
async function inFlight(backend: Backend): Promise<{ answer: Promise<Response> }> {
  for (let i = 0; i < 5; i++) expect((await diagnostics(backend, `Warm${i}`)).status).toBe(200);
  process.kill(backend.jvm, 'SIGSTOP');
  const answer = diagnostics(backend, 'Late');
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { answer };
}

describe('SIGTERM during a request', () => {
  it('lets it finish within the grace and answers it, then exits 0', async () => {
    const backend = await startBackend();
    const { answer } = await inFlight(backend);
    backend.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(backend.jvm, 'SIGCONT');
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { uri: 'groovy-buffer:Late', diagnostics: [] } });
    expect(await backend.exited).toBe(0);
    await expect.poll(() => isAlive(backend.jvm), { timeout: 5_000 }).toBe(false);
  }, 60_000);

  it('answers one that cannot finish within the grace (502), never drops it, then exits 0', async () => {
    const backend = await startBackend();
    const { answer } = await inFlight(backend);
    const t0 = Date.now();
    backend.child.kill('SIGTERM');
    const response = await answer;
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: { kind: 'internal', message: 'engine closed' } });
    expect(Date.now() - t0).toBeLessThan(4_000);
    expect(await backend.exited).toBe(0);
    await expect.poll(() => isAlive(backend.jvm), { timeout: 5_000 }).toBe(false);
  }, 60_000);
});
