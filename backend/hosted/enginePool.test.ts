// The engine pool (docs/hosted.md, "Engine pool") over fake engines the test holds and releases:
// where each request goes, and what the pool reports of its engines.
import { describe, expect, it } from 'vitest';
import type { EngineRequest, EngineResponse } from '../../src/contracts';
import { FakeEngine } from '../../test-support/fakeEngine';
import { visitorNamespace } from './uriNamespace';
import { EnginePool } from './enginePool';

class HeldFake extends FakeEngine {
  closed = false;
  readonly held: Array<(response: EngineResponse) => void> = [];

  constructor() {
    super();
    this.respond = () => new Promise((resolve) => this.held.push(resolve));
  }

  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }

  release(): void {
    for (const answer of this.held.splice(0)) answer({ result: {} });
  }
}

/** A request of visitor `label`, its URI namespaced as visitorSessions.ts does (16 hex digits). */
const visitorRequest = (label: string): EngineRequest => ({
  op: 'diagnostics',
  uri: `${visitorNamespace(Buffer.from(label).toString('hex').padStart(16, '0').slice(-16))}groovy-buffer:a`,
  text: '',
});
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('EnginePool', () => {
  it('sends each request to the ready engine with the fewest in flight', async () => {
    const engines = [new HeldFake(), new HeldFake(), new HeldFake()];
    const pool = new EnginePool(engines);
    const answers = Array.from({ length: 6 }, (_, i) => pool.request(visitorRequest(`${i}`)));
    await flush();
    expect(engines.map((e) => e.requests.length)).toEqual([2, 2, 2]);
    expect(pool.load).toEqual([2, 2, 2]);
    engines[1]!.release();
    await flush();
    expect(pool.load).toEqual([2, 0, 2]);
    void pool.request(visitorRequest('x'));
    await flush();
    expect(engines[1]!.requests).toHaveLength(3);
    for (const engine of engines) engine.release();
    expect((await Promise.all(answers)).every((a) => a.result !== undefined)).toBe(true);
  });

  it('keeps one visitor on the same engine while loads are equal', async () => {
    const engines = [new FakeEngine(), new FakeEngine(), new FakeEngine(), new FakeEngine()];
    const pool = new EnginePool(engines.map((e) => Object.assign(e, { close: async () => {} })));
    for (let i = 0; i < 5; i++) await pool.request(visitorRequest('tie-break'));
    expect(engines.map((e) => e.requests.length).sort()).toEqual([0, 0, 0, 5]);
  });

  it('spreads visitors over the engines by their namespace while loads are equal', async () => {
    const engines = [new FakeEngine(), new FakeEngine(), new FakeEngine(), new FakeEngine()];
    const pool = new EnginePool(engines.map((e) => Object.assign(e, { close: async () => {} })));
    const engineOf = async (label: string): Promise<number> => {
      const before = engines.map((e) => e.requests.length);
      await pool.request(visitorRequest(label));
      return engines.findIndex((e, i) => e.requests.length > before[i]!);
    };
    const labels = Array.from({ length: 8 }, (_, i) => `visitor-${i}`);
    const first: number[] = [];
    for (const label of labels) first.push(await engineOf(label)); // one at a time: loads stay equal
    expect(new Set(first).size).toBeGreaterThan(1); // not every visitor on one engine
    for (const [i, label] of labels.entries()) expect(await engineOf(label)).toBe(first[i]);
  });

  it('skips an engine that restarts, and reports ready while any engine is', async () => {
    const [a, b] = [new HeldFake(), new HeldFake()];
    const pool = new EnginePool([a, b]);
    a.health = 'restarting';
    for (let i = 0; i < 4; i++) void pool.request(visitorRequest(`${i}`));
    await flush();
    expect([a.requests.length, b.requests.length]).toEqual([0, 4]);
    expect(pool.health).toBe('ready');
    b.health = 'restarting';
    expect(pool.health).toBe('restarting');
    a.health = 'starting';
    b.health = 'starting';
    expect(pool.health).toBe('starting');
    a.release();
    b.release();
  });

  it('with none ready, queues on one that can still start rather than one that cannot', async () => {
    const [broken, starting] = [new HeldFake(), new HeldFake()];
    broken.health = 'starting';
    broken.startProblem = { message: 'no java' };
    starting.health = 'starting';
    const pool = new EnginePool([broken, starting]);
    for (let i = 0; i < 3; i++) void pool.request(visitorRequest(`${i}`));
    await flush();
    expect([broken.requests.length, starting.requests.length]).toEqual([0, 3]);
    expect(pool.startProblem).toBeUndefined();
    starting.startProblem = { message: 'no java either' };
    expect(pool.startProblem).toEqual({ message: 'no java' });
    starting.release();
  });

  it('adds up restarts, reads version and sandbox from its engines, and closes them all', async () => {
    const engines = [new HeldFake(), new HeldFake()];
    Object.assign(engines[0]!, { restarts: 2 });
    Object.assign(engines[1]!, { restarts: 3 });
    const pool = new EnginePool(engines);
    expect(pool.restarts).toBe(5);
    expect(pool.groovyVersion).toBe('4.0.26');
    expect(pool.sandbox).toBe('enforced');
    engines[1]!.sandbox = 'unavailable';
    expect(pool.sandbox).toBe('unavailable');
    await pool.close();
    expect(engines.every((e) => e.closed)).toBe(true);
  });
});
