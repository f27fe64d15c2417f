// The engine's reachability on the page (docs/playground.md, "Session bar"): the session worker's
// reports, heard on the health port (src/worker/engineHealth.ts), never on the MCP wire. Keeps the
// latest report for the bar and the recent failures, so that a failed call can say in the worker's
// words what broke while it was out.
import {
  ENGINE_REACHABILITY_STATES,
  isPlainObject,
  type EngineFailure,
  type EngineReachability,
} from '../contracts';
import { ValueStore } from './observable';
import type { TrafficSnapshot } from './traffic/trafficRecorder';

/** Failures kept for matching (a burst of editor calls against a dead backend fails in a row). */
const KEPT_FAILURES = 50;
/** The worker's clock and the page's may differ by a little (two time origins). */
const CLOCK_SLACK_MS = 250;

const STATES: readonly unknown[] = ENGINE_REACHABILITY_STATES;

function failure(value: unknown): EngineFailure | undefined {
  return isPlainObject(value) && typeof value.at === 'number' && typeof value.words === 'string'
    ? { at: value.at, words: value.words }
    : undefined;
}

/** A report as the worker posts it, or undefined for anything else. */
export function readReachability(value: unknown): EngineReachability | undefined {
  if (!isPlainObject(value) || !STATES.includes(value.state)) return undefined;
  const sandbox = value.sandbox === 'enforced' || value.sandbox === 'unavailable' ? value.sandbox : null;
  const lastFailure = failure(value.lastFailure);
  return {
    state: value.state as EngineReachability['state'],
    sandbox,
    groovyVersion: typeof value.groovyVersion === 'string' ? value.groovyVersion : null,
    ...(typeof value.detail === 'string' ? { detail: value.detail } : {}),
    ...(lastFailure ? { lastFailure } : {}),
  };
}

export class EngineHealthStore extends ValueStore<EngineReachability> {
  private failures: EngineFailure[] = [];

  constructor() {
    super({ state: 'checking', sandbox: null, groovyVersion: null });
  }

  /** Listens to the worker's end of the health port. */
  attach(port: MessagePort): void {
    port.onmessage = (event: MessageEvent) => {
      const report = readReachability(event.data);
      if (report) this.receive(report);
    };
  }

  receive(report: EngineReachability): void {
    const last = report.lastFailure;
    if (last && !this.failures.some((known) => known.at === last.at)) {
      this.failures = [...this.failures.slice(1 - KEPT_FAILURES), last];
    }
    this.set(report);
  }

  /** The worker's words for the newest engine failure between `from` and `to` (ms since the epoch). */
  failureDuring(from: number, to: number): string | undefined {
    for (let i = this.failures.length - 1; i >= 0; i--) {
      const { at, words } = this.failures[i]!;
      if (at >= from - CLOCK_SLACK_MS && at <= to + CLOCK_SLACK_MS) return words;
    }
    return undefined;
  }

  /**
   * Why the request of traffic row `requestSeq` failed, if the engine was out while it was pending
   * (from its request to its answer, or to now while no answer is recorded).
   */
  failureOfRequest(traffic: TrafficSnapshot, requestSeq: number, now: number): string | undefined {
    const rows = traffic.rows;
    const first = rows[0]?.seq ?? 0;
    const request = rows[requestSeq - first];
    if (request?.seq !== requestSeq) return undefined;
    const answer = request.pairSeq === undefined ? undefined : rows[request.pairSeq - first];
    return this.failureDuring(request.time, answer?.time ?? now);
  }
}
