// stdout is the protocol stream and nothing else (docs/server.md §1). While serving, every other write
// to `process.stdout` (a library's console.log, a stray print) goes to stderr instead; protocol
// lines go through the write function captured here before the redirect. `restore()` puts stdout
// back as it was. Writes that bypass the stream (fs.writeSync(1, …)) cannot be caught this way;
// nothing in this process makes them.

export interface GuardedStreams {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export interface StdoutGuard {
  /** Writes to the real stdout; returns false when its buffer is full (wait for 'drain'). */
  writeProtocol(chunk: string, done?: (error?: Error | null) => void): boolean;
  /** Puts stdout's own write back. Idempotent. */
  restore(): void;
}

type WriteFunction = NodeJS.WritableStream['write'];

export function guardStdout({ stdout, stderr }: GuardedStreams): StdoutGuard {
  const ownWrite = Object.prototype.hasOwnProperty.call(stdout, 'write');
  const original = stdout.write as (...args: unknown[]) => boolean;
  let restored = false;
  const redirect = function (this: unknown, ...args: unknown[]): boolean {
    // After restore() a wrapper someone put around ours may still call us: write through then.
    return restored
      ? original.apply(stdout, args)
      : (stderr.write as (...a: unknown[]) => boolean).apply(stderr, args);
  };
  stdout.write = redirect as WriteFunction;
  return {
    writeProtocol(chunk, done) {
      return original.call(stdout, chunk, done);
    },
    restore() {
      if (restored) return;
      restored = true;
      if (stdout.write !== (redirect as WriteFunction)) return;
      if (ownWrite) stdout.write = original as WriteFunction;
      else delete (stdout as { write?: WriteFunction }).write;
    },
  };
}
