// What the HTTP server needs from the engine supervisor (backend/engine/): the EngineClient of
// docs/engine-protocol.md plus the state GET /api/health reports.
import type { EngineClient, EngineHealth, EngineSandbox } from '../../src/contracts';

export interface EngineStatus {
  readonly health: EngineHealth;
  /** Known once the engine has said `{"ready": true, "groovyVersion": ...}`. */
  readonly groovyVersion?: string | null | undefined;
  /**
   * Whether the engine's least-privilege sandbox layer is in force, as its ready line said
   * (engine/README.md "Compile, never run"); unknown until it is ready.
   */
  readonly sandbox?: EngineSandbox | undefined;
  /** Why the engine cannot start at all (no Java, not built); it then stays `starting`. */
  readonly startProblem?: { readonly message: string } | undefined;
  /** Times the JVM was restarted after an exit or replaced when stuck (hosted mode's /metrics). */
  readonly restarts?: number;
}

export type SupervisedEngine = EngineClient & EngineStatus;
