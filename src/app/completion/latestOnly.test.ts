import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LatestOnly } from './latestOnly';

/** A run whose answers the test releases by hand, in any order. */
function manualRun() {
  const calls: { input: string; answer: (value: string) => void; refuse: (cause: unknown) => void }[] = [];
  const run = (input: string) =>
    new Promise<string>((answer, refuse) => calls.push({ input, answer, refuse }));
  return { calls, run };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

/** A LatestOnly over a manual run (50 ms quiet window) that notes each answer shown as `input=output`. */
function showingAnswers() {
  const { calls, run } = manualRun();
  const shown: string[] = [];
  const latest = new LatestOnly({
    run,
    show: (input, output) => shown.push(`${input}=${output}`),
    fail: () => undefined,
    quietMs: 50,
  });
  return { calls, latest, shown };
}

describe('LatestOnly', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first keystroke at once', () => {
    const { calls, run } = manualRun();
    new LatestOnly({ run, show: () => undefined, fail: () => undefined, quietMs: 50 }).push('m');
    expect(calls.map((c) => c.input)).toEqual(['m']);
  });

  it('coalesces what is typed while a request is out into the newest value, sent after the answer', async () => {
    const { calls, latest, shown } = showingAnswers();
    latest.push('m');
    latest.push('me');
    latest.push('met');
    expect(calls.map((c) => c.input)).toEqual(['m']);
    await vi.advanceTimersByTimeAsync(60);
    expect(calls.map((c) => c.input)).toEqual(['m']);
    calls[0]!.answer('for m');
    await flush();
    expect(calls.map((c) => c.input)).toEqual(['m', 'met']);
    // The answer for `m` came after `met` was typed: it is stale and not shown.
    expect(shown).toEqual([]);
    calls[1]!.answer('for met');
    await flush();
    expect(shown).toEqual(['met=for met']);
  });

  it('waits for the quiet window between two sends', async () => {
    const { calls, run } = manualRun();
    const latest = new LatestOnly({ run, show: () => undefined, fail: () => undefined, quietMs: 50 });
    latest.push('a');
    calls[0]!.answer('x');
    await flush();
    latest.push('ab');
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(50);
    expect(calls.map((c) => c.input)).toEqual(['a', 'ab']);
  });

  it('never shows an older answer over a newer one, whatever the order they arrive in', async () => {
    const { calls, run } = manualRun();
    const shown: string[] = [];
    const latest = new LatestOnly({ run, show: (i) => shown.push(i), fail: () => undefined, quietMs: 0 });
    latest.push('a');
    latest.push('ab');
    calls[0]!.answer('');
    await flush();
    calls[1]!.answer('');
    await flush();
    latest.push('abc');
    await flush();
    expect(shown).toEqual(['ab']);
  });

  it('drops what waits and shows nothing more once nothing is wanted (a value was picked)', async () => {
    const { calls, latest, shown } = showingAnswers();
    latest.push('groovy-buffer:');
    latest.push('groovy-buffer:b');
    latest.drop();
    calls[0]!.answer('big');
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.map((c) => c.input)).toEqual(['groovy-buffer:']);
    expect(shown).toEqual([]);
    latest.push('x');
    await flush();
    expect(calls.map((c) => c.input)).toEqual(['groovy-buffer:', 'x']);
  });

  it('reports a failure of the newest request, and nothing after dispose', async () => {
    const { calls, run } = manualRun();
    const failed: string[] = [];
    const shown: string[] = [];
    const latest = new LatestOnly({
      run,
      show: (i) => shown.push(i),
      fail: (i) => failed.push(i),
      quietMs: 0,
    });
    latest.push('a');
    calls[0]!.refuse(new TypeError('boom'));
    await flush();
    expect(failed).toEqual(['a']);
    latest.push('b');
    await flush();
    latest.dispose();
    calls[1]!.answer('late');
    latest.push('c');
    await vi.advanceTimersByTimeAsync(100);
    expect(shown).toEqual([]);
    expect(calls).toHaveLength(2);
  });
});
