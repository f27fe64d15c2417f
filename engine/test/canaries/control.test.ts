// The control of the canary corpus: with every sandbox layer switched off, each canary that the
// unguarded compiler ran does write its marker, so the corpus is live and the layer tests can fail.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCanary, startCorpusEngine, type CorpusEngine } from './runCorpus';

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
