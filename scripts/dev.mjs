// `npm run dev`: the backend (API only) on 127.0.0.1:5317 and Vite's dev server with hot reload on
// 127.0.0.1:5173, both in this process. Vite proxies /api to the backend and puts the backend's token
// in the page (backend/http/viteDevBackendPlugin.ts, added here to Vite's inline config). The token
// comes from GROOVYMCP_TOKEN or is generated; PORT and VITE_PORT override the ports. Arguments go to
// the backend: `npm run dev -- --servers FILE` (docs/any-server.md).
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const token = process.env.GROOVYMCP_TOKEN || randomBytes(32).toString('base64url');
const vitePort = Number(process.env.VITE_PORT || 5173);
const viteOrigins = [`http://localhost:${vitePort}`, `http://127.0.0.1:${vitePort}`];

const { tsImport } = await import('tsx/esm/api');
const { launch } = await tsImport('../backend/http/launch.ts', import.meta.url);
const { groovymcpDevBackend } = await tsImport('../backend/http/viteDevBackendPlugin.ts', import.meta.url);

let vite;
const backend = await launch({
  env: {
    ...process.env,
    GROOVYMCP_TOKEN: token,
    // Browser requests reach the backend through Vite's proxy with the Vite page's Origin.
    GROOVYMCP_ALLOWED_ORIGINS: viteOrigins.join(','),
  },
  argv: ['--api-only', ...process.argv.slice(2)],
  onStop: async () => vite?.close(),
});
if (backend === undefined) process.exit(process.exitCode ?? 1);

const { createServer } = await import('vite');
try {
  vite = await createServer({
    root: repo,
    server: { host: '127.0.0.1', port: vitePort, strictPort: true },
    plugins: [groovymcpDevBackend({ backendUrl: backend.url, token })],
  });
  await vite.listen();
} catch (err) {
  process.stderr.write(
    `groovymcp: the Vite dev server did not start: ${err instanceof Error ? err.message : err}\n`,
  );
  process.kill(process.pid, 'SIGTERM');
}
if (vite?.httpServer?.listening) {
  process.stdout.write(`groovymcp playground (dev): http://127.0.0.1:${vitePort}/\n`);
}
