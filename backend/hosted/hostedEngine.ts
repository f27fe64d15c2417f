// The engine as each visitor reaches it in hosted mode: the visitor's buffer URIs namespaced
// (uriNamespace.ts), its turn taken in a fair queue (fairQueue.ts), and how long the engine took
// recorded for /metrics. Two lanes (docs/hosted.md, "Fairness"): requests that carry more text
// than `bulkBytes` go to the bulk lane, one at a time, to a JVM of its own that runs at the lowest
// CPU priority; the rest to the main engine. A compile cannot be taken back once it runs, and the
// fair queue only orders who starts: without the bulk lane, one visitor's 2,000-line compiles held
// slots for seconds and took the cores the others' small checks needed (bench:hosted's flooder).
import type { EngineClient, EngineRequest, EngineRequestOptions, EngineResponse } from '../../src/contracts';
import type { SupervisedEngine } from '../http/engineStatus';
import type { FairQueue } from './fairQueue';
import type { Histogram } from './metrics';
import { QuotaExceeded, sizeInWords } from './quotas';
import { namespaceRequest } from './uriNamespace';
import type { Visitor } from './visitorSessions';

/** An engine and the queue in front of it. */
export interface EngineLane {
  readonly engine: SupervisedEngine;
  readonly queue: FairQueue;
}

/** The bulk lane and the UTF-8 bytes of text above which a request takes it. */
export interface BulkLane extends EngineLane {
  readonly minBytes: number;
}

/** Requests over the bulk size one visitor may have running or waiting in the bulk lane. */
export const BULK_PER_VISITOR = 2;

export class HostedEngine {
  constructor(
    readonly main: EngineLane,
    private readonly latency: Histogram,
    readonly bulk?: BulkLane,
  ) {}

  /**
   * The lane of a request carrying `textBytes` of buffers (quotas.ts `checkBuffers` measured them):
   * the bulk lane over its size, while its JVM can start; else the main lane.
   */
  laneFor(textBytes: number): EngineLane {
    const bulk = this.bulk;
    if (bulk === undefined || bulk.engine.startProblem !== undefined) return this.main;
    return textBytes > bulk.minBytes ? bulk : this.main;
  }

  /**
   * Refuses a visitor's bulk request while two of theirs run or wait in the bulk lane: its one slot
   * then goes round the visitors who paste, and no request waits there behind more than one of
   * another's. (Two, not one: the editor's next check can come before its last one's cancel.)
   */
  admit(visitor: Visitor, lane: EngineLane): void {
    if (lane === this.bulk && lane.queue.holds(visitor.id) >= BULK_PER_VISITOR) {
      throw new QuotaExceeded(
        'concurrentCompiles',
        `this visitor already has ${BULK_PER_VISITOR} requests over ${sizeInWords(this.bulk.minBytes)} running or waiting, the most allowed at once; try again when one finishes`,
        1,
      );
    }
  }

  /** An EngineClient for one visitor's request in `lane`; it never rejects (the contract of EngineClient). */
  clientFor(visitor: Visitor, lane: EngineLane): EngineClient {
    return {
      request: (request: EngineRequest, options: EngineRequestOptions = {}) =>
        this.request(visitor, lane, request, options),
    };
  }

  private async request(
    visitor: Visitor,
    lane: EngineLane,
    request: EngineRequest,
    options: EngineRequestOptions,
  ): Promise<EngineResponse> {
    const namespaced = namespaceRequest(request, visitor.namespace);
    const scheduled = await lane.queue.run(
      visitor.id,
      async () => {
        const started = performance.now();
        const response = await lane.engine.request(namespaced.request, options);
        this.latency.observe((performance.now() - started) / 1000);
        return response;
      },
      options.signal,
    );
    if (!scheduled.ran) {
      return scheduled.why === 'full'
        ? { error: { kind: 'busy', message: 'the engine queue is full; try again' } }
        : { error: { kind: 'internal', message: 'engine request cancelled' } };
    }
    return namespaced.unmap(scheduled.value);
  }
}
