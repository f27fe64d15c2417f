// The generated canaries that run without a sandbox (neverRunLiveness.json "live"), through each of
// the thirteen tools of bin/groovymcp over stdio with every layer in force (docs/never-run.md): no
// marker, and the session goes on. The silent ones, and every generated canary on every compile
// path, are in sandbox.test.ts; the tools compile through those same paths.
import { rmSync } from 'node:fs';
import { delimiter } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroovymcpChild } from '../../../backend/stdio/testing/groovymcpChild';
import { callEveryTool } from './stdioCanaries';
import { buildCorpus, markersWritten, type Corpus } from './corpus';
import { buildGeneratedCorpus, type GeneratedCorpus } from './generatedCorpus';
import { MARKERS_PROPERTY } from './generatedPayloads';
import { readInventory } from './inventory';
import { LIVENESS } from './liveness';

let corpus: Corpus;
let generated: GeneratedCorpus;
let child: GroovymcpChild;
beforeAll(async () => {
  corpus = buildCorpus();
  generated = buildGeneratedCorpus(readInventory(), corpus.markers);
  const classpath = [corpus.classpath, generated.classpath, generated.globalTransforms];
  child = new GroovymcpChild(
    ['--classpath', classpath.join(delimiter)],
    // The payloads read their markers folder from the JVM (bin/groovymcp passes JAVA_TOOL_OPTIONS on).
    { ...process.env, HOME: corpus.home, JAVA_TOOL_OPTIONS: `-D${MARKERS_PROPERTY}=${corpus.markers}` },
  );
  await child.initialize('2025-11-25');
}, 120_000);
afterAll(async () => {
  await child?.stop();
  if (corpus) rmSync(corpus.root, { recursive: true, force: true });
});

describe('the live generated canaries over stdio', () => {
  it('every tool runs none of them, and the session goes on', async () => {
    const live = generated.canaries.filter((c) => LIVENESS.live.includes(c.name));
    expect(live.length).toBe(LIVENESS.live.length);
    await callEveryTool(child, live);
    expect(markersWritten(corpus)).toEqual([]);
    expect(child.impure).toEqual([]);
    expect((await child.request('ping')).result).toEqual({});
  }, 300_000);
});
