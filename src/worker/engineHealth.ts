// The engine's reachability as the session worker sees it (docs/playground.md, "Session bar"): fed by
// the outcome of every engine request and by GET /api/health, told to the page on the health port.
// Cheap when healthy: /api/health is read once at start, then only after a failure and, while the
// engine is unreachable, starting or restarting, every `pollMs` until it is ready again.
import type {
  EngineError,
  EngineHealthReport,
  EngineReachability,
  EngineReachabilityState,
} from '../contracts';

/** What HttpEngineClient tells about each request (src/worker/httpEngineClient.ts). */
export interface EngineRequestObserver {
  /** The backend answered (a 401 only after the fresh token was refused too: see `unauthorized`). */
  answered(status: number, error?: EngineError): void;
  /** No answer: the backend could not be reached or did not answer in time. */
  unreachable(reason: string): void;
  /** The backend refused the token, and the one read again from the page too (or none could be read). */
  unauthorized(reason: string): void;
}

export interface EngineHealthOptions {
  /** The backend's GET /api/health. */
  healthUrl: string;
  fetch?: typeof fetch;
  /** How often /api/health is read while the engine is not ready. */
  pollMs?: number;
  now?: () => number;
}

type Listener = (report: EngineReachability) => void;

/** The words for a state, as the bar's title and next to a failed call. */
function words(state: EngineReachabilityState, detail: string): string {
  switch (state) {
    case 'unreachable':
      return `engine unreachable: the backend did not answer (${detail})`;
    case 'unauthorized':
      return `engine refused: ${detail}`;
    case 'restarting':
      return `engine restarting: ${detail}`;
    case 'starting':
      return `engine starting: ${detail}`;
    case 'checking':
    case 'ready':
      return detail;
  }
}

const HEALTH_DETAIL: Record<'starting' | 'restarting', string> = {
  starting: 'the backend is starting the engine',
  restarting: 'the backend is replacing the engine after a crash or a stuck compile',
};

export class EngineHealth implements EngineRequestObserver {
  private report: EngineReachability = { state: 'checking', sandbox: null, groovyVersion: null };
  private readonly listeners = new Set<Listener>();
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private poll: ReturnType<typeof setTimeout> | undefined;
  private checking: Promise<void> | undefined;
  private disposed = false;

  constructor(private readonly options: EngineHealthOptions) {
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.now = options.now ?? (() => performance.timeOrigin + performance.now());
  }

  current(): EngineReachability {
    return this.report;
  }

  /** Hears the current report at once and every change after it. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    listener(this.report);
    return () => this.listeners.delete(listener);
  }

  answered(status: number, error?: EngineError): void {
    if (error === undefined) {
      // A result proves the engine ready; /api/health adds its sandbox and version.
      if (this.report.state !== 'ready') void this.check();
      return;
    }
    // An internal failure of a backend that answers: the engine behind it may be restarting.
    if (error.kind === 'internal' && status >= 500) void this.check(this.now());
  }

  unreachable(reason: string): void {
    this.set('unreachable', reason, this.now());
    this.schedule();
  }

  unauthorized(reason: string): void {
    this.set('unauthorized', reason, this.now());
  }

  /**
   * Reads GET /api/health once (one read at a time). `failedAt`: a request failed then; if the
   * engine turns out not ready, that failure is put down to it.
   */
  check(failedAt?: number): Promise<void> {
    this.checking ??= this.read(failedAt).finally(() => (this.checking = undefined));
    return this.checking;
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.poll);
    this.listeners.clear();
  }

  private async read(failedAt: number | undefined): Promise<void> {
    let health: Partial<EngineHealthReport>;
    try {
      const response = await this.fetch(this.options.healthUrl, { cache: 'no-store' });
      health = (await response.json()) as Partial<EngineHealthReport>;
    } catch (cause) {
      this.set('unreachable', String(cause), failedAt);
      this.schedule();
      return;
    }
    const sandbox = health.sandbox === 'enforced' || health.sandbox === 'unavailable' ? health.sandbox : null;
    const groovyVersion = typeof health.groovyVersion === 'string' ? health.groovyVersion : null;
    if (health.engine === 'ready') {
      this.set('ready', '', undefined, { sandbox, groovyVersion });
      return;
    }
    const state = health.engine === 'restarting' ? 'restarting' : 'starting';
    const problem = typeof health.problem === 'string' ? `: ${health.problem}` : '';
    this.set(state, HEALTH_DETAIL[state] + problem, failedAt, { sandbox, groovyVersion });
    this.schedule();
  }

  private schedule(): void {
    if (this.disposed || this.poll !== undefined) return;
    this.poll = setTimeout(() => {
      this.poll = undefined;
      if (this.report.state !== 'ready') void this.check();
    }, this.options.pollMs ?? 1000);
  }

  private set(
    state: EngineReachabilityState,
    detail: string,
    failedAt: number | undefined,
    facts: Pick<EngineReachability, 'sandbox' | 'groovyVersion'> = this.report,
  ): void {
    if (this.disposed) return;
    const said = words(state, detail);
    const lastFailure =
      failedAt !== undefined && state !== 'ready' ? { at: failedAt, words: said } : this.report.lastFailure;
    const next: EngineReachability = {
      state,
      sandbox: facts.sandbox,
      groovyVersion: facts.groovyVersion,
      ...(state === 'ready' ? {} : { detail: said }),
      ...(lastFailure ? { lastFailure } : {}),
    };
    if (JSON.stringify(next) === JSON.stringify(this.report)) return;
    this.report = next;
    for (const listener of this.listeners) listener(next);
  }
}
