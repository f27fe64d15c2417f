// The dedicated Web Worker that hosts the session machine (docs/ARCHITECTURE.md, "Data flow"). The UI thread
// reaches it through SessionWorkerApi (Comlink), the engine through HTTP.
import { expose } from 'comlink';
import { createSessionMachine } from '../session';
import { EngineHealth } from './engineHealth';
import { HttpEngineClient } from './httpEngineClient';
import { SessionHost } from './sessionHost';

/** groovymcp's own app (docs/server.md, "MCP Apps: the compile report"): a chunk loaded on first read. */
const ownAppHtml = () =>
  import('virtual:groovymcp-compile-report').then((module: { default: string }) => module.default);

expose(
  new SessionHost(
    (options) => createSessionMachine({ ...options, ownAppHtml }),
    (options, observer) => new HttpEngineClient({ ...options, observer }),
    undefined,
    (options) => new EngineHealth({ healthUrl: new URL('health', options.engineUrl).href }),
  ),
);
