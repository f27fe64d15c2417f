// The dedicated Web Worker that hosts the session machine (docs/ARCHITECTURE.md, "Data flow"). The UI thread
// reaches it through SessionWorkerApi (Comlink), the engine through HTTP.
import { expose } from 'comlink';
import { createSessionMachine } from '../session';
import { EngineHealth } from './engineHealth';
import { HttpEngineClient } from './httpEngineClient';
import { SessionHost } from './sessionHost';

expose(
  new SessionHost(
    createSessionMachine,
    (options, observer) => new HttpEngineClient({ ...options, observer }),
    undefined,
    (options) => new EngineHealth({ healthUrl: new URL('health', options.engineUrl).href }),
  ),
);
