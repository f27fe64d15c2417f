// Parking (docs/elicitation.md, "Classic"): a call that waits for the client (its answer to an
// `elicitation/create`, or any other long wait that is not the server's own work) gives the
// session's one-at-a-time request queue back, so that `ping` and other calls are answered
// meanwhile. The parked call answers later, out of order, with the adapter it was received under.
// The queue itself stays in sessionMachine.ts; this module only knows which calls are parked.
import { META_BACKGROUND, type Params, type RequestId, type RevisionAdapter } from '../protocol';
import type { ClientResponse, ServerRequests } from './serverRequests';

/**
 * The editor's hint (META_BACKGROUND) that a request is its own background work: it starts parked,
 * so it never holds the queue (docs/server.md §3).
 */
export function isBackground(params: Params | undefined): boolean {
  const meta = params?._meta;
  return typeof meta === 'object' && meta !== null && (meta as Params)[META_BACKGROUND] === true;
}

export interface ParkedCall {
  readonly id: RequestId;
  readonly adapter: RevisionAdapter;
}

export class ParkedCalls {
  /** By object, not by id: a call is itself, whatever ids a client reuses. */
  private readonly calls = new Set<RunningCall>();

  add(call: RunningCall): void {
    this.calls.add(call);
  }

  /** The parked call has answered; false when it was not parked. */
  delete(call: RunningCall): boolean {
    return this.calls.delete(call);
  }

  /** The parked call of request `id` (a client that reuses ids gets the oldest). */
  find(id: unknown): RunningCall | undefined {
    for (const call of this.calls) if (call.id === id) return call;
    return undefined;
  }

  get size(): number {
    return this.calls.size;
  }

  /** Every call still parked, oldest first (a shutdown answers them). */
  all(): RunningCall[] {
    return [...this.calls.values()];
  }

  clear(): void {
    this.calls.clear();
  }
}

/** What a handler may do besides answering: park its call, and ask the client something. */
export interface CallContext {
  /**
   * Lets the request queue move on while this call waits; idempotent. The call still answers
   * exactly once, when its handler settles.
   */
  park(): void;
  /** Sends a server → client request (its own id) and resolves with the client's response. */
  requestClient(method: string, params: Record<string, unknown>): Promise<ClientResponse>;
  /** Aborted when the client cancels the request (docs/server.md §3): its engine work is dropped. */
  readonly signal: AbortSignal;
}

/** What a running call needs of its session: to be parked, and to ask the client. */
export interface CallHost {
  /** Moves `call` from in flight to parked; false when it is not in flight (parked, or answered). */
  park(call: RunningCall): boolean;
  readonly serverRequests: ServerRequests;
}

/**
 * The CallContext of one request: one object per request with its methods on the prototype, and
 * the promise the queue waits on made only for calls that go asynchronous (a ping pays one small
 * allocation). `released` settles when the call parks: the queue may then move on without it.
 */
export class RunningCall implements CallContext, ParkedCall {
  private resolveReleased: (() => void) | undefined;
  private parkedAlready = false;
  private releasedPromise: Promise<void> | undefined;
  private abort: AbortController | undefined;
  /** The client cancelled it: its answer is never written (docs/server.md §3). */
  cancelled = false;

  constructor(
    private readonly host: CallHost,
    readonly id: RequestId,
    readonly adapter: RevisionAdapter,
  ) {}

  park(): void {
    if (this.parkedAlready || !this.host.park(this)) return;
    this.parkedAlready = true;
    this.resolveReleased?.();
  }

  get signal(): AbortSignal {
    this.abort ??= new AbortController();
    return this.abort.signal;
  }

  /** notifications/cancelled: no answer, the engine request dropped, the queue given back. */
  cancel(): void {
    this.cancelled = true;
    this.abort?.abort();
    this.park();
  }

  requestClient(method: string, params: Record<string, unknown>): Promise<ClientResponse> {
    return this.host.serverRequests.send(method, params, this.id);
  }

  get released(): Promise<void> {
    this.releasedPromise ??= this.parkedAlready
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          this.resolveReleased = resolve;
        });
    return this.releasedPromise;
  }
}
