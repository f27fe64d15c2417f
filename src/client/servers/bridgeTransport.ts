// A LineTransport to a configured stdio server through the backend's bridge (docs/any-server.md,
// "Stdio bridge"). The socket opens on the first line sent, so choosing a server starts nothing;
// a reset stops the child (the bridge reports its exit, then closes) and the next line starts a
// fresh child. Binary frames are MCP lines both ways (the child's exact bytes, decoded as UTF-8 like
// any stdio client does); text frames are the bridge's own messages, which go to the Server log,
// never to Traffic.
import {
  BRIDGE_PATH,
  BRIDGE_PROTOCOL,
  PAGE_PROTOCOL_PREFIX,
  TOKEN_PROTOCOL_PREFIX,
  type BridgeCommand,
  type BridgeControl,
} from '../../contracts/serverBridge';
import type { LineTransport } from '../connection/lineTransport';
import type { ServerLog } from './serverLog';

/** The part of the DOM WebSocket this uses (Node tests pass `ws`'s class, which has the same shape). */
export interface WebSocketLike {
  binaryType: string;
  readonly readyState: number;
  readonly bufferedAmount: number;
  readonly protocol: string;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string | ArrayBufferView): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketFactory = (url: string, protocols: string[]) => WebSocketLike;

export interface BridgeTransportOptions {
  /** The page's base (`document.baseURI`); the socket goes to `api/bridge/<name>` under it. */
  baseUrl: string;
  name: string;
  token: string;
  log: ServerLog;
  webSocket?: WebSocketFactory;
  /** Tests stand for several pages in one process; a page uses its load's own id. */
  pageId?: string;
}

/** Unsent bytes above which `send` waits, so a flood from the page stays bounded in the page too. */
const SEND_HIGH_WATER = 1024 * 1024;
const OPEN = 1;
/** How long a reset waits for the child's exit to be reported before closing the socket itself. */
const STOP_WAIT_MS = 3_000;
const STOP: BridgeCommand = { type: 'stop' };

export class BridgeClosedError extends Error {
  override readonly name = 'BridgeClosedError';
  readonly kind = 'bridgeClosed';
}

/**
 * This page load's id, offered as `groovymcp.page.<id>` so the backend counts its bridged children
 * per page (docs/any-server.md, "Limits"). getRandomValues, not randomUUID: it needs no secure context.
 */
const PAGE_ID = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
  b.toString(16).padStart(2, '0'),
).join('');

const browserWebSocket: WebSocketFactory = (url, protocols) =>
  new WebSocket(url, protocols) as unknown as WebSocketLike;

export function bridgeUrl(baseUrl: string, name: string): string {
  const url = new URL(`${BRIDGE_PATH}${encodeURIComponent(name)}`, baseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

export function bridgeTransport(options: BridgeTransportOptions): LineTransport {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const connect = options.webSocket ?? browserWebSocket;
  let onLine: ((line: string) => void) | undefined;
  let socket: Promise<WebSocketLike> | undefined;

  /** Puts a control frame in the Server log; returns it for the opening socket to look at. */
  const control = (text: string): BridgeControl | undefined => {
    let message: BridgeControl;
    try {
      message = JSON.parse(text) as BridgeControl;
    } catch {
      options.log.add('error', `the bridge sent an unreadable message: ${text.slice(0, 200)}`);
      return undefined;
    }
    log(message);
    return message;
  };

  const log = (message: BridgeControl): void => {
    switch (message.type) {
      case 'stderr':
        return options.log.add('stderr', message.text);
      case 'started':
        return options.log.add('started', `${options.name} started (pid ${message.pid})`);
      case 'exit':
        return options.log.add(
          'exit',
          `${options.name} exited: ${message.signal === null ? `code ${message.code}` : `signal ${message.signal}`}`,
        );
      case 'spawnError':
        return options.log.add('error', `${options.name} did not start: ${message.message}`);
      case 'overlong':
        return options.log.add(
          'error',
          `${options.name} wrote a line of ${message.bytes} bytes without a newline within ${message.limit}: the bridge dropped it (the MCP cap is 2 MiB)`,
        );
    }
  };

  const open = (): Promise<WebSocketLike> => {
    const promise = new Promise<WebSocketLike>((resolve, reject) => {
      const ws = connect(bridgeUrl(options.baseUrl, options.name), [
        BRIDGE_PROTOCOL,
        `${TOKEN_PROTOCOL_PREFIX}${options.token}`,
        `${PAGE_PROTOCOL_PREFIX}${options.pageId ?? PAGE_ID}`,
      ]);
      ws.binaryType = 'arraybuffer';
      let opened = false;
      let started = false;
      ws.onopen = () => {
        opened = true;
      };
      ws.onmessage = (event) => {
        if (typeof event.data === 'string') {
          // Lines go out once the child runs; one that could not start fails the send in words
          // (the connect says why at once, rather than after its timeout).
          const message = control(event.data);
          if (message?.type === 'started') {
            started = true;
            resolve(ws);
          } else if (message?.type === 'spawnError') {
            reject(new BridgeClosedError(`${options.name} did not start: ${message.message}`));
          }
        }
        // Lines of a socket already reset are not this session's.
        else if (socket === promise) onLine?.(decoder.decode(event.data as ArrayBuffer));
      };
      ws.onerror = () => undefined;
      ws.onclose = (event) => {
        if (socket === promise) socket = undefined;
        if (!opened) {
          // A refused upgrade shows the page only a close: the backend says why in its answer.
          const message = `the backend refused the bridge to ${JSON.stringify(options.name)} (not a configured stdio server, or a wrong token / origin)`;
          options.log.add('error', message);
          reject(new BridgeClosedError(message));
        } else if (!started) {
          // A refusal after the upgrade (too many servers) says why in the close's reason.
          const message = `the bridge to ${options.name} closed before the server started${event.reason ? `: ${event.reason}` : ''}`;
          options.log.add('error', message);
          reject(new BridgeClosedError(message));
        } else if (event.code !== 1000 && event.code !== 1005) {
          options.log.add(
            'note',
            `the bridge closed (${event.code}${event.reason ? `: ${event.reason}` : ''})`,
          );
        }
      };
    });
    return promise;
  };

  /** Asks the bridge to stop the child and waits for its close (after `exit`), or closes it after a while. */
  const close = async (): Promise<void> => {
    const current = socket;
    socket = undefined;
    const ws = await current?.catch(() => undefined);
    if (ws === undefined || ws.readyState !== OPEN) return;
    const closed = new Promise<void>((resolve) => {
      const onClose = ws.onclose;
      ws.onclose = (event) => {
        onClose?.(event);
        resolve();
      };
    });
    ws.send(JSON.stringify(STOP));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)));
    await Promise.race([closed, waited]);
    clearTimeout(timer);
    ws.close(1000, 'reset');
  };

  return {
    open: async (receive) => {
      onLine = receive;
    },
    send: async (line) => {
      socket ??= open();
      const ws = await socket;
      if (ws.readyState !== OPEN) throw new BridgeClosedError(`${options.name} is no longer running`);
      while (ws.bufferedAmount > SEND_HIGH_WATER && ws.readyState === OPEN) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      ws.send(encoder.encode(line));
    },
    reset: () => close(),
  };
}
