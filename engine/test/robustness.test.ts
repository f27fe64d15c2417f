// The engine process under failure (docs/engine-protocol.md; docs/ARCHITECTURE.md "Engine (JVM)"): the per-request
// time limit, a JVM killed mid-request, malformed request lines, a full queue, out-of-order answers.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEngineCommand } from '../../backend/engine/engineCommand';
import { resultAfterTimeout, startEngine, type Harness } from './engineHarness';

/** A source near the 512 Ki-character cap: hundreds of classes (docs/groovy-compiler-notes.md §7). */
function largeSource(chars = 500 * 1024): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < chars; i++) {
    const cls = `class C${i} {\n  int f${i} = ${i}\n  String m${i}(String s) { s + f${i} + [1, 2, 3].collect { it * ${i} } }\n}\n`;
    parts.push(cls);
    size += cls.length;
  }
  return parts.join('');
}

describe('time limit', () => {
  let h: Harness;
  beforeAll(async () => {
    // A short limit: the large source takes seconds, a small one a few milliseconds once warm.
    h = await startEngine({ timeoutMs: 400 });
    // Warm the JIT until small compiles fit the limit (the first ones, cold, may not).
    let fitted = 0;
    for (let i = 0; i < 40 && fitted < 3; i++) {
      const r = await h.engine.request({
        op: 'diagnostics',
        uri: 'groovy-buffer:warm',
        text: `def w${i} = ${i}\n`,
      });
      fitted = r.error ? 0 : fitted + 1;
    }
  });
  afterAll(async () => {
    await h.engine.close();
  });

  it('answers timeout past the limit, and the next request succeeds', async () => {
    const t0 = performance.now();
    const slow = await h.engine.request({ op: 'diagnostics', uri: 'groovy-buffer:big', text: largeSource() });
    expect(slow).toEqual({ error: { kind: 'timeout', message: 'compile took longer than 400 ms' } });
    expect(performance.now() - t0).toBeLessThan(3_000);
    const next = await resultAfterTimeout(h, {
      op: 'diagnostics',
      uri: 'groovy-buffer:small',
      text: 'def ok = 1\n',
    });
    expect(next).toEqual({ uri: 'groovy-buffer:small', diagnostics: [] });
    expect(h.engine.health).toBe('ready');
  });
});

describe('supervision', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startEngine({ maxQueue: 3 });
  });
  afterAll(async () => {
    await h.engine.close();
  });

  it('answers out of order, matched by id', async () => {
    const big = h.engine.request({ op: 'symbols', uri: 'groovy-buffer:big', text: largeSource(60 * 1024) });
    const ping = await h.engine.request({ op: 'ping' });
    expect(ping).toEqual({ result: {} });
    const r = await big;
    expect((r.result as { symbols: unknown[] }).symbols.length).toBeGreaterThan(50);
  });

  it('answers busy when the queue is full, without rejecting', async () => {
    const text = 'class Q { def q() { 1 } }\n';
    const all = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => h.engine.request({ op: 'diagnostics', uri: `groovy-buffer:q${i}`, text })),
    );
    const busy = { error: { kind: 'busy', message: 'engine busy, try again' } };
    expect(all.filter((r) => r.error !== undefined)).toEqual([busy, busy]);
    expect(all.filter((r) => r.result !== undefined)).toHaveLength(3);
  });

  it('fails the in-flight request as internal when the JVM dies, then restarts', async () => {
    const pid = h.engine.pid;
    const inFlight = h.engine.request({ op: 'diagnostics', uri: 'groovy-buffer:dying', text: largeSource() });
    await new Promise((r) => setTimeout(r, 150));
    process.kill(pid ?? -1, 'SIGKILL');
    const lost = await inFlight;
    expect(lost.error?.kind).toBe('internal');
    expect(h.engine.health).toBe('restarting');
    const after = await h.result<{ diagnostics: unknown[] }>({
      op: 'diagnostics',
      uri: 'groovy-buffer:after',
      text: 'def x = 1\n',
    });
    expect(after.diagnostics).toEqual([]);
    expect(h.engine.health).toBe('ready');
    expect(h.engine.pid).not.toBe(pid);
  });

  it('resolves every pending request as internal on close, and later ones too', async () => {
    const pending = h.engine.request({
      op: 'diagnostics',
      uri: 'groovy-buffer:late',
      text: largeSource(50 * 1024),
    });
    await h.engine.close();
    expect((await pending).error).toEqual({ kind: 'internal', message: 'engine closed' });
    expect((await h.engine.request({ op: 'ping' })).error?.kind).toBe('internal');
  });
});

describe('raw JSON lines', () => {
  it('answers malformed lines as invalid and goes on', async () => {
    const built = buildEngineCommand();
    if (!built.ok) throw new Error(built.problem.message);
    const child = spawn(built.command.command, built.command.args, { stdio: ['pipe', 'pipe', 'ignore'] });
    const lines: Array<Record<string, unknown>> = [];
    const wanted = 8;
    const done = new Promise<void>((resolve) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        lines.push(JSON.parse(line) as Record<string, unknown>);
        if (lines.length === wanted) resolve();
      });
    });
    child.stdin.write(
      [
        'not json',
        '[1, 2]',
        '{"id": 1}',
        '{"id": 2, "op": 7}',
        '{"id": {"x": 1}, "op": "ping"}',
        '{"id": 3, "op": "diagnostics", "uri": "groovy-buffer:a", "text": 5}',
        '{"id": "last", "op": "ping"}',
        '',
      ].join('\n'),
    );
    await done;
    child.kill();
    expect(lines[0]).toMatchObject({ ready: true });
    const invalid = lines.slice(1, 7);
    expect(invalid.map((l) => l.id)).toEqual([null, null, 1, 2, null, 3]);
    for (const l of invalid) expect(l.error).toMatchObject({ kind: 'invalid' });
    expect(lines[7]).toEqual({ id: 'last', result: {} });
  });
});
