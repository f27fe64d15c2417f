// The supervisor of the JVM Groovy engine: EngineClient over JSON lines on the child's stdio
// (docs/engine-protocol.md). It starts the JVM (jvmChild.ts), waits for `ready`, bounds the queue of
// requests (numbered and matched to their answers in pendingRequests.ts, each line read by
// engineWire.ts) with its own per-request timeout a little longer than the engine's, restarts the JVM
// when it exits (in-flight requests fail as `internal`), and never rejects (EngineClient's contract).
//
// A compile cannot be stopped from outside the compiler: when the engine reports a request it already
// answered `timeout` as still `stuck`, the JVM is replaced by a standby one (started at that answer, so
// usually ready) and killed, freeing its CPU and heap at once; the requests it was still working on are
// compile-only and idempotent, so they go to the new JVM (engine/README.md, "Time limits").
import type { ChildProcess } from 'node:child_process';
import {
  ENGINE_BUSY_MESSAGE,
  type EngineClient,
  type EngineHealth,
  type EngineRequest,
  type EngineRequestOptions,
  type EngineResponse,
  type EngineSandbox,
} from '../../src/contracts';
import { buildEngineCommand, type EngineCommandOptions, type EngineCommandProblem } from './engineCommand';
import { cancelLine, failure, parseEngineLine, type ReadyFacts } from './engineWire';
import { endJvm, launchJvm } from './jvmChild';
import { PendingRequests, type PendingRequest } from './pendingRequests';
import { StandbySlot } from './standbySlot';

export interface EngineProcessOptions extends EngineCommandOptions {
  /** Node-side limit per request; default the engine's limit plus 5 s (the engine answers first). */
  requestTimeoutMs?: number;
  /** Requests sent or waiting at once; beyond it a request is answered `busy` (not sent). */
  maxQueue?: number;
  /** Receives the JVM's stderr, line by line, and the supervisor's own notes. */
  log?: (line: string) => void;
  /** Environment of the JVM process (default: this process's). */
  env?: NodeJS.ProcessEnv;
}

const DEFAULT_ENGINE_TIMEOUT_MS = 10_000;

export class EngineProcess implements EngineClient {
  private readonly options: EngineProcessOptions;
  private readonly log: (line: string) => void;
  private readonly requestTimeoutMs: number;
  private readonly maxQueue: number;
  private readonly pending: PendingRequests;
  private child: ChildProcess | undefined;
  private state: EngineHealth = 'starting';
  private version: string | undefined;
  private sandboxState: EngineSandbox | undefined;
  private problem: EngineCommandProblem | undefined;
  private closed = false;
  private crashes = 0;
  private lastHeard = Date.now();
  private readyWaiters: Array<() => void> = [];
  private restartTimer: NodeJS.Timeout | undefined;
  private readonly standby: StandbySlot;
  private replacements = 0;
  /** Restarts after an exit plus replacements of a stuck JVM (hosted mode's /metrics); only this counts. */
  restarts = 0;

  constructor(options: EngineProcessOptions = {}) {
    this.options = options;
    this.log = options.log ?? ((line) => process.stderr.write(`engine: ${line}\n`));
    this.requestTimeoutMs =
      options.requestTimeoutMs ?? (options.timeoutMs ?? DEFAULT_ENGINE_TIMEOUT_MS) + 5_000;
    this.maxQueue = options.maxQueue ?? 64;
    this.pending = new PendingRequests(this.requestTimeoutMs, (id) => this.timedOut(id));
    this.standby = new StandbySlot(this.log);
    this.spawnEngine();
  }

  get health(): EngineHealth {
    return this.state;
  }

  get groovyVersion(): string | undefined {
    return this.version;
  }

  /** `enforced` once the engine said its sandbox is in force; `unavailable` when it said it is not. */
  get sandbox(): EngineSandbox | undefined {
    return this.sandboxState;
  }

  /** Why the engine cannot start at all (no java, too old, not built), if so. */
  get startProblem(): EngineCommandProblem | undefined {
    return this.problem;
  }

  /** The JVM's process id while it runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** The standby JVM's process id while one runs (started after a timeout answer). */
  get standbyPid(): number | undefined {
    return this.standby.pid;
  }

  /** How many times a stuck JVM was replaced (bench and tests). */
  get replacedCount(): number {
    return this.replacements;
  }

  /** Resolves when the engine is ready, closed, or cannot start. */
  whenReady(): Promise<void> {
    if (this.state === 'ready' || this.closed || this.problem) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** An aborted `signal` drops the request, and the JVM stops its compile at the next phase. */
  request(req: EngineRequest, { signal }: EngineRequestOptions = {}): Promise<EngineResponse> {
    if (this.closed) return Promise.resolve(failure('internal', 'engine closed'));
    if (this.problem) return Promise.resolve(failure('internal', this.problem.message));
    if (this.pending.size >= this.maxQueue) return Promise.resolve(failure('busy', ENGINE_BUSY_MESSAGE));
    const { entry, answer } = this.pending.add(req);
    if (this.state === 'ready') this.send(entry);
    const cancel = () =>
      void (this.pending.cancel(entry.id) && this.child?.stdin?.write(cancelLine(entry.id)));
    if (signal?.aborted) cancel();
    else signal?.addEventListener('abort', cancel, { once: true });
    return answer;
  }

  /** Ends the JVM (stdin closed, then SIGKILL if it lingers) and fails what is still pending. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.restartTimer);
    this.pending.fail(() => true, 'engine closed');
    this.wakeReadyWaiters();
    this.standby.kill();
    if (this.child) await endJvm(this.child);
  }

  private spawnEngine(): void {
    const built = buildEngineCommand(this.options);
    if (!built.ok && this.state === 'restarting') {
      // The engine ran before, so the problem is passing (e.g. engine/build being rebuilt):
      // keep retrying with the crash backoff rather than failing every later call for good.
      this.log(`${built.problem.message}; retrying`);
      this.scheduleRestart();
      return;
    }
    if (!built.ok) {
      this.problem = built.problem;
      this.log(built.problem.message);
      this.pending.fail(() => true, built.problem.message);
      this.wakeReadyWaiters();
      return;
    }
    this.child = this.launch(built.command.command, built.command.args);
  }

  private launch(command: string, args: string[]): ChildProcess {
    return launchJvm(command, args, this.options.env ?? process.env, {
      onLine: (child, line) => this.onLine(child, line),
      log: this.log,
      onExit: (child, how) => this.onExit(child, how),
    });
  }

  /** Starts a standby JVM unless one runs; it takes over when the active one is replaced. */
  private prepareStandby(): void {
    if (this.closed) return;
    this.standby.fill(() => {
      const built = buildEngineCommand(this.options);
      return built.ok ? this.launch(built.command.command, built.command.args) : undefined;
    });
  }

  /**
   * Replaces the active JVM (stuck on an abandoned compile) by the standby, or by a fresh one.
   * Requests it was still working on go to the new JVM; they were not the culprit, which was
   * answered already (`timeout`, or `tooLarge` from the heap watch).
   */
  private replace(why: string): void {
    const old = this.child;
    if (!old || this.closed) return;
    this.replacements++;
    this.restarts++;
    this.log(`${why}; replacing the engine`);
    this.pending.restartAll();
    const next = this.standby.take();
    if (next) {
      this.child = next.child;
      if (next.ready) this.becomeReady(next.facts);
      else this.state = 'restarting';
    } else {
      this.child = undefined;
      this.state = 'restarting';
      this.spawnEngine();
    }
    old.kill('SIGKILL');
  }

  private onLine(child: ChildProcess, line: string): void {
    if (this.standby.holds(child)) {
      this.standby.onLine(line);
      return;
    }
    if (child !== this.child) return;
    this.lastHeard = Date.now();
    const message = parseEngineLine(line);
    switch (message.type) {
      case 'notJson':
        this.log(`unexpected output on the protocol stream (${line.length} characters)`);
        return;
      case 'ready':
        this.becomeReady(message.facts);
        return;
      case 'stuck':
        this.replace('a compile the engine gave up on is still running');
        return;
      case 'errorWithoutId':
        this.log(`engine error without a request id: ${message.error.message}`);
        return;
      case 'answer': {
        if (!this.pending.has(message.id)) return;
        const kind = message.response.error?.kind;
        // The compile behind a timeout answer (or one stopped for memory, `tooLarge`) may not stop:
        // have a replacement ready in case it is reported stuck.
        if (kind === 'timeout' || kind === 'tooLarge') this.prepareStandby();
        this.pending.settle(message.id, message.response);
        return;
      }
    }
  }

  private becomeReady(facts: ReadyFacts): void {
    this.version = facts.version;
    if (facts.sandbox !== this.sandboxState && facts.sandbox === 'unavailable') {
      this.log(
        'the engine sandbox is unavailable: source is still only compiled, but its least-privilege layer is not in force',
      );
    }
    this.sandboxState = facts.sandbox;
    this.state = 'ready';
    this.crashes = 0;
    this.lastHeard = Date.now();
    for (const entry of this.pending.unsent()) this.send(entry);
    this.wakeReadyWaiters();
  }

  private send(entry: PendingRequest): void {
    entry.sent = true;
    this.child?.stdin?.write(entry.line);
  }

  private timedOut(id: number): void {
    const limit = this.requestTimeoutMs;
    this.pending.settle(
      id,
      failure('timeout', `the engine did not answer within ${Math.round(limit / 1000)} s`),
    );
    // The engine answers its own timeouts first; silence this long means it is wedged, unless it
    // runs niced (hosted mode's bulk lane): then it waits for a core, and a restart would not help.
    const silentFor = Date.now() - this.lastHeard;
    if (silentFor >= limit && !this.options.niceness && this.child && this.state === 'ready') {
      this.log('engine unresponsive; restarting it');
      this.child.kill('SIGKILL');
    }
  }

  private onExit(child: ChildProcess, how: string): void {
    if (this.standby.holds(child)) {
      this.standby.onExit(how);
      return;
    }
    if (child !== this.child) return;
    this.child = undefined;
    if (this.closed) return;
    this.state = 'restarting';
    this.restarts++;
    this.log(`engine exited (${how}); restarting`);
    // Requests already sent are lost with the process; those still waiting go to the next one.
    this.pending.fail((entry) => entry.sent, `engine exited (${how})`);
    const next = this.standby.take();
    if (!next) {
      this.scheduleRestart();
      return;
    }
    this.child = next.child;
    if (next.ready) this.becomeReady(next.facts);
  }

  private scheduleRestart(): void {
    const delay = Math.min(5_000, 100 * 2 ** this.crashes);
    this.crashes++;
    this.restartTimer = setTimeout(() => {
      if (!this.closed) this.spawnEngine();
    }, delay);
  }

  private wakeReadyWaiters(): void {
    const waiters = this.readyWaiters;
    this.readyWaiters = [];
    for (const wake of waiters) wake();
  }
}
