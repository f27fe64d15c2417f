// Test support: the engine stand-in with its answers held until release(), so that calls stay in
// flight as long as a test needs (caps, shutdown, tasks).
import type { EngineResponse } from '../src/contracts';
import { FakeEngine } from './fakeEngine';

/** An engine whose answers wait until `release` is called: calls stay in flight meanwhile. */
export function heldEngine(): { engine: FakeEngine; release: () => void; started: Promise<void> } {
  const engine = new FakeEngine();
  let release = (): void => {};
  let markStarted = (): void => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  engine.respond = async (request): Promise<EngineResponse> => {
    if (request.op === 'info')
      return { result: (await new FakeEngine().request(request)).result! } as EngineResponse;
    markStarted();
    await gate;
    return { result: { uri: request.uri, diagnostics: [] } };
  };
  return { engine, release: () => release(), started };
}
