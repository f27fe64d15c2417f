// The engine's reachability as the worker keeps it (docs/playground.md, "Session bar"): each state
// change from request outcomes and GET /api/health, polling only while the engine is not ready.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngineHealthReport, EngineReachability } from '../contracts';
import { EngineHealth } from './engineHealth';

const HEALTH_URL = 'http://127.0.0.1:1/api/health';
const READY: EngineHealthReport = { engine: 'ready', groovyVersion: '4.0.26', sandbox: 'enforced' };

/** A backend whose /api/health answers `answer` (a report, or down), counting the reads. */
function backend() {
  const state = { answer: READY as EngineHealthReport | 'down', reads: 0 };
  const fetcher = async (input: RequestInfo | URL) => {
    expect(String(input)).toBe(HEALTH_URL);
    state.reads++;
    if (state.answer === 'down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(state.answer));
  };
  return { state, fetcher };
}

let clock = 1_000;
function watched() {
  const server = backend();
  const health = new EngineHealth({
    healthUrl: HEALTH_URL,
    fetch: server.fetcher,
    pollMs: 1000,
    now: () => clock,
  });
  const reports: EngineReachability[] = [];
  health.subscribe((report) => reports.push(report));
  const states = () => reports.map((r) => r.state);
  return { server, health, reports, states };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('EngineHealth', () => {
  it('starts checking, then says ready with the sandbox and version, and polls no more', async () => {
    const { server, health, reports, states } = watched();
    await health.check();
    expect(states()).toEqual(['checking', 'ready']);
    expect(reports[1]).toEqual({ state: 'ready', sandbox: 'enforced', groovyVersion: '4.0.26' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.state.reads).toBe(1);
    // Requests that succeed cost nothing more.
    health.answered(200);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.state.reads).toBe(1);
  });

  it('goes unreachable on a failed request, polls until the backend is back, then ready', async () => {
    const { server, health, reports, states } = watched();
    await health.check();
    server.state.answer = 'down';
    clock = 2_000;
    health.unreachable('TypeError: Failed to fetch');
    expect(reports.at(-1)).toEqual({
      state: 'unreachable',
      sandbox: 'enforced',
      groovyVersion: '4.0.26',
      detail: 'engine unreachable: the backend did not answer (TypeError: Failed to fetch)',
      lastFailure: {
        at: 2_000,
        words: 'engine unreachable: the backend did not answer (TypeError: Failed to fetch)',
      },
    });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(server.state.reads).toBe(4);
    server.state.answer = { engine: 'starting', groovyVersion: null, sandbox: null };
    await vi.advanceTimersByTimeAsync(1_000);
    server.state.answer = READY;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(states()).toEqual(['checking', 'ready', 'unreachable', 'starting', 'ready']);
    expect(reports[3]?.detail).toBe('engine starting: the backend is starting the engine');
    const reads = server.state.reads;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.state.reads).toBe(reads);
  });

  it('puts an internal failure down to a restarting engine when /api/health says so', async () => {
    const { server, health, reports, states } = watched();
    await health.check();
    server.state.answer = { engine: 'restarting', groovyVersion: '4.0.26', sandbox: 'enforced' };
    clock = 3_000;
    health.answered(502, { kind: 'internal', message: 'the engine exited' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reports.at(-1)?.lastFailure).toEqual({
      at: 3_000,
      words: 'engine restarting: the backend is replacing the engine after a crash or a stuck compile',
    });
    server.state.answer = READY;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(states()).toEqual(['checking', 'ready', 'restarting', 'ready']);
    // The failure stays known (a late report still explains the call it broke).
    expect(reports.at(-1)?.lastFailure?.at).toBe(3_000);
  });

  it('keeps ready through a failure that is not the engine’s reachability', async () => {
    const { server, health, states } = watched();
    await health.check();
    health.answered(504, { kind: 'timeout', message: 'compile took longer than 10 s' });
    health.answered(503, { kind: 'busy', message: 'engine busy, try again' });
    health.answered(502, { kind: 'internal', message: 'bad output' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(states()).toEqual(['checking', 'ready']);
    // Only the internal one made it look (once).
    expect(server.state.reads).toBe(2);
  });

  it('says unauthorized without polling (a token is not fixed by waiting)', async () => {
    const { server, health, reports } = watched();
    await health.check();
    health.unauthorized(
      'the backend refused the token read again from the page too (HTTP 401); reload the page',
    );
    expect(reports.at(-1)?.state).toBe('unauthorized');
    expect(reports.at(-1)?.detail).toMatch(/^engine refused: .*reload the page$/);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.state.reads).toBe(1);
    // A request that succeeds later (the person reloaded another tab's token…) makes it ready again.
    health.answered(200);
    await vi.advanceTimersByTimeAsync(0);
    expect(reports.at(-1)?.state).toBe('ready');
  });

  it('stops polling once disposed', async () => {
    const { server, health } = watched();
    server.state.answer = 'down';
    await health.check();
    health.dispose();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.state.reads).toBe(1);
  });
});
