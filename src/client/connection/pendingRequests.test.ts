import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PendingRequests } from './pendingRequests';
import { describeError, type ClientError } from '../clientError';

describe('PendingRequests', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles a request with the result of the response that carries its id', async () => {
    const pending = new PendingRequests();
    const answer = pending.begin(3, 'tools/list', { timeoutMs: 1000 });
    expect(pending.list.get()).toEqual([expect.objectContaining({ id: 3, method: 'tools/list' })]);
    expect(pending.settle('3', { result: {} })).toBe(false);
    expect(pending.settle(3, { result: { tools: [] } })).toBe(true);
    await expect(answer).resolves.toEqual({ ok: true, value: { tools: [] } });
    expect(pending.list.get()).toEqual([]);
  });

  it('turns an error response into an rpc error with its code', async () => {
    const pending = new PendingRequests();
    const answer = pending.begin('a', 'prompts/get', { timeoutMs: 0 });
    pending.settle('a', { error: { code: -32602, message: 'Invalid params' } });
    await expect(answer).resolves.toEqual({
      ok: false,
      error: { kind: 'rpc', code: -32602, message: 'Invalid params' },
    });
  });

  it('gives up after the timeout, says so, and ignores the late response', async () => {
    const pending = new PendingRequests();
    const gaveUp = vi.fn();
    const answer = pending.begin(1, 'tools/call', { timeoutMs: 500, onGiveUp: gaveUp });
    vi.advanceTimersByTime(499);
    expect(pending.list.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await expect(answer).resolves.toEqual({
      ok: false,
      error: { kind: 'timeout', method: 'tools/call', afterMs: 500 },
    });
    expect(gaveUp).toHaveBeenCalledWith({ kind: 'timeout', method: 'tools/call', afterMs: 500 });
    expect(pending.settle(1, { result: {} })).toBe(false);
  });

  it('ends every pending request on a reset, and their timeouts never fire', async () => {
    const pending = new PendingRequests();
    const gaveUp = vi.fn();
    const a = pending.begin(1, 'tools/call', { timeoutMs: 1000, onGiveUp: gaveUp });
    const b = pending.begin(2, 'tools/list', { timeoutMs: 1000, onGiveUp: gaveUp });
    expect(pending.abandonAll().map((r) => r.id)).toEqual([1, 2]);
    await expect(a).resolves.toMatchObject({
      ok: false,
      error: { kind: 'disconnected', method: 'tools/call' },
    });
    await expect(b).resolves.toMatchObject({
      ok: false,
      error: { kind: 'disconnected', method: 'tools/list' },
    });
    vi.advanceTimersByTime(5000);
    expect(gaveUp).not.toHaveBeenCalled();
    expect(pending.list.get()).toEqual([]);
  });
});

describe('PendingRequests timeouts (docs/playground.md, "Timeouts")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('with resetOnProgress, each progress starts the request timeout again; the timeout then counts from the last progress', async () => {
    const pending = new PendingRequests();
    const gaveUp = vi.fn();
    const answer = pending.begin(1, 'tools/call', {
      timeoutMs: 1000,
      resetOnProgress: true,
      onGiveUp: gaveUp,
    });
    for (let step = 1; step <= 5; step++) {
      vi.advanceTimersByTime(900);
      expect(pending.progress(1, { progress: step })).toBe(true);
    }
    // 4.5 s in, far past the request timeout, and still waiting.
    vi.advanceTimersByTime(999);
    expect(pending.list.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const error = { kind: 'timeout', method: 'tools/call', afterMs: 1000, sinceProgress: true };
    await expect(answer).resolves.toEqual({ ok: false, error });
    expect(gaveUp).toHaveBeenCalledWith(error);
    expect(describeError(error as ClientError)).toBe(
      'No answer to tools/call within 1 s of its last progress; the request was given up.',
    );
  });

  it('without resetOnProgress, progress does not extend the request timeout', async () => {
    const pending = new PendingRequests();
    const answer = pending.begin(1, 'tools/call', { timeoutMs: 1000, resetOnProgress: false });
    vi.advanceTimersByTime(900);
    pending.progress(1, { progress: 1 });
    vi.advanceTimersByTime(100);
    await expect(answer).resolves.toEqual({
      ok: false,
      error: { kind: 'timeout', method: 'tools/call', afterMs: 1000 },
    });
  });

  it('the maximum total timeout gives up a request whose progress keeps resetting its timeout', async () => {
    const pending = new PendingRequests();
    const gaveUp = vi.fn();
    const answer = pending.begin(1, 'tools/call', {
      timeoutMs: 1000,
      resetOnProgress: true,
      maxTotalMs: 3000,
      onGiveUp: gaveUp,
    });
    for (let step = 1; step <= 3; step++) {
      vi.advanceTimersByTime(900);
      pending.progress(1, { progress: step });
    }
    vi.advanceTimersByTime(299);
    expect(pending.list.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const error = { kind: 'timeout', method: 'tools/call', afterMs: 3000, total: true };
    await expect(answer).resolves.toEqual({ ok: false, error });
    expect(gaveUp).toHaveBeenCalledTimes(1);
    expect(describeError(error as ClientError)).toBe(
      'No answer to tools/call within 3 s in all (the maximum total timeout); the request was given up.',
    );
    // Neither timer fires later for the request that is gone.
    vi.advanceTimersByTime(10_000);
    expect(gaveUp).toHaveBeenCalledTimes(1);
  });

  it('a maximum total with no request timeout still ends the request; an answer in time clears both timers', async () => {
    const pending = new PendingRequests();
    const gaveUp = vi.fn();
    const capped = pending.begin(1, 'tools/call', { timeoutMs: 0, maxTotalMs: 2000, onGiveUp: gaveUp });
    const answered = pending.begin(2, 'tools/call', { timeoutMs: 1000, maxTotalMs: 2000, onGiveUp: gaveUp });
    vi.advanceTimersByTime(500);
    pending.settle(2, { result: {} });
    await expect(answered).resolves.toEqual({ ok: true, value: {} });
    vi.advanceTimersByTime(1500);
    await expect(capped).resolves.toMatchObject({ ok: false, error: { kind: 'timeout', total: true } });
    expect(gaveUp).toHaveBeenCalledTimes(1);
  });
});
