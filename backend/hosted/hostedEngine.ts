// The engine as each visitor reaches it in hosted mode: the visitor's buffer URIs namespaced
// (uriNamespace.ts), its turn taken in the fair queue (fairQueue.ts), and how long the engine took
// recorded for /metrics. One supervised engine behind it, as in local mode.
import type { EngineClient, EngineRequest, EngineRequestOptions, EngineResponse } from '../../src/contracts';
import type { SupervisedEngine } from '../http/engineStatus';
import type { FairQueue } from './fairQueue';
import type { Histogram } from './metrics';
import { namespaceRequest } from './uriNamespace';
import type { Visitor } from './visitorSessions';

export class HostedEngine {
  constructor(
    readonly engine: SupervisedEngine,
    readonly queue: FairQueue,
    private readonly latency: Histogram,
  ) {}

  /** An EngineClient for one visitor's request; it never rejects (the contract of EngineClient). */
  clientFor(visitor: Visitor): EngineClient {
    return {
      request: (request: EngineRequest, options: EngineRequestOptions = {}) =>
        this.request(visitor, request, options),
    };
  }

  private async request(
    visitor: Visitor,
    request: EngineRequest,
    options: EngineRequestOptions,
  ): Promise<EngineResponse> {
    const namespaced = namespaceRequest(request, visitor.namespace);
    const scheduled = await this.queue.run(
      visitor.id,
      async () => {
        const started = performance.now();
        const response = await this.engine.request(namespaced.request, options);
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
