// Vite plugin: the session worker gets the tool catalog as data computed at build time, so its bundle
// carries neither zod's JSON Schema generator nor the work of running it at every worker start
// (README, "Benchmarks": the initial JavaScript needed to reach "Connected"). The module it stands in
// for, src/session/tools/neutralTools.ts, is what bin/groovymcp, the dev server and the tests run
// from source: the plugin runs that very module here, in Node, and hands the worker its value, so
// both serve the same bytes (prebuiltToolCatalog.test.ts, backend/stdio/stdioToolList.test.ts).
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { NeutralTool } from '../src/protocol';

export const NEUTRAL_TOOLS_SOURCE = fileURLToPath(
  new URL('../src/session/tools/neutralTools.ts', import.meta.url),
);
const NEUTRAL_TOOLS_MODULE = /[\\/]src[\\/]session[\\/]tools[\\/]neutralTools\.ts$/;

/**
 * The worker's neutralTools.ts: the source module's NEUTRAL_TOOLS as JSON (JSON.parse of a string
 * is quicker to start than the same object literal). Run through Vite's module runner rather than
 * imported by this file, so that loading vite.config.ts does not bundle the session's sources.
 */
export async function prebuiltToolCatalogModule(): Promise<string> {
  const { module } = await runnerImport<{ NEUTRAL_TOOLS: readonly NeutralTool[] }>(NEUTRAL_TOOLS_SOURCE);
  const json = JSON.stringify(module.NEUTRAL_TOOLS);
  return (
    '// Prebuilt by scripts/prebuiltToolCatalog.ts from src/session/tools/neutralTools.ts.\n' +
    `export const NEUTRAL_TOOLS = JSON.parse(${JSON.stringify(json)});\n`
  );
}

/** Builds only: the dev server serves the source module (the same value, computed at start). */
export const prebuiltToolCatalog = (): Plugin => {
  let code: Promise<string> | undefined;
  return {
    name: 'groovymcp:prebuilt-tool-catalog',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!NEUTRAL_TOOLS_MODULE.test(id)) return undefined;
      code ??= prebuiltToolCatalogModule();
      return { code: await code, map: null };
    },
  };
};
