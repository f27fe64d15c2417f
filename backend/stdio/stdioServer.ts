// The stdio MCP server (docs/ARCHITECTURE.md "Data flow"; docs/server.md §1–§2): stdin bytes are framed into the
// session machine by `byteStreamInto` (one message per UTF-8 line, the 2 MiB cap enforced without
// buffering an oversized line) and the session's lines go out through the protocol writer.
//
// Reading stops while stdout is full (the client is not reading its answers) and while the session
// still works on what was read (it answers one request at a time, §3), so memory stays bounded
// whatever the client sends and however slowly it reads.
import type { Readable, Writable } from 'node:stream';
import type { LineDecoder } from '../../src/protocol';
import {
  byteStreamInto,
  createSessionMachine,
  type FileSystemPort,
  type SessionMachine,
} from '../../src/session';
import type { EngineClient } from '../../src/contracts';
import { ProtocolWriter } from './protocolWriter';
import type { StdoutGuard } from './stdoutGuard';
import { compileReportHtml } from '../apps/compileReportHtml';

export interface ClosableEngine extends EngineClient {
  /** Ends the engine process and fails what is pending. */
  close(): Promise<void>;
}

export interface StdioServerOptions {
  input: Readable;
  stdout: Writable;
  guard: StdoutGuard;
  engine: ClosableEngine;
  fileSystem: FileSystemPort;
  classpathEntries: number;
  log: (message: string) => void;
}

type Hold = 'stdoutFull' | 'sessionBusy' | 'closing';

/** How long the last answers may take to leave the process once the session is done. */
const FLUSH_TIMEOUT_MS = 2_000;

export class StdioServer {
  private readonly holds = new Set<Hold>();
  private readonly writer: ProtocolWriter;
  private readonly session: SessionMachine;
  private readonly decoder: LineDecoder;
  private stopping: Promise<void> | undefined;
  private stopWaiting: () => void = () => {};
  private readonly graceTimers: NodeJS.Timeout[] = [];
  /** True until shutdown stops waiting for the answers in flight. */
  private waiting = true;
  private markClosed: () => void = () => {};
  /** Resolves once the server has shut down, whatever started it (stdin, a signal, stdout). */
  readonly closed = new Promise<void>((resolve) => (this.markClosed = resolve));

  constructor(private readonly options: StdioServerOptions) {
    const { input, log } = options;
    this.writer = new ProtocolWriter(options.stdout, options.guard, {
      blocked: (isBlocked) => this.hold('stdoutFull', isBlocked),
      broken: (error) => {
        log(`stdout closed (${error.name}); shutting down`);
        void this.shutdown('stdout closed', 0);
      },
    });
    this.session = createSessionMachine({
      engine: options.engine,
      send: (line) => this.writer.writeLine(line),
      fileSystem: options.fileSystem,
      classpathEntries: options.classpathEntries,
      log,
      ownAppHtml: compileReportHtml,
    });
    this.decoder = byteStreamInto(this.session);
    input.on('data', this.onData);
    input.once('end', () => {
      this.decoder.end();
      void this.shutdown('stdin closed', STDIN_CLOSED_GRACE_MS);
    });
    input.once('error', (error: Error) => {
      log(`stdin failed (${error.name}); shutting down`);
      void this.shutdown('stdin failed', 0);
    });
  }

  /**
   * Stops reading, gives the requests already received up to `graceMs` to be answered, answers
   * those still unfinished -32603 (no request goes unanswered), flushes stdout, then ends the
   * engine: the answers are out before anything slow, should the client kill us soon after. A
   * later call with a shorter grace (SIGTERM after stdin closed) shortens the wait; every call
   * returns the same promise.
   */
  shutdown(reason: string, graceMs: number): Promise<void> {
    // Unref'd: a grace timer alone never keeps the process up (the engine child does, while busy).
    if (this.waiting) this.graceTimers.push(setTimeout(() => this.stopWaiting(), graceMs).unref());
    if (this.stopping) return this.stopping;
    this.options.log(`shutting down (${reason})`);
    this.hold('closing', true);
    this.options.input.off('data', this.onData);
    const hurry = new Promise<void>((resolve) => (this.stopWaiting = resolve));
    this.stopping = (async () => {
      await Promise.race([this.session.idle(), hurry]);
      this.waiting = false;
      for (const timer of this.graceTimers) clearTimeout(timer);
      this.session.dispose({ answerUnfinished: true });
      await this.writer.flush(FLUSH_TIMEOUT_MS);
      await this.options.engine.close();
      this.options.input.destroy();
      this.markClosed();
    })();
    return this.stopping;
  }

  private readonly onData = (chunk: Buffer): void => {
    this.decoder.push(chunk);
    this.hold('sessionBusy', true);
    // drained, not idle: a call parked on the client's answer needs this very input to go on.
    void this.session.drained().then(() => this.hold('sessionBusy', false));
  };

  private hold(reason: Hold, on: boolean): void {
    if (on) this.holds.add(reason);
    else this.holds.delete(reason);
    if (this.holds.size > 0) this.options.input.pause();
    else this.options.input.resume();
  }
}

/**
 * After stdin closes, requests already sent still deserve their answers (`printf … | groovymcp`);
 * a cold first compile plus a few more fit well within this. SIGTERM shortens it (serve.ts).
 */
export const STDIN_CLOSED_GRACE_MS = 10_000;
