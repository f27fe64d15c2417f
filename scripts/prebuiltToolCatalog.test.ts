// The worker's prebuilt tool catalog is byte for byte what the zod shapes give at run time, and a
// real build of the session worker takes it: no JSON Schema generator left in the bundle.
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { NEUTRAL_TOOLS } from '../src/session/tools/neutralTools';
import { importPrebuiltToolCatalog } from '../test-support/prebuiltToolCatalog';
import { compileReportApp } from './compileReportPlugin';
import { prebuiltToolCatalog } from './prebuiltToolCatalog';

describe('the prebuilt tool catalog', () => {
  it('serializes to the same bytes as the catalog zod generates at run time', async () => {
    const prebuilt = await importPrebuiltToolCatalog();
    expect(prebuilt.map((tool) => tool.name)).toEqual(NEUTRAL_TOOLS.map((tool) => tool.name));
    expect(JSON.stringify(prebuilt)).toBe(JSON.stringify(NEUTRAL_TOOLS));
  });

  it('replaces neutralTools.ts in a build of the session worker, which then has no toJSONSchema', async () => {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [prebuiltToolCatalog(), compileReportApp()],
      build: {
        write: false,
        minify: false,
        rollupOptions: {
          input: fileURLToPath(new URL('../src/worker/session.worker.ts', import.meta.url)),
        },
      },
    })) as Rolldown.RolldownOutput;
    const chunks = output.output.filter((chunk): chunk is Rolldown.OutputChunk => chunk.type === 'chunk');
    // groovymcp's own app (scripts/compileReportPlugin.ts) is a chunk of its own, loaded on first read:
    // a page with its own bundle (ext-apps' App and its zod), not the worker's code.
    const isApp = (chunk: Rolldown.OutputChunk) => chunk.code.includes('groovymcp compile report');
    expect(chunks.filter(isApp).map((chunk) => chunk.isEntry)).toEqual([false]);
    const code = chunks
      .filter((chunk) => !isApp(chunk))
      .map((chunk) => chunk.code)
      .join('\n');
    // (Booleans rather than toContain: a failure would print the whole bundle.)
    expect(code.includes(JSON.stringify(JSON.stringify(NEUTRAL_TOOLS))), 'the catalog as data').toBe(true);
    // What zod's generator writes, and its entry point: neither is in the worker any more.
    expect(code.includes('draft-2020-12'), 'the JSON Schema target').toBe(false);
    expect(code.includes('toJSONSchema'), 'zod toJSONSchema').toBe(false);
  }, 120_000);
});
