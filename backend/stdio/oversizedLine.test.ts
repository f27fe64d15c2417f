// docs/server.md §2: an oversized line is answered -32600 (id null) and discarded without buffering it
// whole. A 100 MiB line is streamed into the real bin/groovymcp while its resident memory is
// sampled from /proc; it must not grow by more than 50 MB, and the next request is answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateServerMessage } from '../../test-support/mcpSchemas';
import { GroovymcpChild } from './testing/groovymcpChild';

const MiB = 1024 * 1024;
const LINE_MIB = 100;
const MAX_GROWTH_KB = 50 * 1024;

let child: GroovymcpChild;
beforeAll(async () => {
  child = new GroovymcpChild();
  await child.initialize();
});
afterAll(() => child.stop());

describe('a line of 100 MiB', () => {
  it('is rejected with -32600 and id null while memory stays flat; the session goes on', async () => {
    await child.request('ping');
    const baseline = child.rssKb();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, child.rssKb())), 10);
    try {
      const answer = child.next((m) => m.id === null);
      await child.write('{"jsonrpc":"2.0","id":"big","method":"ping","params":{"pad":"');
      const chunk = Buffer.alloc(MiB, 'x');
      for (let i = 0; i < LINE_MIB; i++) await child.write(chunk);
      await child.write('"}}\n');
      expect((await answer).error).toMatchObject({ code: -32600 });
      peak = Math.max(peak, child.rssKb());
    } finally {
      clearInterval(sampler);
    }
    expect(peak - baseline).toBeLessThan(MAX_GROWTH_KB);
    expect((await child.request('ping')).result).toEqual({});
    expect(child.received.some((r) => r.message.id === 'big')).toBe(false);
  });

  it('every message was valid JSON-RPC for the revision', async () => {
    expect(await child.closeStdin()).toEqual({ code: 0, signal: null });
    expect(child.impure).toEqual([]);
    const problems = child.received.flatMap(({ message, method }) =>
      validateServerMessage('2025-11-25', message, 'error' in message ? undefined : method),
    );
    expect(problems).toEqual([]);
  });
});
