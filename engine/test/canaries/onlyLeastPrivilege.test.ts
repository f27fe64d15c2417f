// Layer 4 alone (engine/README.md "Compile, never run"): with layers 1–3 switched off, the security
// manager still stops every canary of the corpus on every tool op: no marker is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markersWritten } from './corpus';
import { runCanary, sandboxInfo, startCorpusEngine, type CorpusEngine } from './runCorpus';

let engine: CorpusEngine;
beforeAll(async () => {
  engine = await startCorpusEngine(['never-run', 'vetting', 'classpath-resources']);
}, 60_000);
afterAll(async () => engine?.close());

describe('layer 4 (least privilege) alone', () => {
  it('is the only layer in force', async () => {
    const info = await sandboxInfo(engine);
    expect(info.sandbox).toBe('enforced');
    expect(info.sandboxLayers).toEqual({
      neverRun: false,
      annotationVetting: false,
      classpathResources: false,
      leastPrivilege: true,
    });
  });

  it('stops every canary on every op', async () => {
    for (const canary of engine.corpus.canaries) await runCanary(engine, canary);
    expect(markersWritten(engine.corpus)).toEqual([]);
  }, 300_000);
});
