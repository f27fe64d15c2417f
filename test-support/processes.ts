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

export { freePort } from '../scripts/freePort.mjs';
