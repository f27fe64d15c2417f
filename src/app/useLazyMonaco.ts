// Mounts a Monaco editor that loads lazily (docs/ARCHITECTURE.md, "Style": a small shell lazy-loads
// Monaco; docs/playground.md, "Quality a user notices"). `load` resolves to the editor's factory
// once its chunk has arrived; the editor is created only if the component is still mounted then, so
// a StrictMode remount or a quick tab switch never leaves a second editor in the same host. Pass a
// `load` that keeps its identity (useCallback): a new one disposes the editor and makes another.
// A failed load (its code did not arrive: a stopped backend) is said in words with a hint, and
// `retry` loads it again (docs/playground.md, "Quality a user notices").
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { explainFailure } from './chunkFailure';

export interface MonacoEditorHandle {
  dispose(): void;
}

/** How far the editor got: loading, ready, or the reason it could not be loaded, in words. */
export type LazyMonacoState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready' }
  /** `hint`: the likely cause and what Retry does (chunkFailure.ts). */
  | { readonly status: 'failed'; readonly message: string; readonly hint: string };

export interface LazyMonaco<E extends MonacoEditorHandle> {
  /** The element the editor is created in. */
  readonly host: RefObject<HTMLDivElement | null>;
  /** The live editor, or undefined while it loads, after a failure and after unmount. */
  readonly editor: RefObject<E | undefined>;
  readonly state: LazyMonacoState;
  /** Loads the editor again after a failure. */
  readonly retry: () => void;
}

export function useLazyMonaco<E extends MonacoEditorHandle>(
  load: () => Promise<(container: HTMLDivElement) => E>,
): LazyMonaco<E> {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<E>(undefined);
  const [state, setState] = useState<LazyMonacoState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((previous) => previous + 1);
  }, []);

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let disposed = false;
    let created: E | undefined;
    load()
      .then((create) => {
        if (disposed) return;
        created = create(container);
        editor.current = created;
        setState({ status: 'ready' });
      })
      .catch((cause: unknown) => {
        if (disposed) return;
        const { hint } = explainFailure(cause);
        setState({ status: 'failed', message: `The editor could not be loaded: ${String(cause)}`, hint });
      });
    return () => {
      disposed = true;
      created?.dispose();
      editor.current = undefined;
    };
  }, [load, attempt]);

  return { host, editor, state, retry };
}
