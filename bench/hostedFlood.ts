// The flooding visitor of `npm run bench:hosted`: one visitor (a cookie and token of its own, from
// the page) whose script hammers the engine with no pause and no regard for Retry-After, each
// request a 2,000-line buffer with a new comment (so no compile cache helps), from several
// connections at once. Hosted mode should answer most of it 429 (docs/hosted.md, "Quotas") while
// the fair queue keeps the other visitors' compiles going first (bench/hosted.bench.ts prints both).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readTokenMeta } from '../src/worker/pageToken';
import { jarFetch } from './hostedVisitor';

export interface FloodStats {
  sent: number;
  answered: number;
  /** Round trips of the answered ones, ms: how long each held an engine slot, queue included. */
  answeredMs: number[];
  /** Refusals by their `reason` (requestRate, concurrentCompiles, queueFull, …) */
  refused: Record<string, number>;
  /** Answered `timeout` (504): its compile in the bulk lane waited for a core past the time limit. */
  timedOut: number;
  /** HTTP statuses other than 200, 429, 503 and 504. */
  other: Record<string, number>;
}

/** About 2,000 lines of classes: a paste far bigger than anything typed. */
function bigSource(): string {
  const parts: string[] = [];
  for (let i = 0; i < 200; i++) {
    parts.push(
      `class Flood${i} {`,
      '  int a, b',
      `  int sum() { a + b + ${i} }`,
      '  String show() {',
      '    def parts = [a, b].collect { it.toString() }',
      '    parts.join("+")',
      '  }',
      `  Flood${i} twice() { new Flood${i}(a: a * 2, b: b * 2) }`,
      '}',
      '',
    );
  }
  return parts.join('\n');
}

export async function flood(front: string, until: number, connections: number): Promise<FloodStats> {
  const fetch = jarFetch();
  const token = readTokenMeta(await (await fetch(front)).text());
  const stats: FloodStats = { sent: 0, answered: 0, answeredMs: [], refused: {}, timedOut: 0, other: {} };
  const text = bigSource();
  const engineUrl = new URL('api/engine', front).href;
  const loop = async (c: number) => {
    for (let i = 0; performance.now() < until; i++) {
      stats.sent += 1;
      const started = performance.now();
      try {
        const response = await fetch(engineUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({
            op: 'diagnostics',
            uri: 'groovy-buffer:Flood.groovy',
            text: `// ${c}.${i}\n${text}`,
            args: {},
          }),
        });
        const body = (await response.json().catch(() => ({}))) as { error?: { reason?: string } };
        if (response.status === 200) {
          stats.answered += 1;
          stats.answeredMs.push(performance.now() - started);
        } else if (response.status === 429 || response.status === 503) {
          const reason = body.error?.reason ?? String(response.status);
          stats.refused[reason] = (stats.refused[reason] ?? 0) + 1;
        } else if (response.status === 504) stats.timedOut += 1;
        else stats.other[response.status] = (stats.other[response.status] ?? 0) + 1;
      } catch (error) {
        const what = (error as Error).message;
        stats.other[what] = (stats.other[what] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, c) => loop(c)));
  return stats;
}

/**
 * flood() in a child process (bench/hostedFloodMain.ts), as another person's browser would be: in
 * the bench's own process its requests delayed the visitors' timers and answers on the one event
 * loop that times them.
 */
export function floodFromOwnProcess(front: string, ms: number, connections: number): Promise<FloodStats> {
  const main = fileURLToPath(new URL('./hostedFloodMain.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', main, front, String(ms), String(connections)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // A session of its own, so Linux's autogroup scheduling weighs it as the other machine it
    // stands for: in the bench's session it shared one CPU share with the 50 visitors' loop.
    detached: true,
  });
  const stop = () => child.kill('SIGKILL');
  process.once('exit', stop);
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      process.off('exit', stop);
      if (code === 0) resolve(JSON.parse(out) as FloodStats);
      else reject(new TypeError(`the flooder's process exited with ${code}`));
    });
  });
}
