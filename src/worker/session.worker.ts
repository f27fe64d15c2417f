// The dedicated Web Worker that hosts the session machine (docs/ARCHITECTURE.md, "Data flow"). The UI thread
// reaches it through SessionWorkerApi (Comlink), the engine through HTTP.
import { expose } from 'comlink';
import { createSessionMachine } from '../session';
import { HttpEngineClient } from './httpEngineClient';
import { SessionHost } from './sessionHost';

expose(new SessionHost(createSessionMachine, (options) => new HttpEngineClient(options)));
