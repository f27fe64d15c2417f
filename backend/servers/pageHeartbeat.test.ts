// A bridged child never outlives its page (docs/any-server.md, "When the page goes away"), whatever
// the bridge was doing when the page went: reading the socket, or not reading it because the child
// does not read its stdin (backpressure). Real children, a real backend with short timers; every
// wait is for an event, bounded by the test's timeout.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../http/backendServer';
import type { BridgeSession } from './bridgeSession';
import { ServersConfig } from './serversConfig';
import { startTestBackend } from '../../test-support/everythingServer';
import { openBridgePage, openRawBridgePage } from '../../test-support/bridgeClients';
import { isAlive } from '../../test-support/processes';

const MiB = 1024 * 1024;
const TIMES = { pingIntervalMs: 50, deadAfterMs: 400 };
/** docs/any-server.md: SIGKILL comes 2 s after SIGTERM. */
const KILL_GRACE_MS = 2_000;

/** Never reads its stdin; notes each SIGTERM (with the time) in the file it is given, and ignores it. */
const STUBBORN = `
process.on('SIGTERM', () => require('fs').appendFileSync(process.argv[1], Date.now() + '\\n'));
process.stderr.write('ready\\n');
setInterval(() => {}, 1000);`;
/** Never reads its stdin; SIGTERM ends it. */
const DEAF = `process.stderr.write('ready\\n'); setInterval(() => {}, 1000);`;

let backend: RunningBackend;
let dir: string;
const marker = (): string => join(dir, 'sigterm');
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bridge-heartbeat-'));
  const node = (script: string, ...args: string[]) => ({ command: process.execPath, args: ['-e', script, ...args] });
  backend = await startTestBackend(
    ServersConfig.fromValue(
      { mcpServers: { stubborn: node(STUBBORN, marker()), deaf: node(DEAF) } },
      process.cwd(),
    ),
    TIMES,
  );
});
afterAll(async () => {
  await backend.close(100);
  rmSync(dir, { recursive: true, force: true });
});

function onlySession(): BridgeSession {
  const sessions = [...backend.bridge.sessions];
  if (sessions.length !== 1) throw new Error(`${sessions.length} bridge sessions, not one`);
  return sessions[0]!;
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

  it('a TCP reset: the next ping fails and the child ends', async () => {
    const page = openRawBridgePage(backend.port, 'deaf');
    await page.upgraded;
    await expect.poll(() => backend.bridge.sessions.size).toBe(1);
    const session = onlySession();
    await fillUntilPaused(session, (line) => page.sendLine(line));
    page.socket.resetAndDestroy();
    expect(await session.ended).toEqual({ code: null, signal: 'SIGTERM' });
    await session.gone;
    expect(backend.bridge.sessions.size).toBe(0);
  });

  it('a socket destroyed without a close frame: the child ends', async () => {
    const page = openRawBridgePage(backend.port, 'deaf');
    await page.upgraded;
    await expect.poll(() => backend.bridge.sessions.size).toBe(1);
    const session = onlySession();
    await fillUntilPaused(session, (line) => page.sendLine(line));
    page.socket.destroy();
    expect(await session.ended).toEqual({ code: null, signal: 'SIGTERM' });
    await session.gone;
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

describe('the page goes away while the bridge reads its socket', () => {
  it('a socket destroyed without a close frame: the child ends', async () => {
    const page = openRawBridgePage(backend.port, 'deaf');
    await page.upgraded;
    await expect.poll(() => backend.bridge.sessions.size).toBe(1);
    const session = onlySession();
    page.socket.destroy();
    expect(await session.ended).toEqual({ code: null, signal: 'SIGTERM' });
    await session.gone;
  });

  it('a page that never answers a ping (a network gone without a FIN): ended after the ping timeout', async () => {
    const page = openRawBridgePage(backend.port, 'deaf');
    await page.upgraded;
    await expect.poll(() => backend.bridge.sessions.size).toBe(1);
    const session = onlySession();
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
    page.ws.on('ping', () => pings++);
    // Pings spanning three timeouts: a heartbeat that ignored pongs would have ended it by now.
    const enough = (3 * TIMES.deadAfterMs) / TIMES.pingIntervalMs;
    await expect.poll(() => pings, { timeout: 10_000 }).toBeGreaterThanOrEqual(enough);
    expect(isAlive(session.pid!)).toBe(true);
    expect(backend.bridge.sessions.size).toBe(1);
    page.ws.close();
    await session.gone;
  });
});
