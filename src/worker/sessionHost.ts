// SessionWorkerApi (src/contracts/sessionWorker.ts) around a session machine. The worker channel is a custom
// transport with stdio semantics (docs/revisions.md §6): one line per call, handed to the
// machine as is (it applies the CR rule and the 2 MiB cap itself, as for stdio).
import type { EngineClient } from '../contracts';
import type { SessionMachine, SessionOptions } from '../session/sessionApi';
import type { SessionWorkerApi, SessionWorkerOptions } from '../contracts';

/** A line arrived before `start`: the client must start the session first. */
export class SessionNotStartedError extends Error {
  override readonly name = 'SessionNotStartedError';
  readonly kind = 'notStarted';
  constructor() {
    super('the session worker was sent a line before start()');
  }
}

export type SessionFactory = (options: SessionOptions) => SessionMachine;
export type EngineFactory = (options: SessionWorkerOptions) => EngineClient;

export class SessionHost implements SessionWorkerApi {
  private machine: SessionMachine | undefined;
  private started: { options: SessionWorkerOptions; onLine: (line: string) => void } | undefined;

  constructor(
    private readonly createSession: SessionFactory,
    private readonly createEngine: EngineFactory,
    private readonly log: (message: string) => void = (message) => console.warn(`[session] ${message}`),
  ) {}

  async start(options: SessionWorkerOptions, onLine: (line: string) => void): Promise<void> {
    this.started = { options, onLine };
    this.open();
  }

  async startOnPort(options: SessionWorkerOptions, port: MessagePort): Promise<void> {
    port.onmessage = (event: MessageEvent) => {
      if (typeof event.data === 'string') this.machine?.receive(event.data);
      else this.log(`ignored a non-string message on the line port (${typeof event.data})`);
    };
    await this.start(options, (line) => port.postMessage(line));
  }

  async send(line: string): Promise<void> {
    const machine = this.machine;
    if (!machine) throw new SessionNotStartedError();
    machine.receive(line);
  }

  async reset(): Promise<void> {
    this.machine?.dispose();
    this.machine = undefined;
    this.open();
  }

  private open(): void {
    if (!this.started) return;
    const { options, onLine } = this.started;
    this.machine?.dispose();
    this.machine = this.createSession({
      engine: this.createEngine(options),
      send: (line) => {
        // Comlink proxies return promises; a failed delivery has no one to tell but the log.
        void Promise.resolve(onLine(line)).catch((cause: unknown) =>
          this.log(`line not delivered: ${String(cause)}`),
        );
      },
      log: this.log,
    });
  }
}
