// The backend on SIGTERM during a request (issue 9; README "Closing stdin or sending SIGTERM lets
// the requests already received finish briefly"): the real backend process with its real JVM,
// frozen with SIGSTOP while a request is in it. Thawed within the grace, the request gets its real
// answer; left frozen, it is answered 502 when the grace ends, never dropped. Either way exit 0.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createToken } from './token';
import { isAlive } from '../../test-support/processes';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const token = createToken();
const children: ChildProcess[] = [];
/** Every JVM a test froze: thawed and killed after the file, so a failed test leaves none stopped. */
const frozen = new Set<number>();
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const pid of frozen) {
    if (!isAlive(pid)) continue;
    process.kill(pid, 'SIGCONT');
    process.kill(pid, 'SIGKILL');
  }
});

interface Backend {
  child: ChildProcess;
  url: string;
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
  return { child, url, exited };
}

const diagnostics = (backend: Backend, name: string): Promise<Response> =>
  fetch(`${backend.url}api/engine`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ op: 'diagnostics', uri: `groovy-buffer:${name}`, text: `class ${name} {}\n` }),
  });

/** The backend's JVMs now, at any depth below it (one, unless the supervisor is replacing one). */
function jvmsOf(backend: Backend): number[] {
  const processes = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [pid, ppid, comm] = line.trim().split(/\s+/);
      return { pid: Number(pid), ppid: Number(ppid), comm: comm ?? '' };
    });
  const below = new Set([backend.child.pid!]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of processes)
      if (below.has(p.ppid) && !below.has(p.pid)) {
        below.add(p.pid);
        grew = true;
      }
  }
  return processes.filter((p) => below.has(p.pid) && p.comm.includes('java')).map((p) => p.pid);
}

/** The state letter of /proc/<pid>/stat ('T' once stopped), or 'gone'. */
function stateOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]!;
  } catch {
    return 'gone';
  }
}

/**
 * A diagnostics request sent to a frozen engine, given time to get there (wrapped: not awaited).
 * The JVM has compiled a few sources first: thawed, a cold one may not fit what is left of the grace
 * on a busy machine. Its pid is read after them, and every JVM of the backend is frozen: on a busy
 * machine a slow warm-up compile can have had the supervisor replace the first one.
 */
async function inFlight(backend: Backend): Promise<{ answer: Promise<Response>; jvms: number[] }> {
  for (let i = 0; i < 5; i++) expect((await diagnostics(backend, `Warm${i}`)).status).toBe(200);
  const jvms = jvmsOf(backend);
  expect(jvms.length).toBeGreaterThan(0);
  for (const pid of jvms) {
    frozen.add(pid);
    process.kill(pid, 'SIGSTOP');
  }
  // Stopped for sure before the request goes, and no JVM started meanwhile that could answer it.
  await expect.poll(() => jvms.map(stateOf)).toEqual(jvms.map(() => 'T'));
  expect(jvmsOf(backend)).toEqual(jvms);
  const answer = diagnostics(backend, 'Late');
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { answer, jvms };
}

describe('SIGTERM during a request', () => {
  it('lets it finish within the grace and answers it, then exits 0', async () => {
    const backend = await startBackend();
    const { answer, jvms } = await inFlight(backend);
    backend.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const pid of jvms) process.kill(pid, 'SIGCONT');
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { uri: 'groovy-buffer:Late', diagnostics: [] } });
    expect(await backend.exited).toBe(0);
    await expect.poll(() => jvms.filter(isAlive), { timeout: 5_000 }).toEqual([]);
  }, 60_000);

  it('answers one that cannot finish within the grace (502), never drops it, then exits 0', async () => {
    const backend = await startBackend();
    const { answer, jvms } = await inFlight(backend);
    const t0 = Date.now();
    backend.child.kill('SIGTERM');
    const response = await answer;
    const body = await response.text();
    // If not, what answered and the backend's JVMs then are said with it.
    expect(response.status, `body ${body}; JVMs now ${jvmsOf(backend)}, frozen ${jvms}`).toBe(502);
    expect(JSON.parse(body)).toEqual({ error: { kind: 'internal', message: 'engine closed' } });
    expect(Date.now() - t0).toBeLessThan(4_000);
    expect(await backend.exited).toBe(0);
    await expect.poll(() => jvms.filter(isAlive), { timeout: 5_000 }).toEqual([]);
  }, 60_000);
});
