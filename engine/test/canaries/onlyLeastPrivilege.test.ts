// Layer 4 alone (engine/README.md "Compile, never run"): with layers 1–3 switched off, the security
// manager still stops every canary of the corpus on every tool op: no marker is written; and, the
// loader guards off too, every generated canary (docs/never-run.md). Layer 4 stops effects, not
// execution: the payloads that ran show in the engine's log with the write it denied.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markersWritten } from './corpus';
import {
  executionsSeen,
  runCanaries,
  runCanary,
  sandboxInfo,
  startCorpusEngine,
  type CorpusEngine,
} from './runCorpus';

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

describe('layer 4 alone on the generated corpus, loader guards off', () => {
  let generated: CorpusEngine;
  beforeAll(async () => {
    generated = await startCorpusEngine(['never-run', 'vetting', 'classpath-resources', 'loader-guards'], {
      hand: false,
    });
  }, 60_000);
  afterAll(async () => generated?.close());

  it('lets no payload write its marker, though some run', async () => {
    await runCanaries(generated, generated.generated.canaries);
    expect(markersWritten(generated.corpus)).toEqual([]);
    // They did run (denied, logged): the check above met live payloads.
    expect(executionsSeen(generated).some((seen) => seen.startsWith('ran: evil.gen.'))).toBe(true);
  }, 300_000);
});
