// Layer 1 alone (engine/README.md "Compile, never run"): with layers 2–4 switched off, no foreign
// class runs and no annotation value is compiled into a class, so every canary of the corpus stays
// silent on every tool op, and the wall names itself in the diagnostics.
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
  engine = await startCorpusEngine(['vetting', 'classpath-resources', 'least-privilege']);
}, 60_000);
afterAll(async () => engine?.close());

const NOT_RUN = 'not evaluated: this server never runs code';

describe('layer 1 (never run) alone', () => {
  it('is the only layer in force', async () => {
    const info = await sandboxInfo(engine);
    expect(info.sandbox).toBe('unavailable');
    expect(info.sandboxLayers).toEqual({
      neverRun: true,
      annotationVetting: false,
      classpathResources: false,
      leastPrivilege: false,
    });
  });

  it('stops every canary on every op', async () => {
    for (const canary of engine.corpus.canaries) await runCanary(engine, canary);
    expect(markersWritten(engine.corpus)).toEqual([]);
  }, 300_000);

  it('reports an annotation value it did not evaluate as a diagnostic', async () => {
    const canary = engine.corpus.canaries.find((c) => c.name === 'collector-mode')!;
    const answers = await runCanary(engine, canary, ['diagnostics']);
    const result = answers.get('diagnostics')!.result as { diagnostics: Array<{ message: string }> };
    expect(result.diagnostics.map((d) => d.message).join('\n')).toContain(NOT_RUN);
  });
});

// The generated corpus with the loader guards off too, so layer 1 meets the payloads the control
// shows live. Apart from the hand corpus and without the generated global-transformation list:
// listed, a global transformation (made inert) would fail every compile and hide the rest.
describe('layer 1 alone on the generated corpus, loader guards off', () => {
  let generated: CorpusEngine;
  beforeAll(async () => {
    generated = await startCorpusEngine(
      ['vetting', 'classpath-resources', 'least-privilege', 'loader-guards'],
      {
        hand: false,
        globalTransforms: false,
      },
    );
  }, 60_000);
  afterAll(async () => generated?.close());

  it('runs no payload on any compile path', async () => {
    await runCanaries(generated, generated.generated.canaries);
    expect(executionsSeen(generated)).toEqual([]);
  }, 300_000);
});
