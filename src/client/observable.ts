// A tiny external store for React's useSyncExternalStore. Listeners are told at most once per
// animation frame, however many changes happened: a burst of 5,000 messages renders once, and no
// render runs between a request leaving and its answer arriving (which would delay the answer's
// handling, and so the round trip the traffic view shows).

export type Listener = () => void;

/** The next frame in a browser; a timer elsewhere (tests, workers without frames). */
const nextFrame: (callback: () => void) => void =
  typeof requestAnimationFrame === 'function'
    ? (callback) => requestAnimationFrame(() => callback())
    : (callback) => setTimeout(callback, 0);

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
    nextFrame(() => {
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
