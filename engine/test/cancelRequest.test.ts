// {"cancel": id} (docs/engine-protocol.md, "Cancel"): a request whose caller aborted is dropped by
// the supervisor at once, and the JVM never compiles it if it has not started: a cancelled large
// compile waiting for the one large-compile slot gives its turn up (debug-cache counts it). The
// requests beside it are answered as usual.
import { describe, expect, it } from 'vitest';
import { engineForFile } from './engineHarness';

const h = engineForFile({ devOps: true });

interface Stats {
  stoppedBeforeCompile: number;
}
const stats = () => h.result<Stats>({ op: 'debug-cache' as never });

/** Over the engine's 128 Ki-character "large" line: compiled one at a time. */
function large(methods: number): string {
  const lines = ['class Big {'];
  for (let i = 0; i < methods; i++) lines.push(`  int m${i}(int a) { int b = a * ${i}; b + 1 }`);
  lines.push('}');
  return lines.join('\n');
}

describe('cancel', () => {
  it('drops a cancelled request at once, never compiles it, and answers the one beside it', async () => {
    const first = large(3600);
    const cancelled = large(3800);
    expect(first.length).toBeGreaterThan(128 * 1024);
    const uri = 'groovy-buffer:big.groovy';
    const before = (await stats()).stoppedBeforeCompile;
    const firstAnswer = h.engine.request({ op: 'diagnostics', uri, text: first });
    // The first one takes the large-compile slot: sent at once, the second could reach it first
    // (both start on a thread of their own) and be stopped in its compile rather than before it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const abort = new AbortController();
    const cancelledAnswer = h.engine.request(
      { op: 'diagnostics', uri, text: cancelled },
      { signal: abort.signal },
    );
    abort.abort();
    expect(await cancelledAnswer).toEqual({
      error: { kind: 'internal', message: 'engine request cancelled' },
    });
    expect((await firstAnswer).result).toEqual({ uri, diagnostics: [] });
    // The cancelled one gave its turn up (it waited for the large-compile slot, or for a thread).
    expect((await stats()).stoppedBeforeCompile).toBe(before + 1);
    // Asked again without a cancel, it is compiled and answered.
    const again = await h.engine.request({ op: 'diagnostics', uri, text: cancelled });
    expect(again.result).toEqual({ uri, diagnostics: [] });
  });
});
