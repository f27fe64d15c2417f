// The bridge's memory stays bounded whatever a child or a page does (docs/any-server.md,
// "Backpressure and memory"): measured, not assumed. Each child here misbehaves on purpose.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BRIDGE_PROTOCOL, TOKEN_PROTOCOL_PREFIX, type BridgeControl } from '../../src/contracts';
import type { RunningBackend } from '../http/backendServer';
import { DEFAULT_BRIDGE_LIMITS, type BridgeSession } from './bridgeSession';
import { ServersConfig } from './serversConfig';
import { startTestBackend, TEST_TOKEN } from '../../test-support/everythingServer';

const MiB = 1024 * 1024;
const FLOOD_MIB = 256;
/** What the backend's Buffer memory may grow by while a child floods it (GC runs when it likes). */
const BUFFER_GROWTH_BOUND = 64 * MiB;
/** 256 MiB without a newline, then one newline, written as fast as the pipe takes it. */
const NO_NEWLINE = `
const chunk = Buffer.alloc(1 << 20, 97); let left = 256;
const write = () => { while (left > 0) { left--; if (!process.stdout.write(chunk)) return process.stdout.once('drain', write); } process.stdout.write('\\n'); };
write(); setInterval(() => {}, 1000);`;
/** Lines of 64 KiB, forever. */
const FLOOD_LINES = `
const line = Buffer.concat([Buffer.alloc(65535, 98), Buffer.from('\\n')]);
const write = () => { while (process.stdout.write(line)); process.stdout.once('drain', write); };
write();`;
/** Never reads its stdin. */
const DEAF = `setInterval(() => {}, 1000);`;

const node = (script: string) => ({ command: process.execPath, args: ['-e', script] });
let backend: RunningBackend;
beforeAll(async () => {
  backend = await startTestBackend(
    ServersConfig.fromValue(
      { mcpServers: { noNewline: node(NO_NEWLINE), flood: node(FLOOD_LINES), deaf: node(DEAF) } },
      process.cwd(),
    ),
    // Pings often enough that a page dropped while its socket is paused is found within seconds
    // (pageHeartbeat.test.ts), and a silence long enough never to end a case while it measures.
    { pingIntervalMs: 1_000, deadAfterMs: 10_000 },
  );
});
afterAll(() => backend.close(100));
// Each case reads "the" session: the one before must be gone (its child and its socket).
afterEach(async () => {
  await expect.poll(() => backend.bridge.sessions.size, { timeout: 10_000 }).toBe(0);
});

function connect(name: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${backend.port}/api/bridge/${name}`, [
      BRIDGE_PROTOCOL,
      `${TOKEN_PROTOCOL_PREFIX}${TEST_TOKEN}`,
    ]);
    ws.on('open', () => resolve(ws));
    ws.on('error', reject);
  });
}

function session(): BridgeSession {
  const [only] = backend.bridge.sessions;
  if (only === undefined) throw new Error('no bridge session');
  return only;
}

/** Samples the backend while `until` is false: the peak of each bridge figure and of Buffer memory. */
async function peaks(until: () => boolean, ms: number) {
  const start = process.memoryUsage().arrayBuffers;
  const peak = { heldLineBytes: 0, socketBufferedBytes: 0, stdinPendingBytes: 0, arrayBuffersGrowth: 0 };
  const end = Date.now() + ms;
  while (!until() && Date.now() < end) {
    const stats = session().stats();
    peak.heldLineBytes = Math.max(peak.heldLineBytes, stats.heldLineBytes);
    peak.socketBufferedBytes = Math.max(peak.socketBufferedBytes, stats.socketBufferedBytes);
    peak.stdinPendingBytes = Math.max(peak.stdinPendingBytes, stats.stdinPendingBytes);
    peak.arrayBuffersGrowth = Math.max(peak.arrayBuffersGrowth, process.memoryUsage().arrayBuffers - start);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return peak;
}

describe('the bridge holds bounded memory', () => {
  it('a child writing 256 MiB without a newline: at most the held-line bound, then said as overlong', async () => {
    const ws = await connect('noNewline');
    const controls: BridgeControl[] = [];
    let lines = 0;
    ws.on('message', (data, isBinary) => {
      if (isBinary) lines++;
      else controls.push(JSON.parse(String(data)) as BridgeControl);
    });
    const overlong = () => controls.some((c) => c.type === 'overlong');
    const peak = await peaks(overlong, 20_000);
    ws.close();
    expect(controls.find((c) => c.type === 'overlong')).toEqual({
      type: 'overlong',
      bytes: FLOOD_MIB * MiB,
      limit: DEFAULT_BRIDGE_LIMITS.maxHeldLineBytes,
    });
    expect(lines).toBe(0);
    expect(peak.heldLineBytes).toBeLessThanOrEqual(DEFAULT_BRIDGE_LIMITS.maxHeldLineBytes);
    // 256 MiB went through; the backend's Buffers (the held line, and pipe chunks not yet collected)
    // stayed a fraction of it: a bridge that kept the line would have grown by all of it.
    expect(peak.arrayBuffersGrowth).toBeLessThan(BUFFER_GROWTH_BOUND);
  });

  it('a page that stops reading: the child is paused once the socket holds the high-water mark', async () => {
    const ws = await connect('flood');
    let received = 0;
    ws.on('message', (data: Buffer) => (received += data.length));
    await expect.poll(() => received).toBeGreaterThan(0);
    // The page stops reading its socket: TCP fills, then the bridge's send queue.
    ws.pause();
    const peak = await peaks(() => false, 1_500);
    expect(session().stats().stdoutPaused).toBe(true);
    expect(received).toBeGreaterThan(0);
    // The high-water mark plus the lines already in flight when it was crossed.
    expect(peak.socketBufferedBytes).toBeLessThan(DEFAULT_BRIDGE_LIMITS.socketHighWater + 2 * MiB);
    expect(peak.arrayBuffersGrowth).toBeLessThan(BUFFER_GROWTH_BOUND);
    ws.resume();
    ws.close();
  });

  it('a child that never reads its stdin: the bridge stops reading the page, its queue stays small', async () => {
    const ws = await connect('deaf');
    const line = Buffer.alloc(MiB, 99);
    let sent = 0;
    // 64 MiB of lines offered; the page's own socket queue takes what the bridge does not read.
    for (let i = 0; i < 64; i++) {
      ws.send(line, { binary: true });
      sent += line.length;
    }
    const peak = await peaks(() => false, 1_500);
    expect(session().stats().socketPaused).toBe(true);
    expect(sent).toBe(64 * MiB);
    expect(peak.stdinPendingBytes).toBeLessThan(4 * MiB);
    ws.terminate();
  });
});
