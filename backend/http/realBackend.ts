// Test support: the HTTP backend in front of a real JVM engine, started before the calling test
// file's tests and closed after them, with a POST /api/engine that passes every check. Imported by
// *.test.ts only.
import { afterAll, beforeAll } from 'vitest';
import { EngineProcess, type EngineProcessOptions } from '../engine/engineProcess';
import { startBackend, type RunningBackend } from './backendServer';
import { createToken } from './token';

export interface RealBackend {
  readonly engine: EngineProcess;
  /** The backend's base URL, with a trailing slash. */
  readonly url: string;
  readonly token: string;
  /** POST /api/engine with the bearer token and the backend's own Origin. */
  post(body: unknown): Promise<Response>;
}

export function realBackendForFile(options: EngineProcessOptions = {}): RealBackend {
  const token = createToken();
  let engine: EngineProcess | undefined;
  let backend: RunningBackend | undefined;
  beforeAll(async () => {
    engine = new EngineProcess({ log: () => {}, ...options });
    backend = await startBackend({ engine, token, port: 0, log: () => {} });
    await engine.whenReady();
  }, 60_000);
  afterAll(async () => {
    await backend?.close();
    await engine?.close();
  });
  const started = () => {
    if (!engine || !backend) throw new Error('the backend is used outside the tests of its file');
    return { engine, backend };
  };
  return {
    get engine() {
      return started().engine;
    },
    get url() {
      return started().backend.url;
    },
    token,
    post: (body) =>
      fetch(`${started().backend.url}api/engine`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          origin: started().backend.url.slice(0, -1),
        },
        body: JSON.stringify(body),
      }),
  };
}
