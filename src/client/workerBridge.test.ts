import { describe, expectTypeOf, it } from 'vitest';
import type { SessionWorkerApi } from '../worker/bridgeContract';
import type { SessionEndpointApi } from './workerBridge';

describe('workerBridge', () => {
  it('speaks the worker’s contract (the client may not import it, so the check lives here)', () => {
    expectTypeOf<SessionWorkerApi>().toExtend<SessionEndpointApi>();
    expectTypeOf<SessionEndpointApi>().toExtend<SessionWorkerApi>();
  });
});
