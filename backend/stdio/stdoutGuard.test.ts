// docs/server.md §1: while serving, stray writes to stdout go to stderr; protocol lines go through the
// handle captured before the redirect; restore() puts stdout back.
import { Console } from 'node:console';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { guardStdout } from './stdoutGuard';

function streams() {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const text = (s: PassThrough) => String(s.read() ?? '');
  return { stdout, stderr, text };
}

describe('guardStdout', () => {
  it('sends console.log and direct writes to stderr, protocol lines to stdout', () => {
    const { stdout, stderr, text } = streams();
    const guard = guardStdout({ stdout, stderr });
    new Console(stdout).log('a library says hi');
    stdout.write('raw stray bytes\n');
    guard.writeProtocol('{"jsonrpc":"2.0","id":1,"result":{}}\n');
    expect(text(stdout)).toBe('{"jsonrpc":"2.0","id":1,"result":{}}\n');
    expect(text(stderr)).toBe('a library says hi\nraw stray bytes\n');
    guard.restore();
  });

  it('passes the callback of a redirected write on', async () => {
    const { stdout, stderr } = streams();
    const guard = guardStdout({ stdout, stderr });
    await new Promise<void>((resolve) => stdout.write('x', () => resolve()));
    guard.restore();
  });

  it('restores stdout exactly (the inherited write, no own property left)', () => {
    const { stdout, stderr, text } = streams();
    const inherited = stdout.write;
    const guard = guardStdout({ stdout, stderr });
    expect(stdout.write).not.toBe(inherited);
    guard.restore();
    guard.restore();
    expect(stdout.write).toBe(inherited);
    expect(Object.prototype.hasOwnProperty.call(stdout, 'write')).toBe(false);
    stdout.write('after\n');
    expect(text(stdout)).toBe('after\n');
    expect(text(stderr)).toBe('');
  });

  it('restores an own write function too', () => {
    const { stdout, stderr } = streams();
    const own = stdout.write.bind(stdout);
    stdout.write = own;
    guardStdout({ stdout, stderr }).restore();
    expect(stdout.write).toBe(own);
  });

  it('writes through when a wrapper installed after the guard outlives it', () => {
    const { stdout, stderr, text } = streams();
    const guard = guardStdout({ stdout, stderr });
    const guarded = stdout.write;
    stdout.write = ((...args: Parameters<typeof guarded>) => guarded.apply(stdout, args)) as typeof guarded;
    guard.restore();
    stdout.write('later\n');
    expect(text(stdout)).toBe('later\n');
    expect(text(stderr)).toBe('');
  });
});
