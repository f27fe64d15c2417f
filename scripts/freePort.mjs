// A TCP port nothing listens on now (the OS picks it; closed again before it is used): the one
// helper for the plain-node scripts (e2e.mjs, hosted-sim.mjs) and, through test-support/processes.ts,
// for the tests and benches.
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
