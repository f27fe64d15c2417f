// SessionWorkerApi (src/contracts/sessionWorker.ts) around a session machine. The worker channel is a custom
// transport with stdio semantics (docs/revisions.md §6): one line per call, handed to the
// machine as is (it applies the CR rule and the 2 MiB cap itself, as for stdio). The engine's
// reachability goes to the page on a health port of its own (docs/ARCHITECTURE.md, "Data flow").
import type { EngineClient, EngineReachability } from '../contracts';
import type { SessionMachine, SessionOptions } from '../session/sessionApi';
import type { SessionWorkerApi, SessionWorkerOptions } from '../contracts';
import type { EngineRequestObserver } from './engineHealth';

export type SessionFactory = (options: SessionOptions) => SessionMachine;
export type EngineFactory = (options: SessionWorkerOptions, observer: EngineRequestObserver) => EngineClient;

/** What the host needs of the engine's health (src/worker/engineHealth.ts). */
export interface EngineWatch extends EngineRequestObserver {
  subscribe(listener: (report: EngineReachability) => void): () => void;
  check(): Promise<void>;
  dispose(): void;
}
export type HealthFactory = (options: SessionWorkerOptions) => EngineWatch;

/** No health port, no watching: the engine's outcomes are not kept. */
const unwatched: HealthFactory = () => ({
  answered: () => {},
  unreachable: () => {},
  unauthorized: () => {},
  subscribe: () => () => {},
  check: async () => {},
  dispose: () => {},
});

export class SessionHost implements SessionWorkerApi {
  private machine: SessionMachine | undefined;
  private started: { engine: EngineClient; port: MessagePort; health: EngineWatch } | undefined;

  constructor(
    private readonly createSession: SessionFactory,
    private readonly createEngine: EngineFactory,
    private readonly log: (message: string) => void = (message) => console.warn(`[session] ${message}`),
    private readonly createHealth: HealthFactory = unwatched,
  ) {}

  async startOnPort(
    options: SessionWorkerOptions,
    port: MessagePort,
    healthPort?: MessagePort,
  ): Promise<void> {
    port.onmessage = (event: MessageEvent) => {
      if (typeof event.data === 'string') this.machine?.receive(event.data);
      else this.log(`ignored a non-string message on the line port (${typeof event.data})`);
    };
    this.started?.health.dispose();
    // One engine client per start, kept across resets: the token it may have read again stays.
    const health = healthPort ? this.createHealth(options) : unwatched(options);
    this.started = { engine: this.createEngine(options, health), port, health };
    if (healthPort) {
      health.subscribe((report) => this.post(healthPort, report));
      void health.check();
    }
    this.open();
  }

  async reset(): Promise<void> {
    this.machine?.dispose();
    this.machine = undefined;
    this.open();
  }

  private open(): void {
    if (!this.started) return;
    const { engine, port } = this.started;
    this.machine?.dispose();
    this.machine = this.createSession({
      engine,
      send: (line) => this.post(port, line),
      log: this.log,
    });
  }

  private post(port: MessagePort, message: string | EngineReachability): void {
    // A port that cannot take the message has no one to tell but the log.
    try {
      port.postMessage(message);
    } catch (cause) {
      this.log(`${typeof message === 'string' ? 'line' : 'health report'} not delivered: ${String(cause)}`);
    }
  }
}
