// The groovymcp session machine: one line in, lines out (docs/ARCHITECTURE.md, "Data flow"). Isomorphic:
// it runs in the playground's Web Worker and in bin/groovymcp. It owns framing errors, the lifecycle,
// the request queue (one client request at a time, the editor's background work beside it,
// docs/server.md §3), buffers and revisions; tools go to the engine through EngineClient. A call that
// waits for the client parks (parkedCalls.ts) and gives the queue back; server requests: serverRequests.ts.
import {
  createRevisionRegistry,
  fitsUtf8,
  internalError,
  isHandledMethod,
  MAX_MESSAGE_BYTES,
  parseMessage,
  ProtocolError,
  type Incoming,
  type Params,
  type RequestId,
  type RevisionAdapter,
} from '../protocol';
import { createCompleterLookup } from './completion/completers';
import { EngineFacts } from './engineFacts';
import { SerializedResult, type HandlerResult, type MethodHandlers } from './handlerTypes';
import { Lifecycle } from './lifecycle';
import { createMethodHandlers } from './methodHandlers';
import { isBackground, ParkedCalls, RunningCall, type CallHost, type ParkedCall } from './parkedCalls';
import { route } from './router';
import { ServerRequests } from './serverRequests';
import { SERVER_IDENTITY } from './serverIdentity';
import type { LineRoute, SessionMachine, SessionOptions } from './sessionApi';
import { BufferStore } from './sources/bufferStore';
import { SessionTasks } from './tasks/sessionTasks';
import { TaskManager } from './tasks/taskManager';

type IncomingRequest = Extract<Incoming, { kind: 'request' }>;

const NO_PARAMS: Params = Object.freeze({});

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> =>
  typeof (value as Promise<T> | undefined)?.then === 'function';

export function createSessionMachine(options: SessionOptions): SessionMachine {
  return new GroovySession(options);
}

class GroovySession implements SessionMachine, CallHost {
  private readonly registry = createRevisionRegistry(SERVER_IDENTITY);
  private readonly lifecycle = new Lifecycle(this.registry);
  private readonly buffers = new BufferStore();
  private readonly handlers: MethodHandlers;
  private readonly tasks: SessionTasks;
  private readonly queue: IncomingRequest[] = [];
  private readonly idleWaiters: (() => void)[] = [];
  private readonly drainWaiters: (() => void)[] = [];
  private readonly log: (message: string) => void;
  private readonly parked = new ParkedCalls();
  readonly serverRequests: ServerRequests;
  private busy = false;
  private disposed = false;
  /** The request whose answer is pending (one at a time), with the adapter it is answered in. */
  private inFlight: RunningCall | undefined;

  constructor(private readonly options: SessionOptions) {
    this.log = options.log ?? (() => {});
    this.serverRequests = new ServerRequests({
      send: (line, route) => this.send(line, route),
      log: this.log,
    });
    const facts = new EngineFacts(options.engine, this.log);
    const shared = { buffers: this.buffers, engine: options.engine, log: this.log };
    this.tasks = new SessionTasks({
      manager: options.tasks ?? new TaskManager(),
      owner: options.taskOwner ?? globalThis.crypto.randomUUID(),
      outliveSession: options.taskOwner !== undefined,
      buffers: this.buffers,
      notify: (method, params) => this.writeNotification(method, params),
      toTaskError: (error) => {
        const { kind, message, data } = this.toProtocolError(error);
        return { kind, message, ...(data !== undefined ? { data } : {}) };
      },
    });
    this.handlers = createMethodHandlers({
      ...shared,
      facts,
      fileSystem: options.fileSystem,
      resources: {
        facts,
        classpathEntries: options.classpathEntries ?? 0,
        rootConfigured: options.fileSystem?.rootConfigured ?? false,
      },
      completerFor: createCompleterLookup(shared),
      tasks: this.tasks,
      ownAppHtml: options.ownAppHtml,
    });
  }

  receive(line: string): void {
    if (this.disposed) return;
    const text = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (text.length === 0) return; // a blank line carries no message
    if (!fitsUtf8(text, MAX_MESSAGE_BYTES)) return this.receiveOversized();
    const message = parseMessage(text);
    switch (message.kind) {
      case 'invalid':
        return this.writeError(message.id, message.error, this.registry.fallback);
      case 'notification':
        if (message.method === 'notifications/cancelled') this.cancel(message.params?.requestId);
        return this.lifecycle.notify(message.method);
      case 'response':
        // The answer to one of the server's own requests (an elicitation): the waiting call resumes.
        this.serverRequests.receive(
          message.id,
          message.error ? { error: message.error } : { result: message.result },
        );
        return;
      case 'request':
        // The editor's background work starts at once, parked: it never holds the queue.
        if (isBackground(message.params)) return void this.handle(message, true);
        this.queue.push(message);
        if (!this.busy) this.pump();
    }
  }

  /** notifications/cancelled (docs/server.md §3): the request is dropped, queued or running. */
  private cancel(id: unknown): void {
    const queued = this.queue.findIndex((request) => request.id === id);
    if (queued >= 0) this.queue.splice(queued, 1);
    else (this.inFlight?.id === id ? this.inFlight : this.parked.find(id))?.cancel();
  }

  receiveOversized(): void {
    this.refuse(
      new ProtocolError('invalidRequest', `Invalid Request: message over ${MAX_MESSAGE_BYTES} bytes`),
    );
  }

  receiveUndecodable(): void {
    this.refuse(new ProtocolError('parseError', 'Parse error: not valid UTF-8'));
  }

  private refuse(error: ProtocolError): void {
    if (!this.disposed) this.writeError(null, error, this.registry.fallback);
  }

  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  drained(): Promise<void> {
    if (!this.busy && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.drainWaiters.push(resolve));
  }

  /** Nothing queued, nothing running and no parked call waiting for the client. */
  private isIdle(): boolean {
    return !this.busy && this.queue.length === 0 && this.parked.size === 0;
  }

  private wakeIdleWaiters(): void {
    if (this.isIdle()) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  dispose(options: { answerUnfinished?: boolean } = {}): void {
    if (options.answerUnfinished && !this.disposed) {
      const running = [...this.parked.all(), ...(this.inFlight ? [this.inFlight] : [])];
      const unfinished: ParkedCall[] = running.filter((call) => !call.cancelled);
      for (const request of this.queue) unfinished.push({ id: request.id, adapter: this.adapterOf(request) });
      if (unfinished.length > 0)
        this.log(`shutting down: ${unfinished.length} request(s) answered unfinished`);
      for (const { id, adapter } of unfinished) this.writeError(id, internalError(), adapter);
    }
    this.disposed = true;
    this.tasks.dispose();
    this.inFlight = undefined;
    this.queue.length = 0;
    this.parked.clear();
    this.serverRequests.clear();
    this.buffers.clear();
  }

  /** Runs queued requests in order; synchronous answers stay synchronous (no microtask per ping). */
  private pump(): void {
    while (this.queue.length > 0 && !this.disposed) {
      const request = this.queue.shift()!;
      const pending = this.handle(request);
      if (pending) {
        this.busy = true;
        void pending.then(() => {
          this.busy = false;
          this.pump();
        });
        return;
      }
    }
    this.busy = false;
    for (const resolve of this.drainWaiters.splice(0)) resolve();
    this.wakeIdleWaiters();
  }

  /**
   * Answers one request; returns a promise only when the answer is not ready yet. That promise
   * settles when the queue may move on: when the call has answered, or when it parked.
   */
  private handle(request: IncomingRequest, background = false): Promise<void> | undefined {
    const { id, method } = request;
    const params = request.params ?? NO_PARAMS;
    let adapter = this.registry.fallback;
    let call: RunningCall | undefined;
    try {
      if (method === 'initialize') {
        this.writeResult(id, this.lifecycle.initialize(params));
        return undefined;
      }
      const target = route(method, request.params, this.lifecycle, this.registry);
      adapter = target.adapter;
      if (!isHandledMethod(method)) throw new ProtocolError('unknownMethod');
      // In flight (or parked, background work) before the handler runs: it may park at once.
      call = new RunningCall(this, id, adapter);
      if (background) this.parked.add(call);
      else this.inFlight = call;
      const outcome = this.handlers[method](params, target, call);
      if (!isPromise(outcome)) {
        this.finish(call);
        this.writeResult(id, outcome);
        return undefined;
      }
      const [answering, running] = [adapter, call];
      const answered = outcome.then(
        (result) => {
          if (this.finish(running)) this.writeResult(id, result);
        },
        (error: unknown) => {
          if (this.finish(running)) this.writeError(id, this.toProtocolError(error), answering);
        },
      );
      return Promise.race([answered, call.released]);
    } catch (error) {
      if (call) this.finish(call);
      this.writeError(id, this.toProtocolError(error), adapter);
      return undefined;
    }
  }

  /** CallHost: `call` waits for the client, and the queue moves on without it (parkedCalls.ts). */
  park(call: RunningCall): boolean {
    if (this.inFlight !== call) return false;
    this.inFlight = undefined;
    this.parked.add(call);
    return true;
  }

  /** A call has answered: it no longer holds the queue, nor is it parked. False when cancelled. */
  private finish(call: RunningCall): boolean {
    if (this.inFlight === call) this.inFlight = undefined;
    else if (this.parked.delete(call)) this.wakeIdleWaiters();
    return !call.cancelled;
  }

  /** The revision a queued request would be answered in (the fallback when it would be refused). */
  private adapterOf(request: IncomingRequest): RevisionAdapter {
    try {
      return route(request.method, request.params, this.lifecycle, this.registry).adapter;
    } catch {
      return this.registry.fallback;
    }
  }

  private toProtocolError(error: unknown): ProtocolError {
    if (error instanceof ProtocolError) return error;
    // Never the source text: the class and a short message (docs/server.md §4).
    const name = error instanceof Error ? error.name : typeof error;
    const message = error instanceof Error ? error.message.slice(0, 200) : '';
    this.log(`internal error: ${name}: ${message}`);
    return internalError();
  }

  private send(line: string, route?: LineRoute): void {
    if (!this.disposed) this.options.send(line, route);
  }

  private writeResult(id: RequestId, result: HandlerResult): void {
    if (this.disposed) return;
    const json = result instanceof SerializedResult ? result.json : JSON.stringify(result);
    this.options.send(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${json}}`, { answers: id });
  }

  private writeNotification(method: string, params: object): void {
    if (this.disposed) return;
    this.options.send(JSON.stringify({ jsonrpc: '2.0', method, params }));
  }

  private writeError(id: RequestId | null, error: ProtocolError, adapter: RevisionAdapter): void {
    if (this.disposed) return;
    const body: { code: number; message: string; data?: unknown } = {
      code: adapter.errorCode(error.kind),
      message: error.message,
    };
    if (error.data !== undefined) body.data = error.data;
    this.options.send(JSON.stringify({ jsonrpc: '2.0', id, error: body }), { answers: id });
  }
}
