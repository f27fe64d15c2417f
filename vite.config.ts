// Build of the browser playground (docs/ARCHITECTURE.md, "Style": a small shell lazy-loads the heavy app;
// Monaco is bundled locally and loaded lazily, its editor workers through `?worker` imports).
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compileReportApp } from './scripts/compileReportPlugin.ts';
import { prebuiltToolCatalog } from './scripts/prebuiltToolCatalog.ts';
import { withoutDescriptions } from './src/client/lint/schemaDescriptions.ts';

/** The official schemas reach the schema lint's worker without their descriptions (schemaDescriptions.ts). */
const schemaWithoutDescriptions = (): Plugin => ({
  name: 'groovymcp:schema-without-descriptions',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]src[\\/]client[\\/]schemas[\\/][^\\/]+\.json$/.test(id)) return undefined;
    return { code: JSON.stringify(withoutDescriptions(JSON.parse(code))), map: null };
  },
});

export default defineConfig({
  // The schemas are imported by the lint worker only: its bundle has its own plugins (build), while
  // the dev server serves worker modules through the page's. The session worker gets its tool
  // catalog prebuilt (builds only; scripts/prebuiltToolCatalog.ts), and groovymcp's own MCP App as a
  // lazy chunk (scripts/compileReportPlugin.ts).
  plugins: [react(), schemaWithoutDescriptions(), compileReportApp()],
  worker: {
    format: 'es',
    plugins: () => [schemaWithoutDescriptions(), prebuiltToolCatalog(), compileReportApp()],
  },
  build: {
    target: 'es2022',
    // Monaco is one large lazy chunk by design; the warning would only repeat that.
    chunkSizeWarningLimit: 5000,
  },
});
