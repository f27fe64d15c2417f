// Which ended tasks a manager may drop before their ttl (docs/tasks.md, "The task manager"). Only a
// manager asked to (the server-wide store of stateless HTTP requests, docs/http.md §3) does: there,
// clients it cannot tell apart share one store, so a store full of ended tasks must not refuse new
// ones for an hour, and the results it keeps must not grow past a budget. The oldest ended task
// goes first; a live task never goes.
import type { TaskSnapshot } from './taskSnapshot';

export interface TaskEviction {
  /** The characters (of their JSON) that the payloads of held tasks may take together. */
  maxPayloadChars: number;
}

/** The characters a snapshot's payload (result, error or input requests) takes as JSON. */
export function payloadChars(snapshot: TaskSnapshot): number {
  const payload = snapshot.result ?? snapshot.error ?? snapshot.inputRequests;
  return payload === undefined ? 0 : JSON.stringify(payload).length;
}

interface Held {
  readonly snapshot: TaskSnapshot;
  readonly order: number;
}

const endedOldestFirst = <T extends Held>(tasks: Iterable<T>): T[] =>
  [...tasks].filter((entry) => entry.snapshot.terminal).sort((a, b) => a.order - b.order);

/** The ended task created first, the next to drop early; undefined when every task is live. */
export function oldestEnded<T extends Held>(tasks: Iterable<T>): T | undefined {
  return endedOldestFirst(tasks)[0];
}

/** The payloads a manager holds, counted so that their total stays under the budget. */
export class PayloadBudget {
  private readonly chars = new Map<string, number>();
  private total = 0;

  constructor(private readonly eviction: TaskEviction) {}

  /**
   * Counts `snapshot`'s payload anew (it just changed), then says which ended tasks of `tasks` to
   * drop, oldest first, for the total to fit; past them, what remains is live tasks' input requests.
   */
  changed<T extends Held>(snapshot: TaskSnapshot, tasks: Iterable<T>): T[] {
    const chars = payloadChars(snapshot);
    this.total += chars - (this.chars.get(snapshot.taskId) ?? 0);
    this.chars.set(snapshot.taskId, chars);
    const drop: T[] = [];
    let total = this.total;
    for (const entry of endedOldestFirst(tasks)) {
      if (total <= this.eviction.maxPayloadChars) break;
      total -= this.chars.get(entry.snapshot.taskId) ?? 0;
      drop.push(entry);
    }
    return drop;
  }

  /** A task left the manager. */
  forget(taskId: string): void {
    this.total -= this.chars.get(taskId) ?? 0;
    this.chars.delete(taskId);
  }
}
