// A bridged child never outlives its page (docs/any-server.md, "When the page goes away"), whatever
// the bridge was doing when the page went: reading the socket, or not reading it because the child
// does not read its stdin (backpressure). Real children, a real backend with short timers; every
// wait is for an event, bounded by the test's timeout.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../http/backendServer';
import type { BridgeSession } from './bridgeSession';
import { ServersConfig } from './serversConfig';
import { startTestBackend } from '../../test-support/everythingServer';
import { openBridgePage, openRawBridgePage, type RawBridgePage } from '../../test-support/bridgeClients';
import { isAlive } from '../../test-support/processes';

const MiB = 1024 * 1024;
// Short, but long enough for a raw page (which never pongs) to fill the socket before it is found silent.
const TIMES = { pingIntervalMs: 50, deadAfterMs: 1_000 };
/** docs/any-server.md: SIGKILL comes 2 s after SIGTERM. */
const KILL_GRACE_MS = 2_000;

/** Never reads its stdin; notes each SIGTERM (with the time) in the file it is given, and ignores it. */
const STUBBORN = `
process.on('SIGTERM', () => require('fs').appendFileSync(process.argv[1], Date.now() + '\\n'));
process.stderr.write('ready\\n');
setInterval(() => {}, 1000);`;
/** Reads its stdin slowly (a pipe's worth, then a pause), and says each 10 lines on stderr. */
const SLOW = `
let lines = 0;
process.stdin.on('data', (chunk) => {
  for (const byte of chunk) if (byte === 10 && ++lines % 10 === 0) process.stderr.write('took ' + lines + '\\n');
  process.stdin.pause();
  setTimeout(() => process.stdin.resume(), 25);
});`;
/** Never reads its stdin; SIGTERM ends it. */
const DEAF = `process.stderr.write('ready\\n'); setInterval(() => {}, 1000);`;

let backend: RunningBackend;
/**
 * Pings as often, but a silence or stall bound no case reaches: what ends a child there is the
 * socket's own end. A FIN on a socket that is not read is never seen: a ping written after it fails
 * (the page answers it with a reset), and that ends the socket.
 */
let patient: RunningBackend;
let dir: string;
const marker = (): string => join(dir, 'sigterm');
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bridge-heartbeat-'));
  const node = (script: string, ...args: string[]) => ({
    command: process.execPath,
    args: ['-e', script, ...args],
  });
  const config = ServersConfig.fromValue(
    { mcpServers: { stubborn: node(STUBBORN, marker()), deaf: node(DEAF), slow: node(SLOW) } },
    process.cwd(),
  );
  backend = await startTestBackend(config, TIMES);
  patient = await startTestBackend(config, { pingIntervalMs: TIMES.pingIntervalMs, deadAfterMs: 600_000 });
});
afterAll(async () => {
  await Promise.all([backend.close(100), patient.close(100)]);
  rmSync(dir, { recursive: true, force: true });
});

// A case that failed must not leave its child to the next one.
afterEach(async () => {
  const left = [...backend.bridge.sessions, ...patient.bridge.sessions];
  for (const session of left) {
    session.kill();
    session.dropSocket();
  }
  await Promise.all(left.map((session) => session.gone));
});

function onlySession(of = backend): BridgeSession {
  const sessions = [...of.bridge.sessions];
  if (sessions.length !== 1) throw new Error(`${sessions.length} bridge sessions, not one`);
  return sessions[0]!;
}

/** A page that speaks raw TCP (never pongs), bridged to the deaf child, and its session. */
async function rawPageOfDeaf(of = backend): Promise<{ page: RawBridgePage; session: BridgeSession }> {
  const page = openRawBridgePage(of.port, 'deaf');
  await page.upgraded;
  await expect.poll(() => of.bridge.sessions.size).toBe(1);
  return { page, session: onlySession(of) };
}

/** Lines of 1 MiB until the bridge stops reading the socket (the child's stdin is full). */
async function fillUntilPaused(session: BridgeSession, send: (line: Buffer) => void): Promise<void> {
  const line = Buffer.alloc(MiB, 0x61);
  for (let i = 0; i < 8; i++) send(line);
  await expect.poll(() => session.stats().socketPaused, { timeout: 5_000 }).toBe(true);
}

describe('the page goes away while the bridge does not read its socket', () => {
  it('the reproduction: a child that never reads stdin, the page fills, then closes: SIGTERM, SIGKILL 2 s later, the socket gone', async () => {
    const page = openBridgePage(backend.port, 'stubborn');
    await expect.poll(() => page.controls.some((c) => c.type === 'stderr')).toBe(true);
    const session = onlySession();
    const pid = session.pid!;
    await fillUntilPaused(session, (line) => page.ws.send(line));
    page.ws.close();

    const end = await session.ended;
    const ended = Date.now();
    expect(end).toEqual({ code: null, signal: 'SIGKILL' });
    expect(isAlive(pid)).toBe(false);
    // It was asked first, and killed only after the grace (a lower bound: timers never fire early).
    const terms = readFileSync(marker(), 'utf8').trim().split('\n').map(Number);
    expect(terms).toHaveLength(1);
    expect(ended - terms[0]!).toBeGreaterThanOrEqual(KILL_GRACE_MS - 100);
    await session.gone;
    await page.closed;
    expect(backend.bridge.sessions.size).toBe(0);
  }, 20_000);

  it.each([
    ['a TCP reset', (socket: Socket) => socket.resetAndDestroy()],
    ['a socket destroyed without a close frame', (socket: Socket) => socket.destroy()],
  ])('%s: the child ends at once, the socket goes', async (_, drop) => {
    const { page, session } = await rawPageOfDeaf(patient);
    await fillUntilPaused(session, (line) => page.sendLine(line));
    drop(page.socket);
    expect(await session.ended).toEqual({ code: null, signal: 'SIGTERM' });
    await session.gone;
    expect(patient.bridge.sessions.size).toBe(0);
  });

  it('a page still there is told why: the child took nothing for the timeout, the close says so', async () => {
    const page = openBridgePage(backend.port, 'deaf');
    await page.first;
    const session = onlySession();
    await fillUntilPaused(session, (line) => page.ws.send(line));
    expect(await page.closed).toEqual({
      code: 1011,
      reason: `the server took nothing from its stdin for ${TIMES.deadAfterMs / 1000} s: the bridge ended it`,
    });
    expect(page.controls.at(-1)).toEqual({ type: 'exit', code: null, signal: 'SIGTERM' });
    await session.gone;
  });
});

describe('a page that is there is not taken for gone', () => {
  it('a child that reads slowly, line after line, keeps running past the paused bound', async () => {
    const page = openBridgePage(backend.port, 'slow');
    await page.first;
    const session = onlySession();
    let closed = false;
    void page.closed.then(() => (closed = true));
    // Each line takes the child a few hundred ms; ten of them, more than the bound in all.
    const line = Buffer.alloc(512 * 1024, 0x62);
    for (let i = 0; i < 10; i++) page.ws.send(line);
    const took = () => page.controls.some((c) => c.type === 'stderr' && c.text === 'took 10');
    await expect.poll(() => closed || took(), { timeout: 20_000 }).toBe(true);
    expect(closed).toBe(false);
    expect(isAlive(session.pid!)).toBe(true);
    page.ws.close();
    await session.gone;
  });
});

describe('the page goes away while the bridge reads its socket', () => {
  it('a socket destroyed without a close frame: the child ends', async () => {
    const { page, session } = await rawPageOfDeaf();
    page.socket.destroy();
    expect(await session.ended).toEqual({ code: null, signal: 'SIGTERM' });
    await session.gone;
  });

  it('a page that never answers a ping (a network gone without a FIN): ended after the ping timeout', async () => {
    const { page, session } = await rawPageOfDeaf();
    expect(await session.ended).toEqual({ code: null, signal: 'SIGTERM' });
    // The bridge dropped the socket: the page sees its end.
    await page.closed;
    await session.gone;
  });

  it('a page that answers pings keeps its child, ping after ping past the timeout', async () => {
    const page = openBridgePage(backend.port, 'deaf');
    await page.first;
    const session = onlySession();
    let pings = 0;
    let closed = false;
    page.ws.on('ping', () => pings++);
    void page.closed.then(() => (closed = true));
    // Pings spanning three timeouts: a heartbeat that ignored pongs would have ended it by then.
    const enough = (3 * TIMES.deadAfterMs) / TIMES.pingIntervalMs;
    await expect.poll(() => closed || pings >= enough, { timeout: 10_000 }).toBe(true);
    expect(closed).toBe(false);
    expect(isAlive(session.pid!)).toBe(true);
    expect(backend.bridge.sessions.size).toBe(1);
    page.ws.close();
    await session.gone;
  });
});
