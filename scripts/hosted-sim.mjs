// The hosted-mode scale simulation (docs/hosted.md, "Scale simulation"): three hosted replicas on
// loopback (`npm start -- --hosted 127.0.0.1:PORT --engines 1`, one session secret, one built app)
// behind Debian's HAProxy, round robin with no stickiness and health checks on /api/ready, as a
// Kubernetes Service spreads requests over interchangeable pods. `node scripts/hosted-sim.mjs`
// prints the front URL and stops everything on SIGINT/SIGTERM; `npm run bench:hosted` and the
// tests import startHostedSim, which also kills or restarts a replica on demand.
//
// Each replica and HAProxy runs in a process group of its own, so a kill takes a replica's JVM
// with it and a stop leaves no JVM or haproxy behind.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { freePort } from './freePort.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findHaproxy, haproxyConfig, replicaStates } from './haproxyConfig.mjs';
import { buildApp, buildState } from './start.mjs';

export { findHaproxy };

const repo = fileURLToPath(new URL('..', import.meta.url));
const READY_TIMEOUT_MS = 180_000;
const STOP_GRACE_MS = 10_000;
/** Settings of the environment that would change what a replica is: each gets its own below. */
const NOT_PASSED = ['PORT', 'GROOVYMCP_TOKEN', 'GROOVYMCP_SERVERS', 'GROOVYMCP_SESSION_SECRET_FILE'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A child in a process group of its own; `tail` keeps its last lines of output for error messages. */
function startGroup(command, args, env, name, log) {
  const child = spawn(command, args, { cwd: repo, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      log(`${name} │ ${line}`);
    });
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const running = () => child.exitCode === null && child.signalCode === null;
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is gone already
    }
  };
  return { child, tail, exited, running, killGroup };
}

async function untilReady(url, group, what) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!group.running()) throw new Error(`${what} exited: ${group.tail.join('\n')}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${what} not ready within ${READY_TIMEOUT_MS / 1000} s: ${group.tail.join('\n')}`);
}

/** Stops one group: SIGTERM to its leader (a replica drains and closes its JVM), SIGKILL after a grace. */
async function stopGroup(group) {
  if (group.running()) {
    group.child.kill('SIGTERM');
    const timer = setTimeout(() => group.killGroup('SIGKILL'), STOP_GRACE_MS);
    await group.exited;
    clearTimeout(timer);
  }
  group.killGroup('SIGKILL'); // anything of the group that outlived its leader
}

/** The built app to serve: GROOVYMCP_DIST, else dist/, built first when it is missing or stale. */
function distDir(env, log) {
  if (env.GROOVYMCP_DIST) return env.GROOVYMCP_DIST;
  if (buildState(repo) !== 'fresh') {
    log('hosted-sim: building the app once for every replica (vite build)…');
    if (!buildApp(repo)) throw new Error('vite build failed');
  }
  return join(repo, 'dist');
}

/**
 * Starts `replicas` hosted replicas and HAProxy in front; resolves once every replica is ready and
 * the front answers. `env` adds to (or overrides) what every replica gets, e.g. quota settings.
 */
export async function startHostedSim({ replicas = 3, frontPort = 0, env = {}, log = () => {} } = {}) {
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error('haproxy is not installed: run scripts/setup-hosted-sim.sh');
  const base = { ...process.env };
  for (const name of NOT_PASSED) delete base[name];
  const replicaEnv = {
    ...base,
    GROOVYMCP_DIST: distDir(process.env, log),
    GROOVYMCP_SESSION_SECRET: randomBytes(32).toString('hex'),
    ...env,
  };
  const dir = mkdtempSync(join(tmpdir(), 'groovymcp-hosted-sim-'));
  const ports = [];
  for (let i = 0; i < replicas; i++) ports.push(await freePort());
  const front = frontPort || (await freePort());
  const statsSocket = join(dir, 'haproxy.sock');
  const groups = new Array(replicas);
  let proxy;
  // Whatever way this process ends, no replica, JVM or haproxy stays behind.
  const killAll = () => [...groups, proxy].forEach((group) => group?.killGroup('SIGKILL'));
  process.once('exit', killAll);

  const startReplica = async (i) => {
    const args = ['scripts/start.mjs', '--hosted', `127.0.0.1:${ports[i]}`, '--engines', '1'];
    groups[i] = startGroup(process.execPath, args, replicaEnv, `r${i + 1}`, log);
    await untilReady(`http://127.0.0.1:${ports[i]}/api/ready`, groups[i], `replica r${i + 1}`);
  };
  const states = () =>
    new Promise((resolve, reject) => {
      const socket = connect(statsSocket, () => socket.end('show stat\n'));
      let csv = '';
      socket.setEncoding('utf8').on('data', (text) => (csv += text));
      socket.on('end', () => resolve(replicaStates(csv)));
      socket.on('error', reject);
    });
  const untilState = async (i, wanted) => {
    const deadline = Date.now() + 30_000;
    while ((await states())[`r${i + 1}`] !== wanted) {
      if (Date.now() > deadline) throw new Error(`HAProxy never saw r${i + 1} ${wanted}`);
      await sleep(100);
    }
  };
  const stop = async () => {
    process.removeListener('exit', killAll);
    await Promise.all([...groups, proxy].filter(Boolean).map(stopGroup));
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // A replica that dies while it starts (a port another process took in the meantime, say) gets
    // one more try on another port; a second failure is the answer.
    const startOnce = (i) =>
      startReplica(i).catch(async (error) => {
        log(`hosted-sim: r${i + 1} did not start (${error.message.split('\n')[0]}); once more`);
        await stopGroup(groups[i]);
        ports[i] = await freePort();
        await startReplica(i);
      });
    await Promise.all(ports.map((_, i) => startOnce(i)));
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig({ frontPort: front, replicaPorts: ports, statsSocket }));
    proxy = startGroup(haproxy, ['-db', '-f', config], process.env, 'haproxy', log);
    await untilReady(`http://127.0.0.1:${front}/api/ready`, proxy, 'haproxy');
    for (let i = 0; i < replicas; i++) await untilState(i, 'UP');
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${front}/`,
    replicaUrls: ports.map((port) => `http://127.0.0.1:${port}/`),
    /** Process ids of each replica's node and of haproxy (each the leader of its group). */
    pids: () => ({ replicas: groups.map((group) => group.child.pid), haproxy: proxy.child.pid }),
    /** HAProxy's view of each replica: `{r1: 'UP', r2: 'DOWN', …}`. */
    states,
    /** SIGKILL to replica `i`'s group (node and JVM at once, as a crashed pod); resolves once it is gone. */
    async killReplica(i) {
      groups[i].killGroup('SIGKILL');
      await groups[i].exited;
    },
    /** Starts replica `i` again on its port; resolves once HAProxy sends it requests again. */
    async restartReplica(i) {
      if (groups[i].running()) throw new Error(`replica r${i + 1} is running`);
      await startReplica(i);
      await untilState(i, 'UP');
    },
    /** Waits until HAProxy has taken replica `i` out (its checks failed) or put it back. */
    untilState,
    stop,
  };
}

async function main() {
  const option = (name, fallback) => {
    const at = process.argv.indexOf(name);
    return at === -1 ? fallback : Number(process.argv[at + 1]);
  };
  const log = (line) => process.stderr.write(`${line}\n`);
  const sim = await startHostedSim({
    replicas: option('--replicas', 3),
    frontPort: option('--port', 0),
    log,
  });
  process.stdout.write(`groovymcp hosted simulation: ${sim.url}\n`);
  log(`replicas: ${sim.replicaUrls.join(' ')}; type "kill N", "restart N" or "status"`);
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    log(`hosted-sim: ${signal}, stopping the replicas and haproxy`);
    void sim.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  createInterface({ input: process.stdin }).on('line', (line) => {
    const [command, n] = line.trim().split(/\s+/);
    const i = Number(n) - 1;
    const done = (what) =>
      what.then(
        () => sim.states().then((s) => log(JSON.stringify(s))),
        (error) => log(`hosted-sim: ${error.message}`),
      );
    if (command === 'kill' && sim.replicaUrls[i])
      void done(sim.killReplica(i).then(() => sim.untilState(i, 'DOWN')));
    else if (command === 'restart' && sim.replicaUrls[i]) void done(sim.restartReplica(i));
    else if (command === 'status') void done(Promise.resolve());
    else if (command) log('hosted-sim: "kill N", "restart N" or "status"');
  });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    process.stderr.write(`hosted-sim: ${error.message}\n`);
    process.exit(1);
  });
}
