// Parking (docs/elicitation.md, "Classic"): a call that waits for the client (its answer to an
// `elicitation/create`, or any other long wait that is not the server's own work) gives the
// session's one-at-a-time request queue back, so that `ping` and other calls are answered
// meanwhile. The parked call answers later, out of order, with the adapter it was received under.
// The queue itself stays in sessionMachine.ts; this module only knows which calls are parked.
import type { RequestId, RevisionAdapter } from '../protocol';
import type { ClientResponse } from './serverRequests';

export interface ParkedCall {
  readonly id: RequestId;
  readonly adapter: RevisionAdapter;
}

export class ParkedCalls {
  private readonly calls = new Map<RequestId, ParkedCall>();

  add(call: ParkedCall): void {
    this.calls.set(call.id, call);
  }

  /** The parked call has answered. */
  delete(id: RequestId): void {
    this.calls.delete(id);
  }

  get size(): number {
    return this.calls.size;
  }

  /** Every call still parked, oldest first (a shutdown answers them). */
  all(): ParkedCall[] {
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
}
