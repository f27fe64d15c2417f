// docs/server.md §3: a person's call never waits behind the editor's background work (requests whose
// `_meta` carries META_BACKGROUND start at once, beside the queue), and notifications/cancelled
// drops a request: queued, it never runs; running, it stops holding the queue, its engine request
// is aborted, and it is never answered. The engine is held by hand, so every ordering is chosen.
import { afterEach, describe, expect, it } from 'vitest';
import { SessionHarness, type Json } from '../../test-support/sessionHarness';
import type { EngineRequest, EngineRequestOptions, EngineResponse } from '../contracts';
import { META_BACKGROUND } from '../protocol';

let harness: SessionHarness;
afterEach(() => expect(harness.problems).toEqual([]));

interface Held {
  request: EngineRequest;
  signal: AbortSignal | undefined;
  release(): void;
}

/** Every engine request waits until the test releases it; `held` lists them in arrival order. */
async function heldSession(): Promise<{ held: Held[] }> {
  harness = new SessionHarness('2025-11-25');
  await harness.connect();
  const held: Held[] = [];
  const inner = harness.engine.request.bind(harness.engine);
  harness.engine.request = (request: EngineRequest, options?: EngineRequestOptions) =>
    new Promise<EngineResponse>((resolve) => {
      held.push({ request, signal: options?.signal, release: () => void inner(request).then(resolve) });
    });
  return { held };
}

const call = (id: number | string, name: string, text: string, background = false): Json => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: {
    name,
    arguments: { text, uri: 'groovy-buffer:a.groovy' },
    ...(background ? { _meta: { [META_BACKGROUND]: true } } : {}),
  },
});

const cancel = (requestId: number | string): Json => ({
  jsonrpc: '2.0',
  method: 'notifications/cancelled',
  params: { requestId, reason: 'superseded' },
});

/** Waits until the engine holds `count` requests (each request reaches it within a few turns). */
async function engineHolds(held: Held[], count: number): Promise<void> {
  for (let turn = 0; turn < 200 && held.length < count; turn++)
    await new Promise((resolve) => setTimeout(resolve, 1));
  expect(held).toHaveLength(count);
}

const answered = (id: unknown) => harness.messages.some((m) => m.id === id);

describe('background requests and notifications/cancelled', () => {
  it("starts a person's call while the editor's background call still waits on the engine", async () => {
    const { held } = await heldSession();
    harness.post(call('editor', 'tokens', 'def a = 1', true));
    await engineHolds(held, 1);
    harness.post(call('person', 'diagnostics', 'def a = 1'));
    await engineHolds(held, 2);
    held[1]!.release();
    const answer = await harness.waitFor((m) => m.id === 'person');
    expect(answer.result).toBeDefined();
    expect(answered('editor')).toBe(false);
    held[0]!.release();
    expect((await harness.waitFor((m) => m.id === 'editor')).result).toBeDefined();
  });

  it('keeps the one-at-a-time queue for calls without the hint', async () => {
    const { held } = await heldSession();
    harness.post(call(11, 'tokens', 'def a = 1'));
    harness.post(call(12, 'diagnostics', 'def a = 1'));
    await engineHolds(held, 1);
    held[0]!.release();
    await engineHolds(held, 2);
    held[1]!.release();
    await harness.session.idle();
    expect(harness.messages.slice(-2).map((m) => m.id)).toEqual([11, 12]);
  });

  it('never answers a cancelled running call, aborts its engine request and frees the queue at once', async () => {
    const { held } = await heldSession();
    harness.post(call(11, 'symbols', 'def a = 1'));
    await engineHolds(held, 1);
    harness.post(call(12, 'diagnostics', 'def a = 1'));
    harness.post(cancel(11));
    expect(held[0]!.signal?.aborted).toBe(true);
    await engineHolds(held, 2);
    held[1]!.release();
    await harness.waitFor((m) => m.id === 12);
    held[0]!.release(); // an engine that answers anyway
    await harness.session.idle();
    expect(harness.messages.filter((m) => m.id === 11)).toEqual([]);
  });

  it('never runs a cancelled queued call', async () => {
    const { held } = await heldSession();
    harness.post(call(11, 'symbols', 'def a = 1'));
    harness.post(call(12, 'diagnostics', 'def b = 2'));
    harness.post(call(13, 'format', 'def c = 3'));
    harness.post(cancel(12));
    await engineHolds(held, 1);
    held[0]!.release();
    await engineHolds(held, 2);
    expect(held[1]!.request.op).toBe('format');
    held[1]!.release();
    await harness.session.idle();
    expect(harness.messages.slice(-2).map((m) => m.id)).toEqual([11, 13]);
  });

  it('drops a cancelled background call and ignores a cancel for an id it does not know', async () => {
    const { held } = await heldSession();
    harness.post(call(7, 'tokens', 'def a = 1', true));
    await engineHolds(held, 1);
    harness.post(cancel('unknown'));
    expect(held[0]!.signal?.aborted).toBe(false);
    harness.post(cancel(7));
    expect(held[0]!.signal?.aborted).toBe(true);
    held[0]!.release();
    await harness.session.idle();
    expect(answered(7)).toBe(false);
    expect((await harness.request('ping')).result).toEqual({});
  });
});
