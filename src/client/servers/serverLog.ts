// The "Server log" panel's store (docs/any-server.md, "Server log"): what another server's transport
// says besides MCP lines — a stdio child's stderr, its start and exit, an HTTP stream's failures.
// Bounded: a chatty server keeps only its newest lines.
import { ValueStore } from '../observable';

export type ServerLogKind = 'stderr' | 'started' | 'exit' | 'error' | 'note';

export interface ServerLogEntry {
  readonly seq: number;
  /** ms since the page loaded (performance.now), like the traffic rows. */
  readonly time: number;
  readonly kind: ServerLogKind;
  readonly text: string;
}

export const MAX_SERVER_LOG_ENTRIES = 5_000;

export class ServerLog extends ValueStore<readonly ServerLogEntry[]> {
  private nextSeq = 1;

  constructor(private readonly limit = MAX_SERVER_LOG_ENTRIES) {
    super([]);
  }

  add(kind: ServerLogKind, text: string): void {
    const entry: ServerLogEntry = { seq: this.nextSeq++, time: performance.now(), kind, text };
    const entries = this.get();
    this.set(
      entries.length >= this.limit
        ? [...entries.slice(entries.length - this.limit + 1), entry]
        : [...entries, entry],
    );
  }

  clear(): void {
    this.set([]);
  }
}
