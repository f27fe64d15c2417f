// Load on `bin/groovymcp --http` (docs/http.md §6, issue 29 "Load and faults"): SESSIONS official SDK
// clients over StreamableHTTPClientTransport, each its own session, run mixed calls (ping, tools/list,
// diagnostics, symbols, complete, format on a small source) in a loop for a bounded time. It counts
// answers and errors, times each call, and samples the server process's RSS every 250 ms, so that a
// leak shows as growth from the first sample to the last. Exit 1 on any error.
//   npm run bench:http-load                    50 sessions for 20 s
//   SESSIONS=10 BENCH_MS=5000 npm run bench:http-load
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SMOKE } from './smoke';
import { recordFigure } from './record';

const SESSIONS = Number(process.env.SESSIONS ?? (SMOKE ? 5 : 50));
const DURATION_MS = Number(process.env.BENCH_MS ?? 20_000);
const BIN = fileURLToPath(new URL('../bin/groovymcp', import.meta.url));
const SOURCE =
  'class Greeter {\n  String greet(String name) { "hi " + name }\n}\ndef g = new Greeter()\ng.greet("a")\n';

const MIXED: { name: string; call: (client: Client) => Promise<unknown> }[] = [
  { name: 'ping', call: (c) => c.ping() },
  { name: 'tools/list', call: (c) => c.listTools() },
  { name: 'diagnostics', call: (c) => c.callTool({ name: 'diagnostics', arguments: { text: SOURCE } }) },
  { name: 'symbols', call: (c) => c.callTool({ name: 'symbols', arguments: { text: SOURCE } }) },
  {
    name: 'complete',
    call: (c) => c.callTool({ name: 'complete', arguments: { text: SOURCE, line: 4, character: 2 } }),
  },
  { name: 'format', call: (c) => c.callTool({ name: 'format', arguments: { text: SOURCE } }) },
];

const rssKib = (pid: number): number =>
  Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);

function startServer(): Promise<{ url: string; pid: number; stop: () => Promise<number | null> }> {
  const child = spawn(BIN, ['--http', '127.0.0.1:0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      out += text;
      const url = /(http:\/\/\S+\/mcp)/.exec(out)?.[1];
      if (url) resolve({ url, pid: child.pid!, stop: () => (child.kill('SIGTERM'), exited) });
    });
    void exited.then((code) => reject(new Error(`groovymcp --http exited ${code}`)));
  });
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const server = await startServer();
const rss: number[] = [rssKib(server.pid)];
const sampler = setInterval(() => rss.push(rssKib(server.pid)), 250);
const latencies: number[] = [];
const errors: string[] = [];
let answered = 0;

async function session(index: number, until: number): Promise<void> {
  const client = new Client({ name: `load-${index}`, version: '1' });
  const transport = new StreamableHTTPClientTransport(new URL(server.url));
  await client.connect(transport);
  for (let i = index; Date.now() < until; i++) {
    const step = MIXED[i % MIXED.length]!;
    const started = performance.now();
    try {
      const result = (await step.call(client)) as { isError?: boolean };
      if (result.isError) errors.push(`${step.name}: tool error`);
      latencies.push(performance.now() - started);
      answered += 1;
    } catch (error) {
      errors.push(`${step.name}: ${(error as Error).message}`);
    }
  }
  await transport.terminateSession();
  await client.close();
}

// Warm the engine first, so the timed part measures serving, not the JVM's start.
await session(0, Date.now() + 1_000);
latencies.length = 0;
answered = 0;
rss.splice(0, rss.length, rssKib(server.pid)); // the baseline: warmed up, before the load
const began = Date.now();
await Promise.all(Array.from({ length: SESSIONS }, (_, i) => session(i, began + DURATION_MS)));
const seconds = (Date.now() - began) / 1000;
clearInterval(sampler);
rss.push(rssKib(server.pid));
const exitCode = await server.stop();

latencies.sort((a, b) => a - b);
const mib = (kib: number): string => (kib / 1024).toFixed(0);
console.log(`http load: ${SESSIONS} sessions × mixed calls for ${seconds.toFixed(1)} s`);
console.log(`  answered ${answered} (${(answered / seconds).toFixed(0)}/s), errors ${errors.length}`);
console.log(
  `  latency p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms`,
);
console.log(
  `  server RSS first ${mib(rss[0]!)} MiB, max ${mib(Math.max(...rss))} MiB, last ${mib(rss.at(-1)!)} MiB (node only; the JVM is its own process)`,
);
console.log(`  SIGTERM exit ${exitCode}`);
for (const error of [...new Set(errors)].slice(0, 10)) console.log(`  error: ${error}`);
const fig = (figure: string, value: number | string, unit: string, goal?: string, met?: boolean) =>
  recordFigure({ bench: 'bench:http-load', figure, value, unit, goal, met });
fig(`${SESSIONS} sessions × mixed calls, answers`, Math.round(answered / seconds), '/s');
fig('errors', errors.length, '', '0', errors.length === 0);
fig('latency p50', +percentile(latencies, 0.5).toFixed(1), 'ms');
fig('latency p95', +percentile(latencies, 0.95).toFixed(1), 'ms');
fig('server RSS, first → max', `${mib(rss[0]!)} → ${mib(Math.max(...rss))}`, 'MiB');
process.exit(errors.length === 0 && exitCode === 0 ? 0 : 1);
