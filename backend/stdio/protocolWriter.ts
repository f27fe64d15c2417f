// Protocol lines to stdout (docs/server.md §2: one JSON-RPC message per line), with backpressure: when
// stdout's buffer is full (the client is not reading), the writer reports `blocked` so the server
// stops reading stdin until 'drain'. A closed stdout (EPIPE: the client is gone) is reported once
// and later lines are dropped.
import type { Writable } from 'node:stream';
import type { StdoutGuard } from './stdoutGuard';

export interface ProtocolWriterEvents {
  /** true when stdout's buffer is full, false once it drained. */
  blocked(isBlocked: boolean): void;
  /** stdout failed (EPIPE, closed): nobody reads the answers any more. */
  broken(error: Error): void;
}

export class ProtocolWriter {
  private isBlocked = false;
  private isBroken = false;

  constructor(
    private readonly stdout: Writable,
    private readonly guard: StdoutGuard,
    private readonly events: ProtocolWriterEvents,
  ) {
    stdout.on('error', (error: Error) => this.fail(error));
  }

  writeLine(line: string): void {
    if (this.isBroken) return;
    const fits = this.guard.writeProtocol(`${line}\n`, (error) => {
      if (error) this.fail(error);
    });
    if (fits || this.isBlocked) return;
    this.isBlocked = true;
    this.events.blocked(true);
    this.stdout.once('drain', () => {
      this.isBlocked = false;
      this.events.blocked(false);
    });
  }

  /** Resolves once every line written so far has been handed to the OS, or after `timeoutMs`. */
  flush(timeoutMs: number): Promise<void> {
    if (this.isBroken || this.stdout.writableLength === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      // Writes complete in order: the callback of an empty write runs after all earlier ones.
      this.guard.writeProtocol('', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private fail(error: Error): void {
    if (this.isBroken) return;
    this.isBroken = true;
    this.events.broken(error);
  }
}
