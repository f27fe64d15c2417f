// A lazily loaded component that can be loaded again (docs/playground.md, "Quality a user notices"):
// React.lazy keeps a failed import for good, so each attempt after a failure gets a React.lazy of its
// own, and the module's promise is forgotten when it fails. `preload` fetches the chunk ahead (idle,
// after first paint) so that a backend stopped later cannot keep a panel from opening.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface RetryableLazy<P extends object> {
  /** Loads the chunk now; a failure is left for the component to meet (and retry) when shown. */
  preload(): Promise<void>;
  /** The component for the boundary's `attempt`: a fresh React.lazy per attempt. */
  forAttempt(attempt: number): LazyExoticComponent<ComponentType<P>>;
}

export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): RetryableLazy<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((cause: unknown) => {
      loading = undefined;
      throw cause;
    }));
  const attempts = new Map<number, LazyExoticComponent<ComponentType<P>>>();
  return {
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
    forAttempt: (attempt) => {
      let component = attempts.get(attempt);
      if (!component) {
        component = lazy(() => loadOnce().then((loaded) => ({ default: loaded })));
        attempts.set(attempt, component);
      }
      return component;
    },
  };
}

/** Runs `preload` of each once the page is idle after its first paint (a timer where there is no idle callback). */
export function preloadWhenIdle(chunks: readonly { preload(): Promise<void> }[]): () => void {
  const run = () => {
    for (const chunk of chunks) void chunk.preload();
  };
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1000);
  return () => clearTimeout(handle);
}
