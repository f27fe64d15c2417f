// A bridged child's end (docs/any-server.md, "Stdio bridge"): closing the socket kills the child's
// whole process group (what it started too), and a child that ends by itself is reported with its
// exit code before the socket closes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BRIDGE_PROTOCOL, TOKEN_PROTOCOL_PREFIX, type BridgeControl } from '../../src/contracts';
import type { RunningBackend } from '../http/backendServer';
import { ServersConfig } from './serversConfig';
import { startTestBackend, TEST_TOKEN } from '../../test-support/everythingServer';
import { isAlive } from '../../test-support/processes';

/** Starts a grandchild that would outlive it, and says both pids on stdout. */
const PARENT = `
const kid = require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
process.stdout.write(JSON.stringify({ parent: process.pid, kid: kid.pid }) + '\\n');
setInterval(() => {}, 1000);`;
/** Writes a line, a line of bytes that are not UTF-8 ending in CRLF, and a stderr line, then exits 3. */
const QUITTER = `process.stdout.write('{"jsonrpc":"2.0","method":"bye"}\\n'); process.stdout.write(Buffer.from([0x61, 0xff, 0x0d, 0x0a])); process.stderr.write('leaving\\n'); process.exitCode = 3;`;

let backend: RunningBackend;
beforeAll(async () => {
  const node = (script: string) => ({ command: process.execPath, args: ['-e', script] });
  backend = await startTestBackend(
    ServersConfig.fromValue({ mcpServers: { parent: node(PARENT), quitter: node(QUITTER) } }, process.cwd()),
  );
});
afterAll(() => backend.close(100));

function open(name: string): {
  ws: WebSocket;
  frames: { binary: boolean; text: string; bytes: number[] }[];
  closed: Promise<number>;
} {
  const ws = new WebSocket(`ws://127.0.0.1:${backend.port}/api/bridge/${name}`, [
    BRIDGE_PROTOCOL,
    `${TOKEN_PROTOCOL_PREFIX}${TEST_TOKEN}`,
  ]);
  const frames: { binary: boolean; text: string; bytes: number[] }[] = [];
  ws.on('message', (data, binary) =>
    frames.push({ binary, text: String(data), bytes: [...(data as Buffer)] }),
  );
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return { ws, frames, closed };
}

describe('the end of a bridged child', () => {
  it('closing the socket kills the child and what it started (its process group)', async () => {
    const { ws, frames } = open('parent');
    await expect.poll(() => frames.some((f) => f.binary)).toBe(true);
    const pids = JSON.parse(frames.find((f) => f.binary)!.text) as { parent: number; kid: number };
    expect(isAlive(pids.parent) && isAlive(pids.kid)).toBe(true);
    ws.close();
    await expect.poll(() => isAlive(pids.parent) || isAlive(pids.kid), { timeout: 5_000 }).toBe(false);
  });

  it('a child that exits by itself: its lines byte for byte, its stderr, then exit with its code, then the close', async () => {
    const { frames, closed } = open('quitter');
    expect(await closed).toBe(1000);
    const controls = frames.filter((f) => !f.binary).map((f) => JSON.parse(f.text) as BridgeControl);
    const lines = frames.filter((f) => f.binary);
    expect(lines[0]?.text).toBe('{"jsonrpc":"2.0","method":"bye"}');
    // The `\n` removed, the `\r` kept, nothing decoded (docs/any-server.md, "Stdio bridge").
    expect(lines.slice(1).map((f) => f.bytes)).toEqual([[0x61, 0xff, 0x0d]]);
    expect(controls.map((c) => c.type)).toEqual(['started', 'stderr', 'exit']);
    expect(controls[1]).toEqual({ type: 'stderr', text: 'leaving' });
    expect(controls.at(-1)).toEqual({ type: 'exit', code: 3, signal: null });
  });

  it('a command that does not exist is said, and nothing is left running', async () => {
    const missing = await startTestBackend(
      ServersConfig.fromValue({ mcpServers: { ghost: { command: '/nonexistent/server' } } }, process.cwd()),
    );
    try {
      const ws = new WebSocket(`ws://127.0.0.1:${missing.port}/api/bridge/ghost`, [
        BRIDGE_PROTOCOL,
        `${TOKEN_PROTOCOL_PREFIX}${TEST_TOKEN}`,
      ]);
      const texts: string[] = [];
      ws.on('message', (data, binary) => {
        if (!binary) texts.push(String(data));
      });
      const code = await new Promise<number>((resolve) => ws.on('close', (c) => resolve(c)));
      expect(code).toBe(1011);
      expect(texts.map((t) => JSON.parse(t) as BridgeControl)).toEqual([
        { type: 'spawnError', message: '/nonexistent/server: ENOENT' },
      ]);
      await expect.poll(() => missing.bridge.sessions.size).toBe(0);
    } finally {
      await missing.close(100);
    }
  });
});
