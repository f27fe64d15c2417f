// The engine under faults and load, for bench:engine: CPU burnt after a timeout answer (the
// abandoned compile's JVM, and the standby that replaces it, read from /proc/<pid>/stat), a
// one-line diagnostics call through the session machine with two 500 k-character buffers open
// (the related-buffer selection), and the JVM's resident memory after 1,000 distinct 50 KB sources.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { EngineProcess } from '../backend/engine/engineProcess';
import { createSessionMachine } from '../src/session';
import { BenchFailure } from './engineHttp';
import { largeSource, percentile } from './engineWorkload';
import { count } from './smoke';

type Json = Record<string, unknown>;
export type Row = [string, string, string];

/** `List<` nested 2,000 times: the parser runs for minutes with no phase boundary to stop at. */
const STUCK_SOURCE = `${'List<'.repeat(2000)}String${'>'.repeat(2000)} x = null`;

/** CPU seconds (user + system) of a process, or undefined once it is gone. */
function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Heap in use after a full collection (jcmd, from the JDK), to tell retained memory from a grown heap. */
function heapAfterGcMiB(pid: number): string {
  try {
    execFileSync('jcmd', [String(pid), 'GC.run'], { stdio: 'ignore' });
    const info = execFileSync('jcmd', [String(pid), 'GC.heap_info'], { encoding: 'utf8' });
    const used = [...info.matchAll(/generation\s+total \d+K, used (\d+)K/g)].reduce(
      (sum, m) => sum + Number(m[1]),
      0,
    );
    return `${(used / 1024).toFixed(0)} MiB`;
  } catch {
    return 'n/a (no jcmd)';
  }
}

function rssMiB(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU each process burns over `ms` after now, counting a process until it exits. */
async function cpuOver(pids: () => number[], ms: number): Promise<Map<number, number>> {
  const start = new Map<number, number>();
  const last = new Map<number, number>();
  const end = Date.now() + ms;
  while (Date.now() < end) {
    for (const pid of pids()) {
      const now = cpuSeconds(pid);
      if (now === undefined) continue;
      if (!start.has(pid)) start.set(pid, now);
      last.set(pid, now);
    }
    await sleep(20);
  }
  return new Map([...last].map(([pid, cpu]) => [pid, cpu - (start.get(pid) ?? cpu)]));
}

/** CPU seconds in the 10 s after a timeout answer: the JVM that ran the compile, and the others. */
export async function cpuAfterTimeout(): Promise<Row[]> {
  const engine = new EngineProcess({ timeoutMs: 3_000, log: () => {} });
  await engine.whenReady();
  await engine.request({ op: 'diagnostics', uri: 'groovy-buffer:w', text: 'def w = 1\n' });
  const culprit = engine.pid!;
  const seen = new Set<number>([culprit]);
  const answer = await engine.request({ op: 'diagnostics', uri: 'groovy-buffer:stuck', text: STUCK_SOURCE });
  const pids = () => {
    for (const pid of [engine.pid, engine.standbyPid]) if (pid !== undefined) seen.add(pid);
    return [...seen];
  };
  const burnt = await cpuOver(pids, count(10_000, 1_000));
  await engine.close();
  const old = burnt.get(culprit) ?? 0;
  const others = [...burnt].filter(([pid]) => pid !== culprit).reduce((sum, [, cpu]) => sum + cpu, 0);
  const what = answer.error?.kind === 'timeout' ? '' : ` (answer: ${JSON.stringify(answer).slice(0, 60)})`;
  return [
    [`CPU in 10 s after a timeout answer, abandoned JVM${what}`, `${old.toFixed(2)} s`, '≤ 0.5 s'],
    ['  same window, standby JVM start (replaces it)', `${others.toFixed(2)} s`, ''],
  ];
}

/** A session machine on a real engine: tools/call by name, answers matched by id. */
function sessionOn(engine: EngineProcess): (name: string, args: Json) => Promise<Json> {
  const waiting = new Map<number, (message: Json) => void>();
  const session = createSessionMachine({
    engine,
    send: (line) => {
      const message = JSON.parse(line) as Json;
      waiting.get(message.id as number)?.(message);
    },
  });
  let id = 0;
  const call = (method: string, params: Json): Promise<Json> =>
    new Promise((resolve) => {
      const mine = ++id;
      waiting.set(mine, resolve);
      session.receive(JSON.stringify({ jsonrpc: '2.0', id: mine, method, params }));
    });
  const ready = call('initialize', {
    protocolVersion: '2025-11-25',
    capabilities: {},
    clientInfo: { name: 'bench', version: '1' },
  }).then(() => session.receive(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })));
  return async (name, args) => {
    await ready;
    return call('tools/call', { name, arguments: args });
  };
}

/** One-line diagnostics through the session machine with two 500 k-character buffers open. */
export async function oneLineWithLargeBuffersOpen(): Promise<Row[]> {
  const engine = new EngineProcess({ log: () => {} });
  await engine.whenReady();
  const tool = sessionOn(engine);
  const big = largeSource(count(500, 32) * 1024);
  // Opened with format (lexer only), as an editor opening two large files would.
  await tool('format', { uri: 'groovy-buffer:big1', text: big });
  await tool('format', { uri: 'groovy-buffer:big2', text: big.replaceAll('class C', 'class D') });
  const times: number[] = [];
  for (let i = 0; i < count(230, 40); i++) {
    const t0 = performance.now();
    const answer = await tool('diagnostics', { uri: 'groovy-buffer:one', text: `def x = ${i}\n` });
    if ((answer.result as Json | undefined)?.isError !== false)
      throw new BenchFailure(JSON.stringify(answer).slice(0, 200));
    if (i >= count(30, 10)) times.push(performance.now() - t0);
  }
  await engine.close();
  return [
    [
      'one-line diagnostics, two 500 k buffers open, p50 / p95',
      `${percentile(times, 50).toFixed(2)} ms / ${percentile(times, 95).toFixed(2)} ms`,
      '≤ 50 ms',
    ],
  ];
}

/** Resident memory of the JVM after 1,000 distinct 50 KB sources (diagnostics). */
export async function rssAfterManySources(): Promise<Row[]> {
  const engine = new EngineProcess({ log: () => {} });
  await engine.whenReady();
  const pid = engine.pid!;
  const source = largeSource(count(50, 8) * 1024);
  const start = rssMiB(pid);
  let peak = start;
  const t0 = performance.now();
  // Two at a time, as the engine runs one request per processor.
  for (let i = 0; i < count(1000, 20); i += 2) {
    const answers = await Promise.all(
      [i, i + 1].map((k) =>
        engine.request({ op: 'diagnostics', uri: `groovy-buffer:s${k}`, text: `${source}// ${k}\n` }),
      ),
    );
    for (const a of answers) if (a.error) throw new BenchFailure(`${a.error.kind}: ${a.error.message}`);
    peak = Math.max(peak, rssMiB(pid));
  }
  const seconds = (performance.now() - t0) / 1000;
  const end = rssMiB(pid);
  const heap = heapAfterGcMiB(pid);
  const same = engine.pid === pid ? '' : ' (JVM restarted!)';
  await engine.close();
  return [
    [
      `JVM RSS after 1,000 distinct 50 KB sources${same}`,
      `${end.toFixed(0)} MiB (start ${start.toFixed(0)}, peak ${peak.toFixed(0)}; heap after GC ${heap}; ${seconds.toFixed(0)} s)`,
      'report',
    ],
  ];
}
