// `npm run dev` (scripts/dev.mjs): Vite serves the page with hot reload, the backend serves the API.
// This plugin, active only in `vite serve`, proxies /api to the backend and puts the backend's token
// in the page exactly as the backend does for the built app (injectTokenMeta). scripts/dev.mjs adds
// it to Vite's inline config, so vite.config.ts needs nothing; adding `groovymcpDevBackend()` there
// as well is harmless (injectTokenMeta replaces an existing token meta, so the page has one) and
// lets a bare `vite` pick up the environment.
import type { Plugin } from 'vite';
import { injectTokenMeta } from './injectTokenMeta';

export interface DevBackendOptions {
  /** Default `GROOVYMCP_BACKEND_URL` (set by scripts/dev.mjs), e.g. `http://127.0.0.1:5317/`. */
  backendUrl?: string | undefined;
  /** Default `GROOVYMCP_TOKEN` (set by scripts/dev.mjs). */
  token?: string | undefined;
}

export const DEV_BACKEND_PLUGIN_NAME = 'groovymcp-dev-backend';

export function groovymcpDevBackend(options: DevBackendOptions = {}): Plugin {
  const backendUrl = options.backendUrl ?? process.env.GROOVYMCP_BACKEND_URL;
  const token = options.token ?? process.env.GROOVYMCP_TOKEN;
  return {
    name: DEV_BACKEND_PLUGIN_NAME,
    apply: 'serve',
    config() {
      if (backendUrl === undefined) return undefined;
      // changeOrigin: the backend answers only to Host 127.0.0.1:<its port> (DNS-rebinding guard).
      // The browser's Origin (the Vite origin) is passed on; dev.mjs allows it on the backend.
      // ws: the stdio bridge (/api/bridge/<name>) is a WebSocket (docs/any-server.md).
      return { server: { proxy: { '/api': { target: backendUrl, changeOrigin: true, ws: true } } } };
    },
    configureServer(server) {
      if (backendUrl === undefined || token === undefined) {
        server.config.logger.warn(
          'groovymcp: no backend (GROOVYMCP_BACKEND_URL / GROOVYMCP_TOKEN unset): start with `npm run dev`',
        );
      }
    },
    transformIndexHtml(html) {
      return token === undefined ? html : injectTokenMeta(html, token);
    },
  };
}
