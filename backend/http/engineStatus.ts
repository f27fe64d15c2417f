// What the HTTP server needs from the engine supervisor (backend/engine/): the EngineClient of
// engine-protocol.md plus the state GET /api/health reports.
import type { EngineClient } from '../../src/session/engineClient';

export type EngineHealth = 'starting' | 'ready' | 'restarting';

export interface EngineStatus {
  readonly health: EngineHealth;
  /** Known once the engine has said `{"ready": true, "groovyVersion": ...}`. */
  readonly groovyVersion?: string | null | undefined;
}

export type SupervisedEngine = EngineClient & EngineStatus;
