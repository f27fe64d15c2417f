// The schema lint's own worker (docs/playground.md, "Nothing blocks the UI thread"): it hosts the
// lint service (lintService.ts) off the UI thread.
import { expose } from 'comlink';
import { lintWorkerApi } from './lintService';

export type LintWorkerApi = typeof lintWorkerApi;

expose(lintWorkerApi);
