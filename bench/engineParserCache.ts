// What the parser's full-context prediction cache buys (docs/groovy-compiler-notes.md §11), for
// bench/engine.bench.ts: diagnostics of a 2,000-line buffer whose last line has a syntax error
// (a keystroke's usual state: `def v = 1 +`), on two engines started side by side, one with the
// cache and one without it (-Dgroovymcp.parser.cacheFullContext=false), in alternating slices so
// that both see the same machine load.
import { EngineProcess } from '../backend/engine/engineProcess';
import { largeSource, percentile } from './engineWorkload';
import { count } from './smoke';

async function diagnoseWithError(
  engine: EngineProcess,
  text: string,
  tag: string,
  n: number,
  into: number[],
) {
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const r = await engine.request({
      op: 'diagnostics',
      uri: 'groovy-buffer:bench',
      text: `${text}\ndef v${tag}${i} = 1 +\n`,
    });
    if (r.error) throw new Error(`parser cache bench: ${r.error.kind}: ${r.error.message}`);
    into.push(performance.now() - t0);
  }
}

export async function parserCacheGain(): Promise<Array<[string, string, string]>> {
  const on = new EngineProcess({ log: () => {}, timeoutMs: 60_000 });
  const off = new EngineProcess({
    log: () => {},
    timeoutMs: 60_000,
    jvmArgs: ['-Dgroovymcp.parser.cacheFullContext=false'],
  });
  await Promise.all([on.whenReady(), off.whenReady()]);
  // About 2,000 lines of classes and statements (engineWorkload.ts), the error after them.
  const text = largeSource(count(60_000, 20_000));
  const lines = text.split('\n').length;
  await diagnoseWithError(on, text, 'w', count(10, 2), []);
  await diagnoseWithError(off, text, 'w', count(10, 2), []);
  const onMs: number[] = [];
  const offMs: number[] = [];
  for (let slice = 0; slice < count(6, 1); slice++) {
    await diagnoseWithError(on, text, `on${slice}_`, 3, onMs);
    await diagnoseWithError(off, text, `off${slice}_`, 3, offMs);
  }
  await Promise.all([on.close(), off.close()]);
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  return [
    [
      `syntax error at line ${lines}, diagnostics p50, cache on / off`,
      `${ms(percentile(onMs, 50))} / ${ms(percentile(offMs, 50))}`,
      'on ≤ 100 ms',
    ],
  ];
}
