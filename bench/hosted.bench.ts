// npm run bench:hosted — hosted mode for a room (docs/hosted.md, "Scale simulation"; issue 32,
// "Prove"): scripts/hosted-sim.mjs starts 3 hosted replicas (one JVM each, and one for the bulk lane;
// one session secret) behind Debian's HAProxy, round robin with no stickiness, and VISITORS simulated visitors
// (bench/hostedVisitor.ts: each loads the page for its cookie and token and types, every keystroke
// going through the page's own debounce, request building and HTTP client to markers) run three
// phases of PHASE_MS each, printed side by side (bench/hostedPhase.ts):
//   1. steady: keystroke → markers p50 and p95 (goal: p95 ≤ 500 ms), errors (goal 0);
//   2. with a flooder (bench/hostedFlood.ts, in a process and session of its own, as another
//      person's machine) hammering big compiles: its refusals (429), and the others' p95 and
//      errors against the same goals;
//   3. a replica killed (SIGKILL to its node and JVM) a third of the way in, started again at two
//      thirds: the visitors whose request failed at the kill and whether each recovered without a
//      reload, then every visitor's last markers checked against its last text
//      (SimVisitor.checkLastAnswer; goal: no buffer lost).
// A warm-up of WARM_MS comes first. In a full run a lost buffer, a visitor that did not recover, or
// an error in the steady phase or later than a second after HAProxy took the killed replica out
// fails the bench (exit 1); the latency goal is printed against this machine, never enforced.
// BENCH_SMOKE=1 runs 6 visitors for 5 s a phase and enforces nothing.
//   npm run bench:hosted                       50 visitors, 30 s a phase
//   VISITORS=20 PHASE_MS=10000 npm run bench:hosted
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startHostedSim } from '../scripts/hosted-sim.mjs';
import { floodFromOwnProcess } from './hostedFlood';
import { collectPhase, mark, printPhases, quantile, recordPhase, type PhaseResult } from './hostedPhase';
import { SimVisitor } from './hostedVisitor';
import { recordFigure } from './record';
import { count, SMOKE } from './smoke';

const VISITORS = Number(process.env.VISITORS ?? count(50, 6));
const PHASE_MS = Number(process.env.PHASE_MS ?? count(30_000, 5_000));
const WARM_MS = count(10_000, 3_000);
const SETTLE_MS = 30_000;
const FLOOD_CONNECTIONS = 24;
const KILLED = 1; // r2

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const fig = (figure: string, value: number | string, unit: string, goal?: string, met?: boolean) =>
  recordFigure({ bench: 'bench:hosted', figure, value, unit, goal, met });

const loadBefore = load();
const sim = await startHostedSim({ log: process.env.BENCH_VERBOSE ? (l) => console.error(l) : undefined });
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void sim.stop().then(() => process.exit(130));
  });
}

const visitors = Array.from({ length: VISITORS }, (_, i) => new SimVisitor(i + 1, sim.url));
// They come in over a second, not in one instant.
await Promise.all(
  visitors.map(async (v, i) => {
    await sleep((i * 1000) / VISITORS);
    await v.arrive();
  }),
);

/** Everyone types for `ms`, then waits for the markers of what they typed. */
async function typePhase(name: string, ms: number): Promise<PhaseResult> {
  const until = performance.now() + ms;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  await Promise.all(visitors.map((v) => v.type(until)));
  loop.disable();
  const settled = await Promise.all(visitors.map((v) => v.settle(SETTLE_MS)));
  return collectPhase(name, visitors, settled.filter((ok) => !ok).length, loop.percentile(99) / 1e6);
}
const reset = () => visitors.forEach((v) => v.reset());

/** The replicas' engine time so far (their /metrics: queue wait excluded), in seconds, and requests. */
async function engineTotals(): Promise<{ seconds: number; requests: number }> {
  const totals = { seconds: 0, requests: 0 };
  for (const replica of sim.replicaUrls) {
    const text = await (await fetch(`${replica}metrics`)).text();
    const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
    totals.seconds += read('groovymcp_compile_duration_seconds_sum');
    totals.requests += read('groovymcp_compile_duration_seconds_count');
  }
  return totals;
}

await typePhase('warm-up', WARM_MS);
if (visitors.some((v) => v.related === 0)) throw new TypeError('the visitors sent no related buffer');
reset();

const engineBefore = await engineTotals();
const steady = await typePhase('steady', PHASE_MS);
const engineAfter = await engineTotals();
const engineRequests = engineAfter.requests - engineBefore.requests;
const engineMean = (1000 * (engineAfter.seconds - engineBefore.seconds)) / Math.max(1, engineRequests);
reset();

const flooding = floodFromOwnProcess(sim.url, PHASE_MS, FLOOD_CONNECTIONS);
const flooded = await typePhase('with a flooder', PHASE_MS);
const flooder = await flooding;
reset();

// The kill, a third of the way in; HAProxy's checks take the replica out; it is started again at
// two thirds (its JVM's start is part of the load the others see).
const phaseStart = performance.now();
const at = { killed: 0, out: 0, restarted: 0, back: 0 };
const killing = (async () => {
  await sleep(PHASE_MS / 3);
  at.killed = performance.now();
  await sim.killReplica(KILLED);
  await sim.untilState(KILLED, 'DOWN');
  at.out = performance.now();
  await sleep(phaseStart + (2 * PHASE_MS) / 3 - performance.now());
  at.restarted = performance.now();
  await sim.restartReplica(KILLED);
  at.back = performance.now();
})();
const killedName = `r${KILLED + 1} killed`;
const typing = typePhase(killedName, PHASE_MS);
await killing;
const killed = await typing;
const failedVisitors = visitors.filter((v) => v.failures.length > 0);
const recovered = failedVisitors.filter((v) => !v.stillFailing);
const recoveryMs = visitors.flatMap((v) => v.recoveries).sort((a, b) => a - b);
// An error later than a second after HAProxy took the replica out is not the kill's.
const stray = visitors.flatMap((v) => v.failures.filter((f) => f.at > at.out + 1_000)).length;
// Every visitor's last markers, after the kill and the restart, against its last text.
const problems = await Promise.all(visitors.map((v) => v.checkLastAnswer('end', SETTLE_MS)));
const lost = problems.flatMap((problem, i) => (problem === undefined ? [] : [{ n: i + 1, problem }]));
const loadAfter = load();
visitors.forEach((v) => v.dispose());
await sim.stop();

const s = (ms: number) => (ms / 1000).toFixed(1);
console.log(
  `hosted: ${VISITORS} visitors typing through HAProxy (round robin, no stickiness) → 3 replicas × (1 JVM + 1 bulk-lane JVM at nice 19), ${s(PHASE_MS)} s a phase${SMOKE ? ' (smoke: goals not enforced)' : ''}`,
);
console.log(`  ${cpus().length} cores; load average (1, 5, 15 min) before ${loadBefore}, after ${loadAfter}`);
printPhases([steady, flooded, killed], PHASE_MS / 1000, (r) => r !== killed);
console.log(
  `  steady: the JVMs worked ${engineMean.toFixed(0)} ms per request on average over ${engineRequests} requests (the replicas' /metrics; queue wait excluded, cancelled requests included)`,
);
const refused = Object.values(flooder.refused).reduce((a, b) => a + b, 0);
const reasons = Object.entries(flooder.refused).map(([reason, n]) => `${reason} ${n}`);
const other = Object.keys(flooder.other).length > 0 ? `, other: ${JSON.stringify(flooder.other)}` : '';
console.log(
  `  flooder (${FLOOD_CONNECTIONS} connections, 2,000-line buffers): ${flooder.sent} requests, ${refused} refused (${reasons.join(', ') || 'none'}), ${flooder.answered} answered (a median ${s(
    quantile(
      flooder.answeredMs.sort((a, b) => a - b),
      0.5,
    ),
  )} s each), ${flooder.timedOut} timed out (its 2,000-line compiles run in the bulk lane, on the CPU the others leave idle)${other}`,
);
console.log(
  `  r${KILLED + 1} SIGKILLed at ${s(at.killed - phaseStart)} s; HAProxy took it out ${s(at.out - at.killed)} s later; started again at ${s(at.restarted - phaseStart)} s, back in HAProxy ${s(at.back - at.restarted)} s later`,
);
const median =
  recoveryMs.length > 0
    ? ` (answered again a median ${quantile(recoveryMs, 0.5).toFixed(0)} ms after the first failure)`
    : '';
console.log(
  `  visitors with a failed request: ${failedVisitors.length}, recovered without a reload: ${recovered.length}${median}; errors later than 1 s after HAProxy took r${KILLED + 1} out: ${stray}`,
);
console.log(
  `  last markers about the last text (both buffers, the error on its line): ${VISITORS - lost.length}/${VISITORS} visitors ${mark(lost.length === 0)}`,
);
for (const { n, problem } of lost.slice(0, 5)) console.log(`    visitor ${n}: ${problem}`);

recordPhase(steady, '', true);
recordPhase(flooded, 'the others, ', true);
recordPhase(killed, '', false);
fig(`${VISITORS} visitors: markers shown in the steady phase`, steady.answers, '');
fig('steady: engine time per request (replicas, mean)', Math.round(engineMean), 'ms');
fig('flooder: requests refused (429, 503)', `${refused} of ${flooder.sent}`, '', '> 0', refused > 0);
const allBack = recovered.length === failedVisitors.length;
fig(
  'replica killed: visitors failed → recovered without a reload',
  `${failedVisitors.length} → ${recovered.length}`,
  '',
  'all',
  allBack,
);
fig('replica killed: errors after HAProxy took it out', stray, '', '0', stray === 0);
fig('replica killed: visitors whose buffer was lost', lost.length, '', '0', lost.length === 0);

const broken = steady.answers === 0 || killed.answers === 0;
const failed = lost.length > 0 || !allBack || stray > 0 || steady.errors > 0;
process.exit(broken || (!SMOKE && failed) ? 1 : 0);
