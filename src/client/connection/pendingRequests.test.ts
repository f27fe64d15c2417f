import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PendingRequests } from './pendingRequests';

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
