// A tiny external store for React's useSyncExternalStore: listeners are told once per microtask,
// however many changes happened, so a burst of 5,000 messages renders once, not 5,000 times.

export type Listener = () => void;

export class Observable {
  private readonly listeners = new Set<Listener>();
  private scheduled = false;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  protected changed(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      for (const listener of [...this.listeners]) listener();
    });
  }
}

/** One value that changes as a whole (session status, pending requests). */
export class ValueStore<T> extends Observable {
  constructor(private value: T) {
    super();
  }

  get = (): T => this.value;

  set(value: T): void {
    if (Object.is(value, this.value)) return;
    this.value = value;
    this.changed();
  }
}
