// For bench/engine.bench.ts: a small buffer that refers to a large open one, edited. The engine
// compiles the large one once into class files and then only the small one per edit
// (CompileService.compileAgainstRelatedClasses): the first call pays the large compile, the next
// ones should cost about what the small buffer alone costs.
import { EngineProcess } from '../backend/engine/engineProcess';
import { largeSource, percentile } from './engineWorkload';
import { count } from './smoke';

type Row = [string, string, string];

export async function editNextToLargeRelated(): Promise<Row[]> {
  // The first call compiles the 500 k buffer too (seconds on a loaded machine).
  const engine = new EngineProcess({ log: () => {}, timeoutMs: 60_000 });
  await engine.whenReady();
  const related = [{ uri: 'groovy-buffer:big', text: largeSource(count(500, 32) * 1024) }];
  const edit = async (i: number): Promise<number> => {
    const t0 = performance.now();
    const r = await engine.request({
      op: 'diagnostics',
      uri: 'groovy-buffer:small',
      text: `def c = C7.make()\nprintln c.describe('x') + ${i}\n`,
      related,
    });
    if (r.error) throw new Error(`related bench: ${r.error.kind}: ${r.error.message}`);
    return performance.now() - t0;
  };
  const first = await edit(0);
  const next: number[] = [];
  for (let i = 1; i <= count(100, 10); i++) next.push(await edit(i));
  await engine.close();
  return [
    [
      'edits of a buffer using a 500 k one: first / next p50',
      `${first.toFixed(0)} ms / ${percentile(next, 50).toFixed(2)} ms`,
      'next ≤ 50 ms',
    ],
  ];
}
