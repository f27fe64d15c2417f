// The protocol writer's backpressure and failure reports (docs/server.md §2 lines out; the server stops
// reading stdin while stdout is full).
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ProtocolWriter } from './protocolWriter';
import { guardStdout } from './stdoutGuard';

/** A stdout whose reader takes a chunk only when told to. */
function slowStdout(highWaterMark: number) {
  const written: string[] = [];
  const pending: (() => void)[] = [];
  const stdout = new Writable({
    highWaterMark,
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      pending.push(done);
    },
  });
  const drainOne = () => pending.shift()?.();
  return { stdout, written, drainOne };
}

function writerOn(stdout: Writable) {
  const events: string[] = [];
  const writer = new ProtocolWriter(
    stdout,
    guardStdout({ stdout, stderr: new Writable({ write: (_c, _e, d) => d() }) }),
    {
      blocked: (isBlocked) => events.push(isBlocked ? 'blocked' : 'unblocked'),
      broken: (error) => events.push(`broken ${error.message}`),
    },
  );
  return { writer, events };
}

describe('ProtocolWriter', () => {
  it('writes one message per line', () => {
    const { stdout, written, drainOne } = slowStdout(1024);
    const { writer } = writerOn(stdout);
    writer.writeLine('{"a":1}');
    drainOne();
    writer.writeLine('{"b":2}');
    expect(written).toEqual(['{"a":1}\n', '{"b":2}\n']);
  });

  it('reports blocked when stdout is full and unblocked once it drained, once each', async () => {
    const { stdout, drainOne } = slowStdout(16);
    const { writer, events } = writerOn(stdout);
    writer.writeLine('x'.repeat(20));
    writer.writeLine('y'.repeat(20));
    expect(events).toEqual(['blocked']);
    drainOne();
    drainOne();
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['blocked', 'unblocked']);
  });

  it('flush waits until every line has left, or gives up after the timeout', async () => {
    const { stdout, drainOne } = slowStdout(1024);
    const { writer } = writerOn(stdout);
    writer.writeLine('{"a":1}');
    let flushed = false;
    const flushing = writer.flush(10_000).then(() => (flushed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(flushed).toBe(false);
    drainOne();
    drainOne();
    await flushing;
    const stuck = slowStdout(1024);
    const second = writerOn(stuck.stdout);
    second.writer.writeLine('never read');
    const started = Date.now();
    await second.writer.flush(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('reports a broken stdout once and writes nothing after it', async () => {
    let attempts = 0;
    const stdout = new Writable({
      write: (_chunk, _encoding, done) => {
        attempts++;
        done(new Error('EPIPE'));
      },
    });
    const { writer, events } = writerOn(stdout);
    writer.writeLine('{"a":1}');
    await new Promise((resolve) => setImmediate(resolve));
    writer.writeLine('{"b":2}');
    await new Promise((resolve) => setImmediate(resolve));
    expect(events.filter((e) => e.startsWith('broken'))).toEqual(['broken EPIPE']);
    expect(attempts).toBe(1);
  });
});
