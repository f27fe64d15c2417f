// Clients of the stdio bridge for its lifetime and limit tests (docs/any-server.md, "Stdio bridge"):
// a `ws` page that records what the bridge says, and a raw TCP page that speaks just enough
// WebSocket to start a child and then misbehaves (never pongs, drops without a close, resets).
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import WebSocket from 'ws';
import {
  BRIDGE_PROTOCOL,
  PAGE_PROTOCOL_PREFIX,
  TOKEN_PROTOCOL_PREFIX,
  type BridgeControl,
} from '../src/contracts';
import { TEST_TOKEN } from './everythingServer';

function protocols(pageId: string | undefined): string[] {
  const offered = [BRIDGE_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${TEST_TOKEN}`];
  return pageId === undefined ? offered : [...offered, `${PAGE_PROTOCOL_PREFIX}${pageId}`];
}

export interface BridgePage {
  readonly ws: WebSocket;
  readonly controls: BridgeControl[];
  /** The first control frame: `started`, or `spawnError`. */
  readonly first: Promise<BridgeControl>;
  readonly closed: Promise<{ code: number; reason: string }>;
}

export function openBridgePage(
  port: number,
  name: string,
  options: { pageId?: string; autoPong?: boolean } = {},
): BridgePage {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/bridge/${name}`, protocols(options.pageId), {
    autoPong: options.autoPong ?? true,
  });
  const controls: BridgeControl[] = [];
  const first = new Promise<BridgeControl>((resolve) =>
    ws.on('message', (data, binary) => {
      if (binary) return;
      controls.push(JSON.parse(String(data)) as BridgeControl);
      resolve(controls[0]!);
    }),
  );
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return { ws, controls, first, closed };
}

/**
 * One binary frame, masked as a client's must be (RFC 6455 §5.3), with the key 0: the bridge
 * unmasks it all the same, and a test page can send MiBs without a byte-by-byte loop.
 */
function binaryFrame(payload: Buffer): Buffer {
  const length =
    payload.length < 126
      ? Buffer.from([payload.length | 0x80])
      : payload.length < 65536
        ? Buffer.from([126 | 0x80, payload.length >> 8, payload.length & 0xff])
        : Buffer.concat([Buffer.from([127 | 0x80]), bigEndian64(payload.length)]);
  return Buffer.concat([Buffer.from([0x82]), length, Buffer.alloc(4), payload]);
}

function bigEndian64(n: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(n));
  return bytes;
}

export interface RawBridgePage {
  readonly socket: Socket;
  /** Resolves once the bridge answered 101; everything after is read and ignored (no pong, ever). */
  readonly upgraded: Promise<void>;
  readonly closed: Promise<void>;
  sendLine(payload: Buffer): boolean;
}

/** A page that upgrades, then never answers a ping: what a dead network looks like from the bridge. */
export function openRawBridgePage(port: number, name: string): RawBridgePage {
  const socket = connect(port, '127.0.0.1');
  socket.write(
    `GET /api/bridge/${name} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\n` +
      `Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
      `Sec-WebSocket-Protocol: ${protocols(undefined).join(', ')}\r\n\r\n`,
  );
  let head = '';
  const upgraded = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      if (head.startsWith('HTTP/1.1 101')) resolve();
      else reject(new Error(`no upgrade: ${head.split('\r\n', 1)[0]}`));
      // Keep reading (so the bridge's writes go through) but never answer anything.
      socket.on('data', () => undefined);
    };
    socket.on('data', onData);
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, upgraded, closed, sendLine: (payload) => socket.write(binaryFrame(payload)) };
}
