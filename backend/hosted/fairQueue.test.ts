// Fair scheduling across visitors (docs/hosted.md, "Quotas"), with a fake engine whose answers the
// test releases one at a time: the order in which requests reach it is the schedule.
import { describe, expect, it } from 'vitest';
import { FairQueue } from './fairQueue';

/** A fake engine: each request waits until the test finishes it; `started` lists them in order. */
class HeldEngine {
  readonly started: string[] = [];
  private readonly pending: Array<() => void> = [];

  request(label: string): Promise<string> {
    this.started.push(label);
    return new Promise((resolve) => this.pending.push(() => resolve(label)));
  }

  /** Answers the oldest running request and lets the queue start the next. */
  async finishOne(): Promise<void> {
    this.pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  }

  get running(): number {
    return this.pending.length;
  }
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('FairQueue', () => {
  it("serves another visitor's single request next, not after a flooding visitor's 50", async () => {
    const engine = new HeldEngine();
    const queue = new FairQueue({ concurrency: 1, maxWaiting: 100 });
    const floods = Array.from({ length: 50 }, (_, i) =>
      queue.run('flooder', () => engine.request(`flood-${i}`)),
    );
    const single = queue.run('typist', () => engine.request('typist'));
    await flush();
    expect(engine.started).toEqual(['flood-0']);
    expect(queue.depth).toBe(50);
    await engine.finishOne();
    expect(engine.started).toEqual(['flood-0', 'typist']);
    await engine.finishOne();
    expect(await single).toEqual({ ran: true, value: 'typist' });
    while (engine.running > 0) await engine.finishOne();
    expect(engine.started).toHaveLength(51);
    expect((await Promise.all(floods)).every((r) => r.ran)).toBe(true);
  });

  it('counts what each visitor holds, running and waiting, until each ends or is aborted', async () => {
    const engine = new HeldEngine();
    const queue = new FairQueue({ concurrency: 1, maxWaiting: 10 });
    const aborted = new AbortController();
    void queue.run('a', () => engine.request('a0'));
    const waiting = queue.run('a', () => engine.request('a1'), aborted.signal);
    void queue.run('b', () => engine.request('b0'));
    await flush();
    expect([queue.holds('a'), queue.holds('b'), queue.holds('c')]).toEqual([2, 1, 0]);
    aborted.abort();
    expect(await waiting).toEqual({ ran: false, why: 'aborted' });
    await engine.finishOne();
    expect([queue.holds('a'), queue.holds('b')]).toEqual([0, 1]);
    await engine.finishOne();
    expect(queue.holds('b')).toBe(0);
  });

  it('takes turns between visitors round robin, and runs at most `concurrency` at once', async () => {
    const engine = new HeldEngine();
    const queue = new FairQueue({ concurrency: 2, maxWaiting: 100, perVisitor: 2 });
    for (const visitor of ['a', 'b', 'c']) {
      for (let i = 0; i < 3; i++) void queue.run(visitor, () => engine.request(`${visitor}${i}`));
    }
    await flush();
    expect(engine.started).toEqual(['a0', 'a1']);
    expect(queue.running).toBe(2);
    while (engine.running > 0) await engine.finishOne();
    expect(engine.started).toEqual(['a0', 'a1', 'b0', 'c0', 'a2', 'b1', 'c1', 'b2', 'c2']);
  });

  it("keeps a slot for others: a flooder's running compiles never fill every slot", async () => {
    const engine = new HeldEngine();
    const queue = new FairQueue({ concurrency: 2, maxWaiting: 100 });
    for (let i = 0; i < 5; i++) void queue.run('flooder', () => engine.request(`flood${i}`));
    await flush();
    // One slot is the flooder's; the other stays free although the flooder has four waiting.
    expect(engine.started).toEqual(['flood0']);
    const typist = queue.run('typist', () => engine.request('typist'));
    await flush();
    expect(engine.started).toEqual(['flood0', 'typist']);
    await engine.finishOne(); // flood0 ends: flood1 takes the flooder's slot
    expect(engine.started).toEqual(['flood0', 'typist', 'flood1']);
    await engine.finishOne();
    expect(await typist).toEqual({ ran: true, value: 'typist' });
    while (engine.running > 0) await engine.finishOne();
    expect(engine.started).toHaveLength(6);
  });

  it('saves no credit for a visitor who was quiet: it takes turns from now on', async () => {
    const engine = new HeldEngine();
    const queue = new FairQueue({ concurrency: 1, maxWaiting: 100 });
    for (let i = 0; i < 8; i++) void queue.run('busy', () => engine.request(`busy${i}`));
    for (let i = 0; i < 4; i++) await engine.finishOne();
    expect(engine.started.at(-1)).toBe('busy4');
    // 'quiet' never asked before: it goes next, then alternates; no run of turns to catch up.
    for (let i = 0; i < 3; i++) void queue.run('quiet', () => engine.request(`quiet${i}`));
    while (engine.running > 0) await engine.finishOne();
    expect(engine.started.slice(5)).toEqual(['quiet0', 'busy5', 'quiet1', 'busy6', 'quiet2', 'busy7']);
  });

  it('refuses past maxWaiting without running it, and drops a request whose caller went away', async () => {
    const engine = new HeldEngine();
    const queue = new FairQueue({ concurrency: 1, maxWaiting: 2 });
    void queue.run('a', () => engine.request('a0'));
    const gone = new AbortController();
    const dropped = queue.run('a', () => engine.request('dropped'), gone.signal);
    void queue.run('b', () => engine.request('b0'));
    expect(await queue.run('c', () => engine.request('c0'))).toEqual({ ran: false, why: 'full' });
    gone.abort();
    expect(await dropped).toEqual({ ran: false, why: 'aborted' });
    expect(queue.depth).toBe(1);
    const late = new AbortController();
    late.abort();
    expect(await queue.run('d', () => engine.request('never'), late.signal)).toEqual({
      ran: false,
      why: 'aborted',
    });
    while (engine.running > 0) await engine.finishOne();
    expect(engine.started).toEqual(['a0', 'b0']);
  });

  it('passes a failing task on and keeps serving', async () => {
    const queue = new FairQueue({ concurrency: 1, maxWaiting: 10 });
    const failing = queue.run('a', () => Promise.reject(new RangeError('boom')));
    const next = queue.run('b', () => Promise.resolve('ok'));
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toEqual({ ran: true, value: 'ok' });
    expect(queue.running).toBe(0);
  });
});
