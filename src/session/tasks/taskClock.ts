// The task manager's clocks (docs/tasks.md, "The task manager"): a monotonic one for the ttl and
// the order of updates, and the wall clock only for the creation time the wire shows. Injectable,
// so tests move time by hand.
export interface TaskClock {
  /** Monotonic milliseconds (never goes back). */
  now(): number;
  /** Milliseconds since the epoch. */
  wallNow(): number;
}

export const systemTaskClock: TaskClock = {
  now: () => performance.now(),
  wallNow: () => Date.now(),
};
