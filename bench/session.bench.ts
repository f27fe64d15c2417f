// npm run bench:session — sequential requests per second for `ping` and `tools/list`, through this
// session machine and through the official MCP TypeScript SDK Server, in one run, side by side;
// then the cost of one 2026-07-28 MRTR round in the session (docs/elicitation.md): the request that
// pauses (seal), and its retry (verify, then dispatch), beside the same request without a round;
// then the HTTP rows (sessionHttp.ts): ping over Streamable HTTP, ours beside the SDK's transport;
// then the task rows (sessionTasks.ts): create → completed over the plain call, and tasks/get req/s.
// Both are driven with raw JSON-RPC (no SDK Client), and every message on both sides is serialized
// to a line and parsed back as stdio would, so both pay the same wire cost. The SDK Server serves
// the very same thirteen tool definitions.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createSessionMachine } from '../src/session';
import { FakeEngine } from '../test-support/fakeEngine';
import { httpRows } from './sessionHttp';
import { taskRows } from './sessionTasks';
import { recordFigure } from './record';

type Json = Record<string, unknown>;
type Exchange = (line: string) => Promise<Json>;

const VERSION = '2025-11-25';
const INITIALIZE = {
  protocolVersion: VERSION,
  capabilities: {},
  clientInfo: { name: 'bench', version: '1' },
};
const DURATION_MS = Number(process.env.BENCH_MS ?? 3000);

/** This project's session machine: a line in, a line out. */
function sessionExchange(): Exchange {
  let pending: ((message: Json) => void) | undefined;
  const session = createSessionMachine({
    engine: new FakeEngine(),
    send: (line) => pending?.(JSON.parse(line) as Json),
  });
  return (line) =>
    new Promise((resolve) => {
      pending = resolve;
      session.receive(line);
    });
}

/** The SDK's low-level Server over its InMemoryTransport, messages passed through a line each way. */
async function sdkExchange(tools: unknown[]): Promise<Exchange> {
  const server = new Server({ name: 'sdk-bench', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }) as never);
  const [client, serverSide] = InMemoryTransport.createLinkedPair();
  let pending: ((message: Json) => void) | undefined;
  client.onmessage = (message) => pending?.(JSON.parse(JSON.stringify(message)) as Json);
  await server.connect(serverSide);
  await client.start();
  return (line) =>
    new Promise((resolve) => {
      pending = resolve;
      void client.send(JSON.parse(line) as never);
    });
}

async function connect(exchange: Exchange): Promise<void> {
  await exchange(JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: INITIALIZE }));
  // notifications/initialized gets no answer: hand it over without waiting.
  void exchange(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
  await new Promise((resolve) => setTimeout(resolve, 10));
}

/** A counter of sequential requests of one method through one exchange. */
function sequentialRunner(exchange: Exchange, method: string) {
  let id = 1;
  const once = async () => {
    const answer = await exchange(`{"jsonrpc":"2.0","id":${id++},"method":"${method}"}`);
    if (!('result' in answer)) throw new TypeError(`${method} failed: ${JSON.stringify(answer)}`);
  };
  let count = 0;
  let elapsed = 0;
  return {
    async runFor(ms: number): Promise<void> {
      const start = performance.now();
      while (performance.now() - start < ms) {
        for (let i = 0; i < 50; i++) await once();
        count += 50;
      }
      elapsed += performance.now() - start;
    },
    rate: () => (count * 1000) / elapsed,
  };
}

/** Alternates short slices of both servers so that machine noise hits both alike. */
async function compare(ours: Exchange, sdk: Exchange, method: string): Promise<[number, number]> {
  const a = sequentialRunner(ours, method);
  const b = sequentialRunner(sdk, method);
  await a.runFor(200); // warm-up, not counted below
  await b.runFor(200);
  const measuredA = sequentialRunner(ours, method);
  const measuredB = sequentialRunner(sdk, method);
  const slices = 10;
  for (let i = 0; i < slices; i++) {
    await measuredA.runFor(DURATION_MS / slices);
    await measuredB.runFor(DURATION_MS / slices);
  }
  return [measuredA.rate(), measuredB.rate()];
}

/** Best-of timing of what every tools/list round trip pays on the client side, whoever answers. */
function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const row of rows) console.log(row.map((cell, c) => cell.padStart(widths[c]!)).join('  '));
}

function wireCost(answer: Json): { parse: number; stringify: number } {
  const line = JSON.stringify(answer);
  const time = (work: () => unknown): number => {
    let best = Infinity;
    for (let round = 0; round < 5; round++) {
      const start = performance.now();
      for (let i = 0; i < 500; i++) work();
      best = Math.min(best, ((performance.now() - start) * 1000) / 500);
    }
    return best;
  };
  // A fresh string each time, as a real answer arrives (parsing one string repeatedly is faster).
  const parse =
    time(() => JSON.parse(Buffer.from(line).toString())) - time(() => Buffer.from(line).toString());
  return { parse, stringify: time(() => JSON.stringify(answer)) };
}

const MODERN_META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': { elicitation: {} },
};
const ROUND_GOAL_MS = 0.2;

/**
 * One MRTR round through the session: prompts/get review-groovy without its focus pauses
 * (input_required with a sealed requestState), and the retry that answers is verified and served.
 * prompts/get needs no engine, so this times the session's own work.
 */
async function mrtrRound(exchange: Exchange, id: number): Promise<void> {
  const get = (params: Json) =>
    exchange(
      JSON.stringify({
        jsonrpc: '2.0',
        id,
        method: 'prompts/get',
        params: { name: 'review-groovy', _meta: MODERN_META, ...params },
      }),
    );
  const paused = (await get({})).result as Json;
  if (paused.resultType !== 'input_required') throw new TypeError(`no pause: ${JSON.stringify(paused)}`);
  const inputResponses = { focus: { action: 'accept', content: { focus: 'api' } } };
  const done = (await get({ inputResponses, requestState: paused.requestState })).result as Json;
  if (done.resultType !== 'complete') throw new TypeError(`no completion: ${JSON.stringify(done)}`);
}

/** The same prompt asked with its focus: no round, the baseline of the two requests above. */
async function plainGet(exchange: Exchange, id: number): Promise<void> {
  const params = { name: 'review-groovy', arguments: { focus: 'api' }, _meta: MODERN_META };
  const answer = await exchange(JSON.stringify({ jsonrpc: '2.0', id, method: 'prompts/get', params }));
  if ((answer.result as Json | undefined)?.resultType !== 'complete')
    throw new TypeError('prompts/get failed');
}

/** Median milliseconds of `work` over `DURATION_MS`, after a warm-up. */
async function medianMs(work: (id: number) => Promise<void>): Promise<number> {
  let id = 1;
  for (let i = 0; i < 500; i++) await work(id++);
  const samples: number[] = [];
  const start = performance.now();
  while (performance.now() - start < DURATION_MS / 2) {
    const t = performance.now();
    await work(id++);
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return samples[samples.length >> 1]!;
}

async function main(): Promise<void> {
  const ours = sessionExchange();
  await connect(ours);
  const listed = await ours('{"jsonrpc":"2.0","id":"tools","method":"tools/list"}');
  const tools = (listed.result as { tools: unknown[] }).tools;
  const sdk = await sdkExchange(tools);
  await connect(sdk);

  const rows: string[][] = [['method', 'groovymcp req/s', 'SDK Server req/s', 'ratio']];
  for (const method of ['ping', 'tools/list']) {
    const [oursRate, sdkRate] = await compare(ours, sdk, method);
    rows.push([method, oursRate.toFixed(0), sdkRate.toFixed(0), `${(oursRate / sdkRate).toFixed(2)}x`]);
    const bench = 'bench:session';
    recordFigure({ bench, figure: `${method}, groovymcp`, value: Math.round(oursRate), unit: 'req/s' });
    recordFigure({ bench, figure: `${method}, SDK Server`, value: Math.round(sdkRate), unit: 'req/s' });
    recordFigure({
      bench,
      figure: `${method}, groovymcp / SDK`,
      value: +(oursRate / sdkRate).toFixed(2),
      unit: '×',
    });
  }
  const payload = JSON.stringify(listed.result).length;
  console.log(
    `bench:session — sequential requests, ${DURATION_MS} ms each, Node ${process.version}, tools/list result ${payload} chars`,
  );
  printTable(rows);
  const { parse, stringify } = wireCost(listed);
  console.log(
    `wire cost both sides share on tools/list: the client's parse of a fresh answer line ${parse.toFixed(1)} µs ` +
      `(the SDK side also serializes it: ${stringify.toFixed(1)} µs), which bounds the tools/list ratio`,
  );
  // Streamable HTTP (docs/http.md): our transport beside the SDK's, the same tools behind both.
  printTable(await httpRows(DURATION_MS, tools));
  // Tasks (docs/tasks.md): the engine answers at once, so "overhead" is the task machinery's own.
  printTable(await taskRows(DURATION_MS));

  const modern = sessionExchange();
  const round = await medianMs((id) => mrtrRound(modern, id));
  const plain = await medianMs((id) => plainGet(modern, id));
  const verdict = round <= ROUND_GOAL_MS ? '✓' : '✗';
  recordFigure({
    bench: 'bench:session',
    figure: 'one MRTR round, p50',
    value: +round.toFixed(3),
    unit: 'ms',
    goal: `≤ ${ROUND_GOAL_MS} ms`,
    met: round <= ROUND_GOAL_MS,
  });
  console.log(
    `one MRTR round (prompts/get paused, then its retry: seal + verify + dispatch), p50: ${round.toFixed(3)} ms ` +
      `(goal ≤ ${ROUND_GOAL_MS} ms ${verdict}); the same prompt without a round: ${plain.toFixed(3)} ms`,
  );
}

await main();
