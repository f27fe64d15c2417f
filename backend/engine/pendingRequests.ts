// The requests sent to the engine or waiting to be sent (docs/engine-protocol.md): numbered here,
// matched to their answers by id (which come back out of order), each with the supervisor's own
// time limit. Whether and where a request is sent is the supervisor's business (engineProcess.ts).
import type { EngineRequest, EngineResponse } from '../../src/contracts';
import { failure, requestLine } from './engineWire';

export interface PendingRequest {
  readonly id: number;
  /** The request, framed as its line on the JVM's stdin. */
  readonly line: string;
  /** Whether the current JVM was sent it (a new JVM has been sent nothing yet). */
  sent: boolean;
}

interface Entry extends PendingRequest {
  resolve: (response: EngineResponse) => void;
  timer: NodeJS.Timeout;
}

export class PendingRequests {
  private readonly entries = new Map<number, Entry>();
  private nextId = 1;

  /** `onTimeout(id)` runs when a request's `timeoutMs` passes without an answer. */
  constructor(
    private readonly timeoutMs: number,
    private readonly onTimeout: (id: number) => void,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Numbers a request and starts its clock; the promise resolves with its answer or failure. */
  add(request: EngineRequest): { entry: PendingRequest; answer: Promise<EngineResponse> } {
    const id = this.nextId++;
    let entry!: Entry;
    const answer = new Promise<EngineResponse>((resolve) => {
      const timer = setTimeout(() => this.onTimeout(id), this.timeoutMs);
      entry = { id, resolve, timer, line: requestLine(request, id), sent: false };
    });
    this.entries.set(id, entry);
    return { entry, answer };
  }

  has(id: number): boolean {
    return this.entries.has(id);
  }

  /** Those the current JVM has not been sent. */
  unsent(): PendingRequest[] {
    return [...this.entries.values()].filter((entry) => !entry.sent);
  }

  /** All to be sent again from the start, each with its whole time limit again (a new JVM). */
  restartAll(): void {
    for (const [id, entry] of this.entries) {
      entry.sent = false;
      clearTimeout(entry.timer);
      entry.timer = setTimeout(() => this.onTimeout(id), this.timeoutMs);
    }
  }

  /** Answers request `id` (if it still waits) and forgets it. */
  settle(id: number, response: EngineResponse): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    clearTimeout(entry.timer);
    entry.resolve(response);
  }

  /**
   * No one waits for request `id` any more (its caller aborted): it fails as `internal` and is
   * forgotten. True when the current JVM was sent it (and should be told, cancelLine).
   */
  cancel(id: number): boolean {
    const entry = this.entries.get(id);
    if (!entry) return false;
    this.settle(id, failure('internal', 'engine request cancelled'));
    return entry.sent;
  }

  /** Fails, as `internal`, those `which` picks. */
  fail(which: (entry: PendingRequest) => boolean, message: string): void {
    for (const [id, entry] of [...this.entries])
      if (which(entry)) this.settle(id, failure('internal', message));
  }
}
