// The control of the canary corpus: with every sandbox layer switched off (engine/README.md
// "Compile, never run"), each canary that the
// unguarded compiler ran does write its marker, so the corpus is live and the layer tests can fail;
// and, the loader guards off too, the generated canaries that run are exactly those
// neverRunLiveness.json lists as live (docs/never-run.md).
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markersWritten } from './corpus';
import { LIVENESS } from './liveness';
import { runCanaries, runCanary, startCorpusEngine, type CorpusEngine } from './runCorpus';

let engine: CorpusEngine;
beforeAll(async () => {
  engine = await startCorpusEngine(['never-run', 'vetting', 'classpath-resources', 'least-privilege']);
}, 60_000);
afterAll(async () => engine?.close());

describe('the canaries without a sandbox', () => {
  it('each runs on the ops where the unguarded compiler ran it', async () => {
    const live = engine.corpus.canaries.filter((c) => c.ranOn.length > 0);
    expect(live.length).toBeGreaterThanOrEqual(10);
    const silent: string[] = [];
    for (const canary of live) {
      for (const op of canary.ranOn) {
        const marker = join(engine.corpus.markers, canary.name);
        rmSync(marker, { force: true });
        await runCanary(engine, canary, [op]);
        if (!existsSync(marker)) silent.push(`${canary.name} on ${op}`);
      }
    }
    expect(silent).toEqual([]);
  }, 300_000);
});

// The generated corpus in an engine of its own, the loader guards off too (they alone stop several
// payloads), without the hand-written corpus's hostile folder.
describe('the generated canaries without a sandbox or loader guards', () => {
  let generated: CorpusEngine;
  beforeAll(async () => {
    generated = await startCorpusEngine(
      ['never-run', 'vetting', 'classpath-resources', 'least-privilege', 'loader-guards'],
      { hand: false },
    );
  }, 60_000);
  afterAll(async () => generated?.close());

  it('run exactly where neverRunLiveness.json says, and each silent one says why', async () => {
    await runCanaries(generated, generated.generated.canaries);
    const live = markersWritten(generated.corpus).filter((n) => n.startsWith('gen-'));
    expect(live).toEqual([...LIVENESS.live].sort());
    const silent = generated.generated.canaries.map((c) => c.name).filter((n) => !live.includes(n));
    expect(silent.filter((n) => !LIVENESS.silent[n])).toEqual([]);
    expect(Object.keys(LIVENESS.silent).filter((n) => !silent.includes(n))).toEqual([]);
  }, 300_000);
});
