// An engine pool for hosted mode (docs/hosted.md, "Engine pool"): `--engines N` supervised JVMs,
// each with its own sandbox, heap and restarts (backend/engine/engineProcess.ts), seen by the rest
// of the backend as one SupervisedEngine. A request goes to the ready JVM with the fewest requests
// in flight; while one restarts or is replaced, the others serve. Ties go to the JVM this visitor
// used last time (its namespace picks it), so its compiles tend to hit that JVM's cache.
import { createHash } from 'node:crypto';
import { namespaceOf } from './uriNamespace';
import type {
  EngineHealth,
  EngineRequest,
  EngineRequestOptions,
  EngineResponse,
  EngineSandbox,
} from '../../src/contracts';
import type { SupervisedEngine } from '../http/engineStatus';

export interface PooledEngine extends SupervisedEngine {
  close(): Promise<void>;
}

/** Engines one process may start: each is a JVM with its own heap. */
export const MAX_ENGINES = 16;

/** Which engine a request prefers on a tie: from the namespace in front of its URI (uriNamespace.ts). */
function preferredIndex(request: EngineRequest, size: number): number {
  return createHash('sha256').update(namespaceOf(request.uri)).digest().readUInt32BE(0) % size;
}

export class EnginePool implements PooledEngine {
  private readonly inFlight: number[];

  constructor(readonly engines: readonly PooledEngine[]) {
    this.inFlight = engines.map(() => 0);
  }

  /** Ready while any engine is; else restarting while any restarts; else starting. */
  get health(): EngineHealth {
    const states = this.engines.map((engine) => engine.health);
    if (states.includes('ready')) return 'ready';
    return states.includes('restarting') ? 'restarting' : 'starting';
  }

  get groovyVersion(): string | undefined {
    return this.engines.find((engine) => engine.groovyVersion != null)?.groovyVersion ?? undefined;
  }

  /** `unavailable` if any engine said so, `enforced` once one said so and none said otherwise. */
  get sandbox(): EngineSandbox | undefined {
    const said = this.engines.map((engine) => engine.sandbox);
    if (said.includes('unavailable')) return 'unavailable';
    return said.includes('enforced') ? 'enforced' : undefined;
  }

  /** A problem only when no engine can start: one engine that cannot is the others' to cover. */
  get startProblem(): { readonly message: string } | undefined {
    return this.engines.every((engine) => engine.startProblem !== undefined)
      ? this.engines[0]!.startProblem
      : undefined;
  }

  get restarts(): number {
    return this.engines.reduce((sum, engine) => sum + (engine.restarts ?? 0), 0);
  }

  /** Requests each engine works on now (tests and /metrics). */
  get load(): readonly number[] {
    return [...this.inFlight];
  }

  async request(request: EngineRequest, options?: EngineRequestOptions): Promise<EngineResponse> {
    const at = this.pick(request);
    this.inFlight[at]!++;
    try {
      return await this.engines[at]!.request(request, options);
    } finally {
      this.inFlight[at]!--;
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.engines.map((engine) => engine.close()));
  }

  /** The ready engine with the fewest in flight, the preferred one on a tie; else one still starting. */
  private pick(request: EngineRequest): number {
    const size = this.engines.length;
    const preferred = preferredIndex(request, size);
    let best = -1;
    for (let step = 0; step < size; step++) {
      const at = (preferred + step) % size;
      if (this.engines[at]!.health !== 'ready') continue;
      if (best < 0 || this.inFlight[at]! < this.inFlight[best]!) best = at;
    }
    if (best >= 0) return best;
    // None ready: one that can start queues it until its JVM is (EngineProcess sends on ready).
    for (let step = 0; step < size; step++) {
      const at = (preferred + step) % size;
      if (this.engines[at]!.startProblem === undefined) return at;
    }
    return preferred;
  }
}
