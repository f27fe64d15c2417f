// SessionWorkerApi (src/contracts/sessionWorker.ts) around a session machine. The worker channel is a custom
// transport with stdio semantics (docs/revisions.md §6): one line per call, handed to the
// machine as is (it applies the CR rule and the 2 MiB cap itself, as for stdio).
import type { EngineClient } from '../contracts';
import type { SessionMachine, SessionOptions } from '../session/sessionApi';
import type { SessionWorkerApi, SessionWorkerOptions } from '../contracts';

export type SessionFactory = (options: SessionOptions) => SessionMachine;
export type EngineFactory = (options: SessionWorkerOptions) => EngineClient;

export class SessionHost implements SessionWorkerApi {
  private machine: SessionMachine | undefined;
  private started: { options: SessionWorkerOptions; port: MessagePort } | undefined;

  constructor(
    private readonly createSession: SessionFactory,
    private readonly createEngine: EngineFactory,
    private readonly log: (message: string) => void = (message) => console.warn(`[session] ${message}`),
  ) {}

  async startOnPort(options: SessionWorkerOptions, port: MessagePort): Promise<void> {
    port.onmessage = (event: MessageEvent) => {
      if (typeof event.data === 'string') this.machine?.receive(event.data);
      else this.log(`ignored a non-string message on the line port (${typeof event.data})`);
    };
    this.started = { options, port };
    this.open();
  }

  async reset(): Promise<void> {
    this.machine?.dispose();
    this.machine = undefined;
    this.open();
  }

  private open(): void {
    if (!this.started) return;
    const { options, port } = this.started;
    this.machine?.dispose();
    this.machine = this.createSession({
      engine: this.createEngine(options),
      send: (line) => {
        // A port that cannot take the line has no one to tell but the log.
        try {
          port.postMessage(line);
        } catch (cause) {
          this.log(`line not delivered: ${String(cause)}`);
        }
      },
      log: this.log,
    });
  }
}
