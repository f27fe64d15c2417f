// Test support: the worker build's tool catalog, as the session worker's bundle holds it — the
// module scripts/prebuiltToolCatalog.ts emits, written to a file and imported.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { prebuiltToolCatalogModule } from '../scripts/prebuiltToolCatalog';
import type { NeutralTool } from '../src/protocol';

export async function importPrebuiltToolCatalog(): Promise<readonly NeutralTool[]> {
  const file = join(mkdtempSync(join(tmpdir(), 'groovymcp-prebuilt-')), 'neutralTools.mjs');
  writeFileSync(file, await prebuiltToolCatalogModule());
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    NEUTRAL_TOOLS: readonly NeutralTool[];
  };
  return module.NEUTRAL_TOOLS;
}
