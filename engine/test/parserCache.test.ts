// The parser's prediction cache, kept and with full-context predictions, changes no answer
// (docs/groovy-compiler-notes.md §11):
// real Groovy files, mutated at random (a seeded generator, so a failure repeats) by the one- and
// two-character slips a person makes while typing, get the same diagnostics, message for message
// and range for range, from an engine with the cache and one without it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineForFile, startEngine, type Harness } from './engineHarness';

const EXAMPLES = join(process.cwd(), 'node_modules', 'npm-groovy-lint', 'lib', 'example');
/** The first 150 lines of each: enough nesting for the LL pass, cheap enough for every run. */
const SOURCES = ['GtOutboundServer.groovy', 'SampleFile.groovy', 'Jenkinsfile'].map((name) =>
  readFileSync(join(EXAMPLES, name), 'utf8').split('\n').slice(0, 150).join('\n'),
);
const SLIPS = '(){}[]+-*/=,.;:"\'\n $?<>!&|';

/** mulberry32: a small seeded generator. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mutations(count: number, seed = 20261206): string[] {
  const random = seeded(seed);
  const pick = (n: number) => Math.floor(random() * n);
  return Array.from({ length: count }, () => {
    let text = SOURCES[pick(SOURCES.length)]!;
    for (let slips = 1 + pick(2); slips > 0; slips--) {
      const at = pick(text.length);
      text =
        random() < 0.5
          ? text.slice(0, at) + text.slice(at + 1)
          : text.slice(0, at) + SLIPS[pick(SLIPS.length)] + text.slice(at);
    }
    return text;
  });
}

type Diagnostics = { diagnostics: Array<{ message: string; severity: string }> };

describe('the parser cache', () => {
  const cached = engineForFile({ devOps: true });
  let uncached: Harness;
  beforeAll(async () => {
    // Groovy's parser as Groovy ships it: no full-context cache, and the cache cleared every 64 parses.
    uncached = await startEngine({
      jvmArgs: ['-Dgroovymcp.parser.cacheFullContext=false', '-Dgroovy.antlr4.cache.threshold=64'],
    });
  }, 60_000);
  afterAll(async () => uncached?.engine.close());

  it('gives the same diagnostics as the parser without it, on mutated real files', async () => {
    let withErrors = 0;
    for (const [i, text] of mutations(80).entries()) {
      const request = { op: 'diagnostics' as const, uri: `groovy-buffer:Mutated${i}.groovy`, text };
      const [withCache, without] = await Promise.all([
        cached.result<Diagnostics>(request),
        uncached.result<Diagnostics>(request),
      ]);
      expect(withCache, text).toEqual(without);
      if (withCache.diagnostics.some((d) => d.severity === 'error')) withErrors++;
    }
    // Most slips break the syntax: the LL pass, where the cache works, ran many times.
    expect(withErrors).toBeGreaterThan(30);
  }, 120_000);

  it('is kept past the 64 parses after which Groovy would clear it', async () => {
    const states = async () =>
      (await cached.result<{ parserDfaStates: number }>({ op: 'debug-cache' as never })).parserDfaStates;
    const seen: number[] = [];
    // New texts (another seed), so each is parsed rather than answered from the compile cache.
    for (const [i, text] of mutations(100, 7).entries()) {
      await cached.result<Diagnostics>({ op: 'diagnostics', uri: `groovy-buffer:Kept${i}.groovy`, text });
      seen.push(await states());
    }
    // A clear empties every decision's states, so the count would fall below the one before it.
    expect(seen.filter((n, i) => i > 0 && n < seen[i - 1]!)).toEqual([]);
    expect(seen.at(-1)).toBeGreaterThan(seen[0]!);
  }, 120_000);
});
