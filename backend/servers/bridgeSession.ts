// One bridged stdio server (docs/any-server.md, "Stdio bridge"): a child process per WebSocket.
// Binary frames carry MCP lines both ways byte for byte (the child's newline removed on the way out,
// added on the way in); text frames carry the bridge's own messages (stderr, exit, …) and the
// page's `stop`. Both ways
// have backpressure: the child's stdout pauses while the socket has too much unsent, and the socket
// stops being read while the child's stdin is full. The child runs in its own process group, killed
// when the socket closes or the page is found gone (pageHeartbeat.ts): a child never outlives its page.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { WebSocket } from 'ws';
import type { BridgeCommand, BridgeControl } from '../../src/contracts';
import { LineSplitter } from '../../src/protocol';
import { childEnvironment } from './childEnvironment';
import { PageHeartbeat, type HeartbeatTimes, type PageGone } from './pageHeartbeat';
import type { StdioServer } from './serversConfig';

export interface BridgeLimits extends HeartbeatTimes {
  /** The longest unfinished line held in memory; longer lines are dropped and said (`overlong`). */
  maxHeldLineBytes: number;
  /** Unsent bytes on the socket above which the child's stdout is paused. */
  socketHighWater: number;
  /** Below which it is resumed. */
  socketLowWater: number;
  /** Children running at once, over all pages (bridgeSlots.ts). */
  maxChildren: number;
  /** Children running at once for one page. */
  maxChildrenPerPage: number;
}

export const DEFAULT_BRIDGE_LIMITS: BridgeLimits = {
  // 4× the client's 2 MiB cap: a line over the cap still reaches the client whole, for its verdict.
  maxHeldLineBytes: 8 * 1024 * 1024,
  socketHighWater: 1024 * 1024,
  socketLowWater: 256 * 1024,
  // Loopback answers a ping in microseconds; 20 s of silence is a page that is gone, not a slow one.
  pingIntervalMs: 10_000,
  deadAfterMs: 20_000,
  // Enough for several tabs each trying a few servers; few enough that a page looping on connect
  // cannot fill the machine with processes.
  maxChildren: 32,
  maxChildrenPerPage: 8,
};

/** How long a child gets after SIGTERM before SIGKILL. */
const KILL_GRACE_MS = 2_000;
/** A stderr line longer than this is cut: it is a log for a person, not protocol. */
const MAX_STDERR_LINE_BYTES = 64 * 1024;
const NEWLINE = Buffer.from('\n');
/** stderr is a log for a person: bytes that are not UTF-8 show as U+FFFD rather than failing. */
const stderrText = new TextDecoder();
const STOP_COMMAND = JSON.stringify({ type: 'stop' } satisfies BridgeCommand);

export interface BridgeSessionStats {
  /** Bytes of an unfinished stdout line in memory. */
  readonly heldLineBytes: number;
  /** Bytes written to the child's stdin that it has not read yet. */
  readonly stdinPendingBytes: number;
  /** Bytes queued on the socket, not yet sent. */
  readonly socketBufferedBytes: number;
  readonly stdoutPaused: boolean;
  readonly socketPaused: boolean;
}

/** How the child ended, as its 'close' event says. */
export interface ChildEnd {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export class BridgeSession {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly stdout: LineSplitter;
  private readonly stderr: LineSplitter;
  private stdoutPaused = false;
  private socketPaused = false;
  /** Lines the child has taken whole from its stdin: its progress, for the paused bound. */
  private linesTaken = 0;
  private exited = false;
  private killTimer: NodeJS.Timeout | undefined;
  /** Why the bridge ended the child itself; said in the close once the child is gone. */
  private endReason: string | undefined;
  /** Resolves once the child is gone (tests and shutdown wait for it). */
  readonly ended: Promise<ChildEnd>;
  /** Resolves once the child is gone and the socket closed: the session holds nothing any more. */
  readonly gone: Promise<void>;

  constructor(
    private readonly ws: WebSocket,
    server: StdioServer,
    private readonly limits: BridgeLimits = DEFAULT_BRIDGE_LIMITS,
  ) {
    this.stdout = new LineSplitter({
      maxHeldBytes: limits.maxHeldLineBytes,
      onLine: (line) => this.send(line, true),
      onOverlong: (bytes) => this.control({ type: 'overlong', bytes, limit: limits.maxHeldLineBytes }),
    });
    this.stderr = new LineSplitter({
      maxHeldBytes: MAX_STDERR_LINE_BYTES,
      onLine: (line) => this.control({ type: 'stderr', text: stderrText.decode(line) }),
      onOverlong: (bytes) =>
        this.control({ type: 'stderr', text: `[a stderr line of ${bytes} bytes, not shown]` }),
    });
    this.child = spawn(server.command, [...server.args], {
      cwd: server.cwd,
      env: childEnvironment(process.env, server.env),
      stdio: ['pipe', 'pipe', 'pipe'],
      // Its own process group, so that closing kills what it started too (a shell, npx, …).
      detached: true,
      windowsHide: true,
    });
    this.ended = new Promise((resolve) =>
      this.child.once('close', (code, signal) => resolve({ code, signal })),
    );
    const socketClosed = new Promise((resolve) => ws.once('close', resolve));
    this.gone = Promise.all([this.ended, socketClosed]).then(() => undefined);
    this.child.once('spawn', () => this.control({ type: 'started', pid: this.child.pid as number }));
    this.child.once('error', (err: NodeJS.ErrnoException) => {
      // Only a failure to start reaches here before 'spawn'; later ones are followed by 'close'.
      if (this.child.pid === undefined) {
        this.exited = true;
        this.control({ type: 'spawnError', message: `${server.command}: ${err.code ?? err.message}` });
        this.ws.close(1011, 'the server did not start');
      }
    });
    this.child.stdout.on('data', (chunk: Buffer) => this.stdout.push(chunk));
    this.child.stdout.on('end', () => this.stdout.end());
    this.child.stderr.on('data', (chunk: Buffer) => this.stderr.push(chunk));
    this.child.stderr.on('end', () => this.stderr.end());
    // A child that closed its stdin: later writes fail with EPIPE, which must not crash the backend.
    this.child.stdin.on('error', () => undefined);
    this.child.stdin.on('drain', () => this.resumeSocket());
    this.child.once('close', (code, signal) => {
      this.exited = true;
      clearTimeout(this.killTimer);
      this.resumeSocket(); // as in kill(): the page's close must be heard
      if (this.child.pid === undefined) return; // never started: spawnError said so
      this.control({ type: 'exit', code, signal });
      if (this.endReason === undefined) this.ws.close(1000, 'the server exited');
      else this.ws.close(1011, this.endReason);
    });

    ws.on('message', (data: Buffer, isBinary: boolean) => this.receive(data, isBinary));
    ws.on('close', () => this.kill());
    ws.on('error', () => this.kill());
    new PageHeartbeat(
      ws,
      limits,
      {
        socketPaused: () => this.socketPaused,
        linesTaken: () => this.linesTaken,
      },
      (why) => this.pageGone(why),
    );
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  stats(): BridgeSessionStats {
    return {
      heldLineBytes: this.stdout.bytesHeld,
      stdinPendingBytes: this.child.stdin.writableLength,
      socketBufferedBytes: this.ws.bufferedAmount,
      stdoutPaused: this.stdoutPaused,
      socketPaused: this.socketPaused,
    };
  }

  /** Drops the socket without a closing handshake (backend shutdown, once the child is gone). */
  dropSocket(): void {
    this.ws.terminate();
  }

  /** Ends the child: SIGTERM to its group, SIGKILL after a grace. */
  kill(): void {
    if (this.exited || this.killTimer !== undefined) return;
    this.child.stdin.end();
    // Its stdin no longer matters: read the socket again (`receive` drops the lines) so that the
    // page's close and pongs are heard.
    this.resumeSocket();
    this.signalGroup('SIGTERM');
    this.killTimer = setTimeout(() => this.signalGroup('SIGKILL'), KILL_GRACE_MS);
    this.killTimer.unref();
  }

  private signalGroup(signal: NodeJS.Signals): void {
    const pid = this.child.pid;
    if (pid === undefined || this.exited) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is gone already; the child itself may still be reaped.
      this.child.kill(signal);
    }
  }

  /** A binary frame is a line, written with its newline byte for byte; a text frame is a command. */
  private receive(data: Buffer, isBinary: boolean): void {
    if (!isBinary) {
      if (data.toString('utf8') === STOP_COMMAND) this.kill();
      return;
    }
    if (this.exited || !this.child.stdin.writable) return;
    const ok = this.child.stdin.write(Buffer.concat([data, NEWLINE]), () => this.linesTaken++);
    if (!ok && !this.socketPaused) {
      this.socketPaused = true;
      this.ws.pause();
    }
  }

  private pageGone(why: PageGone): void {
    if (why === 'silent') {
      // No pong: there is nobody to say goodbye to. The close that follows kills the child.
      this.ws.terminate();
      return;
    }
    // The page may be there, waiting: the close (once the child is gone) tells it why.
    // (A close reason holds 123 bytes: no server name in it.)
    this.endReason ??= `the server took nothing from its stdin for ${this.limits.deadAfterMs / 1000} s: the bridge ended it`;
    this.kill();
  }

  private resumeSocket(): void {
    if (!this.socketPaused) return;
    this.socketPaused = false;
    this.ws.resume();
  }

  private control(message: BridgeControl): void {
    this.send(JSON.stringify(message), false);
  }

  private send(data: Uint8Array | string, binary: boolean): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(data, { binary }, () => this.maybeResumeStdout());
    if (!this.stdoutPaused && this.ws.bufferedAmount > this.limits.socketHighWater) {
      this.stdoutPaused = true;
      this.child.stdout.pause();
      this.child.stderr.pause();
    }
  }

  private maybeResumeStdout(): void {
    if (this.stdoutPaused && this.ws.bufferedAmount < this.limits.socketLowWater) {
      this.stdoutPaused = false;
      this.child.stdout.resume();
      this.child.stderr.resume();
    }
  }
}
