// The supervisor of the JVM Groovy engine: EngineClient over JSON lines on the child's stdio
// (docs/engine-protocol.md). It spawns the JVM, waits for `ready`, numbers requests and matches answers
// by id (they come back out of order), bounds the queue, keeps its own per-request timeout a little
// longer than the engine's, restarts the JVM when it exits (in-flight requests fail as `internal`),
// forwards the JVM's stderr to a log callback, and never rejects (EngineClient's contract).
//
// A compile cannot be stopped from outside the compiler: when the engine reports a request it
// already answered `timeout` as still `stuck`, this process is replaced by a standby JVM (started
// when that timeout answer came, so it is usually ready by then) and killed, which frees its CPU
// and heap at once. The other requests it was working on are compile-only and idempotent, so they
// are sent again to the new JVM rather than failed (engine/README.md, "Time limits").
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import {
  ENGINE_ERROR_KINDS,
  ENGINE_BUSY_MESSAGE,
  type EngineClient,
  type EngineError,
  type EngineErrorKind,
  type EngineHealth,
  type EngineRequest,
  type EngineResponse,
  type EngineSandbox,
  readEngineError,
} from '../../src/contracts';
import { buildEngineCommand, type EngineCommandOptions, type EngineCommandProblem } from './engineCommand';
import { isExpectedJvmNotice } from './jvmNotices';

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

/** A second JVM started ahead of need, promoted when the active one must be replaced. */
interface Standby {
  child: ChildProcess;
  ready: boolean;
  facts: ReadyFacts;
}

/**
 * What the engine says in its ready line: the Groovy version and whether its sandbox's
 * least-privilege layer is in force (engine/README.md "Compile, never run").
 */
export interface ReadyFacts {
  version: string | undefined;
  sandbox: EngineSandbox | undefined;
}

function readyFacts(m: Record<string, unknown>): ReadyFacts {
  return {
    version: typeof m.groovyVersion === 'string' ? m.groovyVersion : undefined,
    sandbox: m.sandbox === 'enforced' || m.sandbox === 'unavailable' ? m.sandbox : undefined,
  };
}

interface Pending {
  resolve: (response: EngineResponse) => void;
  timer: NodeJS.Timeout;
  line: string;
  sent: boolean;
}

// The kinds the JVM answers with; `busy` is the supervisor's own (a full queue, never sent).
const ERROR_KINDS: readonly EngineErrorKind[] = ENGINE_ERROR_KINDS.filter((k) => k !== 'busy');
const DEFAULT_ENGINE_TIMEOUT_MS = 10_000;

function failure(kind: EngineErrorKind, message: string): EngineResponse {
  return { error: { kind, message } };
}

export class EngineProcess implements EngineClient {
  private readonly options: EngineProcessOptions;
  private readonly log: (line: string) => void;
  private readonly requestTimeoutMs: number;
  private readonly maxQueue: number;
  private readonly pending = new Map<number, Pending>();
  private child: ChildProcess | undefined;
  private nextId = 1;
  private state: EngineHealth = 'starting';
  private version: string | undefined;
  private sandboxState: EngineSandbox | undefined;
  private problem: EngineCommandProblem | undefined;
  private closed = false;
  private crashes = 0;
  private lastHeard = Date.now();
  private readyWaiters: Array<() => void> = [];
  private restartTimer: NodeJS.Timeout | undefined;
  private standby: Standby | undefined;
  private replacements = 0;

  constructor(options: EngineProcessOptions = {}) {
    this.options = options;
    this.log = options.log ?? ((line) => process.stderr.write(`engine: ${line}\n`));
    this.requestTimeoutMs =
      options.requestTimeoutMs ?? (options.timeoutMs ?? DEFAULT_ENGINE_TIMEOUT_MS) + 5_000;
    this.maxQueue = options.maxQueue ?? 64;
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
    return this.standby?.child.pid;
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

  request(req: EngineRequest): Promise<EngineResponse> {
    if (this.closed) return Promise.resolve(failure('internal', 'engine closed'));
    if (this.problem) return Promise.resolve(failure('internal', this.problem.message));
    if (this.pending.size >= this.maxQueue) return Promise.resolve(failure('busy', ENGINE_BUSY_MESSAGE));
    const id = this.nextId++;
    return new Promise<EngineResponse>((resolve) => {
      const timer = setTimeout(() => this.timedOut(id), this.requestTimeoutMs);
      const entry: Pending = { resolve, timer, line: `${JSON.stringify({ ...req, id })}\n`, sent: false };
      this.pending.set(id, entry);
      if (this.state === 'ready') this.send(entry);
    });
  }

  /** Ends the JVM (stdin closed, then SIGKILL if it lingers) and fails what is still pending. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.restartTimer);
    this.failPending(() => true, 'engine closed');
    this.wakeReadyWaiters();
    this.standby?.child.kill('SIGKILL');
    this.standby = undefined;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), 2_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.stdin?.end();
    });
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
      this.failPending(() => true, built.problem.message);
      this.wakeReadyWaiters();
      return;
    }
    this.child = this.launch(built.command.command, built.command.args);
  }

  private launch(command: string, args: string[]): ChildProcess {
    const child = spawn(command, args, {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: this.options.env ?? process.env,
    });
    child.stdin.on('error', () => {
      // EPIPE when the JVM died mid-write: its exit handler fails the requests.
    });
    createInterface({ input: child.stdout }).on('line', (line) => this.onLine(child, line));
    createInterface({ input: child.stderr }).on('line', (line) => {
      if (!isExpectedJvmNotice(line)) this.log(line);
    });
    child.on('error', (err) => {
      this.log(`could not start the engine: ${err.message}`);
      this.onExit(child, `spawn failed (${err.name})`);
    });
    child.on('exit', (code, signal) => this.onExit(child, signal ? `signal ${signal}` : `code ${code}`));
    return child;
  }

  /** Starts a standby JVM unless one runs; it takes over when the active one is replaced. */
  private prepareStandby(): void {
    if (this.standby || this.closed) return;
    const built = buildEngineCommand(this.options);
    if (!built.ok) return;
    this.standby = {
      child: this.launch(built.command.command, built.command.args),
      ready: false,
      facts: { version: undefined, sandbox: undefined },
    };
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
    this.log(`${why}; replacing the engine`);
    for (const [id, entry] of this.pending) {
      // Sent again from the start, so they get the whole time limit again.
      entry.sent = false;
      clearTimeout(entry.timer);
      entry.timer = setTimeout(() => this.timedOut(id), this.requestTimeoutMs);
    }
    const next = this.standby;
    this.standby = undefined;
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
    if (child === this.standby?.child) {
      this.onStandbyLine(line);
      return;
    }
    if (child !== this.child) return;
    this.lastHeard = Date.now();
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      this.log(`unexpected output on the protocol stream (${line.length} characters)`);
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const m = message as Record<string, unknown>;
    if (m.ready === true) {
      this.becomeReady(readyFacts(m));
      return;
    }
    if (m.stuck === true) {
      this.replace('a compile the engine gave up on is still running');
      return;
    }
    if (typeof m.id !== 'number') {
      if (m.error) this.log(`engine error without a request id: ${describeError(m.error).message}`);
      return;
    }
    const entry = this.pending.get(m.id);
    if (!entry) return;
    const response: EngineResponse = 'error' in m ? { error: describeError(m.error) } : { result: m.result };
    // The compile behind a timeout answer (or one stopped for memory, `tooLarge`) may not stop:
    // have a replacement ready in case it is reported stuck.
    if (response.error?.kind === 'timeout' || response.error?.kind === 'tooLarge') this.prepareStandby();
    this.settle(m.id, response);
  }

  private onStandbyLine(line: string): void {
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      this.log(`unexpected output on the standby's protocol stream (${line.length} characters)`);
      return;
    }
    const m = (typeof message === 'object' && message !== null ? message : {}) as Record<string, unknown>;
    if (m.ready === true && this.standby) {
      this.standby.ready = true;
      this.standby.facts = readyFacts(m);
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
    for (const entry of this.pending.values()) if (!entry.sent) this.send(entry);
    this.wakeReadyWaiters();
  }

  private send(entry: Pending): void {
    entry.sent = true;
    this.child?.stdin?.write(entry.line);
  }

  private settle(id: number, response: EngineResponse): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    clearTimeout(entry.timer);
    entry.resolve(response);
  }

  private timedOut(id: number): void {
    const limit = this.requestTimeoutMs;
    this.settle(id, failure('timeout', `the engine did not answer within ${Math.round(limit / 1000)} s`));
    // The engine answers its own timeouts first; silence this long means it is wedged.
    if (Date.now() - this.lastHeard >= limit && this.child && this.state === 'ready') {
      this.log('engine unresponsive; restarting it');
      this.child.kill('SIGKILL');
    }
  }

  private onExit(child: ChildProcess, how: string): void {
    if (child === this.standby?.child) {
      this.log(`standby engine exited (${how})`);
      this.standby = undefined;
      return;
    }
    if (child !== this.child) return;
    this.child = undefined;
    if (this.closed) return;
    this.state = 'restarting';
    this.log(`engine exited (${how}); restarting`);
    // Requests already sent are lost with the process; those still waiting go to the next one.
    this.failPending((entry) => entry.sent, `engine exited (${how})`);
    const next = this.standby;
    this.standby = undefined;
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

  private failPending(which: (entry: Pending) => boolean, message: string): void {
    for (const [id, entry] of [...this.pending])
      if (which(entry)) this.settle(id, failure('internal', message));
  }

  private wakeReadyWaiters(): void {
    const waiters = this.readyWaiters;
    this.readyWaiters = [];
    for (const wake of waiters) wake();
  }
}

/** The engine never says `busy` itself (only the supervisor does), so that kind reads as internal. */
function describeError(value: unknown): EngineError {
  return readEngineError(value, ERROR_KINDS) ?? { kind: 'internal', message: 'engine error' };
}
