// The engine over HTTP, for bench:engine: warm diagnostics on the 30-line file through POST
// /api/engine (keep-alive fetch, the way the worker calls it) next to the same requests sent to the
// engine directly, so the HTTP layer's own cost is visible. Two cases: a text that changes every
// time (a real compile) and the same text repeated (the engine's cache: what is left is transport).
import type { EngineProcess } from '../backend/engine/engineProcess';
import { count } from './smoke';
import { startBackend } from '../backend/http/backendServer';
import { createToken } from '../backend/http/token';
import type { EngineRequest } from '../src/contracts';
import { percentile, THIRTY_LINES } from './engineWorkload';

const WARMUP = count(200, 10);
const RUNS = count(300, 20);

export class BenchFailure extends Error {
  override readonly name = 'BenchFailure';
}

const fmt = (xs: number[]): string =>
  `${percentile(xs, 50).toFixed(2)} ms / ${percentile(xs, 95).toFixed(2)} ms`;

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

/** Rows (what, value) for the HTTP part of bench:engine, on an engine that is already warm. */
export async function measureHttp(engine: EngineProcess): Promise<Array<[string, string]>> {
  const token = createToken();
  const backend = await startBackend({ engine, token, port: 0, log: () => {} });
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
  const rows: Array<[string, string]> = [];
  try {
    for (const [label, changing] of [
      ['compile', true],
      ['cached', false],
    ] as const) {
      const d = await measure(direct, changing);
      const h = await measure(overHttp, changing);
      rows.push([`30 lines ${label}, JSON lines p50/p95`, fmt(d)]);
      rows.push([`30 lines ${label}, HTTP p50/p95`, fmt(h)]);
    }
  } finally {
    await backend.close();
  }
  return rows;
}
