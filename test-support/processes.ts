import { createServer } from 'node:net';

// Processes and ports for tests and benches. Whether a process still exists, for tests that check a server and its JVM are gone after a stop.
// Signal 0 tests for existence without sending anything.
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A TCP port nothing listens on now (the OS picks it; closed again before it is used). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
