// The page's side of the health channel (docs/playground.md, "Session bar"): reports read
// defensively, failures kept and matched to the call that was out when they happened.
import { describe, expect, it } from 'vitest';
import { EngineHealthStore, readReachability } from './engineHealth';
import { TrafficRecorder } from './traffic/trafficRecorder';

describe('readReachability', () => {
  it.each([
    [
      'a full report',
      {
        state: 'unreachable',
        sandbox: 'enforced',
        groovyVersion: '4.0.26',
        detail: 'd',
        lastFailure: { at: 1, words: 'w' },
      },
      {
        state: 'unreachable',
        sandbox: 'enforced',
        groovyVersion: '4.0.26',
        detail: 'd',
        lastFailure: { at: 1, words: 'w' },
      },
    ],
    [
      'unknown fields dropped, bad ones nulled',
      { state: 'ready', sandbox: 'maybe', groovyVersion: 4, extra: 1 },
      { state: 'ready', sandbox: null, groovyVersion: null },
    ],
    ['an unknown state', { state: 'sleepy' }, undefined],
    ['a line (not a report)', '{"jsonrpc":"2.0"}', undefined],
  ])('%s', (_name, value, expected) => {
    expect(readReachability(value)).toEqual(expected);
  });
});

describe('EngineHealthStore', () => {
  const down = (at: number) => ({
    state: 'unreachable' as const,
    sandbox: null,
    groovyVersion: null,
    detail: 'engine unreachable: x',
    lastFailure: { at, words: `engine unreachable at ${at}` },
  });

  it('keeps the latest report and matches the newest failure inside a window', () => {
    const store = new EngineHealthStore();
    expect(store.get().state).toBe('checking');
    store.receive(down(10_000));
    store.receive(down(20_000));
    store.receive({
      state: 'ready',
      sandbox: 'enforced',
      groovyVersion: '4.0.26',
      lastFailure: { at: 20_000, words: 'engine unreachable at 20000' },
    });
    expect(store.get().state).toBe('ready');
    expect(store.failureDuring(9_000, 11_000)).toBe('engine unreachable at 10000');
    expect(store.failureDuring(9_000, 30_000)).toBe('engine unreachable at 20000');
    expect(store.failureDuring(12_000, 19_000)).toBeUndefined();
  });

  it('finds the failure of a request from its traffic rows', () => {
    let now = 50_000;
    const traffic = new TrafficRecorder(() => now);
    const { seq: request } = traffic.record(
      'out',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"diagnostics"}}',
    );
    now = 50_040;
    traffic.record('in', '{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"Internal error"}}');
    const store = new EngineHealthStore();
    expect(store.failureOfRequest(traffic.getSnapshot(), request, 60_000)).toBeUndefined();
    store.receive(down(50_020));
    expect(store.failureOfRequest(traffic.getSnapshot(), request, 60_000)).toBe(
      'engine unreachable at 50020',
    );
    // A failure long after the answer is not this call's.
    const later = new EngineHealthStore();
    later.receive(down(58_000));
    expect(later.failureOfRequest(traffic.getSnapshot(), request, 60_000)).toBeUndefined();
  });
});
