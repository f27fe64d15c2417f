import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarkersFirst, MAX_WAIT_MS } from './markersFirst';

const URI = 'groovy-buffer:a.groovy';

/** Whether `promise` has settled once pending work has run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('MarkersFirst', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('lets a call go at once when no check of its buffer is pending', async () => {
    const gate = new MarkersFirst();
    gate.checking('groovy-buffer:other.groovy');
    expect(await settled(gate.wait(URI))).toBe(true);
  });

  it('holds a call until the markers of its buffer are up to date', async () => {
    const gate = new MarkersFirst();
    gate.checking(URI);
    const waiting = gate.wait(URI);
    expect(await settled(waiting)).toBe(false);
    gate.checked(URI);
    expect(await settled(waiting)).toBe(true);
  });

  it('lets a cancelled call go, and never holds one longer than MAX_WAIT_MS', async () => {
    const gate = new MarkersFirst();
    gate.checking(URI);
    const cancel = new AbortController();
    const cancelled = gate.wait(URI, cancel.signal);
    const patient = gate.wait(URI);
    cancel.abort();
    expect(await settled(cancelled)).toBe(true);
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS - 1);
    expect(await settled(patient)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(patient)).toBe(true);
  });
});
