// Vite plugin: the playground's session worker gets groovymcp's own MCP App (docs/server.md, "MCP
// Apps: the compile report") as a lazy chunk holding its HTML, built here by the very function
// bin/groovymcp builds it with (backend/apps/compileReportHtml.ts), so both serve the same page.
// The worker imports it only when a client that declared the extension reads the app: the bundle
// that reaches "Connected" does not grow.
import type { Plugin } from 'vite';
import { compileReportHtml } from '../backend/apps/compileReportHtml.ts';

/** The module src/worker/session.worker.ts imports (typed in src/worker/compileReportModule.d.ts). */
export const COMPILE_REPORT_MODULE = 'virtual:groovymcp-compile-report';
const RESOLVED = `\0${COMPILE_REPORT_MODULE}`;

export const compileReportApp = (): Plugin => ({
  name: 'groovymcp:compile-report-app',
  resolveId: (id) => (id === COMPILE_REPORT_MODULE ? RESOLVED : undefined),
  async load(id) {
    if (id !== RESOLVED) return undefined;
    return { code: `export default ${JSON.stringify(await compileReportHtml())};\n`, map: null };
  },
});
