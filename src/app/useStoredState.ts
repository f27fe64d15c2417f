// State that survives a reload and a reconnect (docs/playground.md, "Tools": forms keep
// their values across reconnects). A value that no longer reads back is dropped, never trusted.
import { useCallback, useState } from 'react';

function read<T>(key: string, fallback: T, accept: (value: unknown) => value is T): T {
  try {
    const stored = localStorage.getItem(key);
    if (stored === null) return fallback;
    const value: unknown = JSON.parse(stored);
    return accept(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function useStoredState<T>(
  key: string,
  fallback: T,
  accept: (value: unknown) => value is T,
): [T, (value: T) => void] {
  const [value, setValue] = useState(() => read(key, fallback, accept));
  const store = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or disabled: the value still works for this page, it just won't be kept.
      }
    },
    [key],
  );
  return [value, store];
}
