// A client that stops reading its answers (docs/server.md §1–§2 over stdio): the server must not pile
// answers up in memory. When stdout is full it stops reading stdin, so the client's own writes back
// up; once the client reads again, every request is answered, in order.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, GroovymcpChild } from './testing/groovymcpChild';

const PINGS = 200_000; // ~9 MB of requests, ~7 MB of answers
const MAX_GROWTH_KB = 50 * 1024;
/** A few stdin chunks plus the pipe buffers: far below the 9 MB sent. */
const MAX_READ_WHILE_BLOCKED = 1024 * 1024;

/** Bytes the process has read so far (all descriptors), from /proc. */
function bytesRead(pid: number): number {
  return Number(/^rchar: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))![1]);
}

let child: GroovymcpChild;
beforeAll(async () => {
  child = new GroovymcpChild();
  await child.initialize();
});
afterAll(() => child.stop());

describe('a client that does not read stdout', () => {
  it('makes the server stop reading; everything is answered once it reads again', async () => {
    await child.request('ping');
    const baseline = child.rssKb();
    const answered = child.received.length;
    child.process.stdout!.pause();
    const readBefore = bytesRead(child.pid);

    const lines: string[] = [];
    for (let i = 0; i < PINGS; i++) lines.push(`{"jsonrpc":"2.0","id":"p${i}","method":"ping"}\n`);
    const requests = lines.join('');
    const written = child.write(requests);

    // The server reads a little, fills its stdout, stops reading: the rest stays with us.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(child.process.stdin!.writableLength).toBeGreaterThan(0);
    expect(bytesRead(child.pid) - readBefore).toBeLessThan(MAX_READ_WHILE_BLOCKED);
    expect(child.rssKb() - baseline).toBeLessThan(MAX_GROWTH_KB);

    child.process.stdout!.resume();
    await written;
    await eventually(() => (child.received.length - answered >= PINGS ? true : undefined), 60_000);
    const ids = child.received.slice(answered).map((r) => r.message.id);
    expect(ids[0]).toBe('p0');
    expect(ids.at(-1)).toBe(`p${PINGS - 1}`);
    expect(new Set(ids).size).toBe(PINGS);
    expect(child.impure).toEqual([]);
  });
});
