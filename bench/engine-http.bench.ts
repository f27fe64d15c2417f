// Engine over HTTP (`npx tsx bench/engine-http.bench.ts`): warm diagnostics on a 30-line file
// through POST /api/engine (keep-alive fetch, the way the worker calls it), next to the same requests
// sent to the engine directly, so the HTTP layer's own cost is visible. Two cases: a text that
// changes every time (a real compile) and the same text repeated (the engine's cache: nearly all
// of what is left is transport).
import { EngineProcess } from '../backend/engine/engineProcess';
import { startBackend } from '../backend/http/backendServer';
import { createToken } from '../backend/http/token';
import type { EngineRequest } from '../src/session/engineClient';

const THIRTY_LINES = `package bench

import groovy.transform.CompileStatic

interface Shape { double area() }

@CompileStatic
class Circle implements Shape {
  final double r
  Circle(double r) { this.r = r }
  double area() { Math.PI * r * r }
}

class Square implements Shape {
  double side
  double area() { side * side }
  String toString() { "Square($side)" }
}

def shapes = [new Circle(1.5), new Square(side: 2)]
def total = shapes.sum { it.area() }
def names = shapes.collect { it.class.simpleName }.join(', ')
println "total $total of $names"

def fib(int n) { n < 2 ? n : fib(n - 1) + fib(n - 2) }
assert fib(10) == 55
def words = 'the quick brown fox'.split(' ').groupBy { it.size() }
println words
`;

const WARMUP = 200;
const RUNS = 300;

class BenchFailure extends Error {
  override readonly name = 'BenchFailure';
}

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const fmt = (xs: number[]): string =>
  `p50 ${percentile(xs, 50).toFixed(2)} ms, p95 ${percentile(xs, 95).toFixed(2)} ms`;

const diagnostics = (i: number, changing: boolean): EngineRequest => ({
  op: 'diagnostics',
  uri: 'groovy-buffer:bench',
  text: changing ? `${THIRTY_LINES}// ${i}\n` : THIRTY_LINES,
});

async function measure(send: (req: EngineRequest) => Promise<void>, changing: boolean): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await send(diagnostics(i, changing));
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const req = diagnostics(WARMUP + i, changing);
    const t0 = performance.now();
    await send(req);
    times.push(performance.now() - t0);
  }
  return times;
}

async function main(): Promise<void> {
  const engine = new EngineProcess({ log: () => {} });
  const token = createToken();
  const backend = await startBackend({ engine, token, port: 0, log: () => {} });
  await engine.whenReady();
  if (engine.health !== 'ready')
    throw new BenchFailure(`engine did not start: ${engine.startProblem?.message}`);

  const direct = async (req: EngineRequest): Promise<void> => {
    const r = await engine.request(req);
    if (r.error) throw new BenchFailure(`direct: ${r.error.kind}: ${r.error.message}`);
  };
  const overHttp = async (req: EngineRequest): Promise<void> => {
    const r = await fetch(`${backend.url}api/engine`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(req),
    });
    const body = (await r.json()) as { error?: { kind: string; message: string } };
    if (r.status !== 200)
      throw new BenchFailure(`http ${r.status}: ${body.error?.kind}: ${body.error?.message}`);
  };

  try {
    for (const [label, changing] of [
      ['changing text (compile)', true],
      ['same text (cached)', false],
    ] as const) {
      const d = await measure(direct, changing);
      const h = await measure(overHttp, changing);
      const overhead = percentile(h, 50) - percentile(d, 50);
      console.log(`warm diagnostics, 30 lines, ${label}:`);
      console.log(`  direct (JSON lines)    ${fmt(d)}`);
      console.log(`  HTTP /api/engine       ${fmt(h)}   (HTTP adds ${overhead.toFixed(2)} ms at p50)`);
    }
  } finally {
    await backend.close();
    await engine.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? `${err.name}: ${err.message}` : err);
  process.exitCode = 1;
});
