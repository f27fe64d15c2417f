// Where the typed headers live (docs/any-server.md, "Headers from the page"): in the page's memory,
// and in local storage only for the servers whose "Remember on this machine" is checked. Local
// storage holds the remembered servers' rows under HEADERS_STORAGE_KEY, in the shape it always had,
// so a server found there counts as remembered: headers kept before the choice existed stay (and
// say so, checked) instead of silently disappearing.
import { HEADERS_STORAGE_KEY, isHeadersByServer, type HeadersByServer } from './headerRows';

/** The remembered servers' rows; anything that does not read back is dropped, never trusted. */
export function readRememberedHeaders(storage: Storage = localStorage): HeadersByServer {
  try {
    const stored = storage.getItem(HEADERS_STORAGE_KEY);
    if (stored === null) return {};
    const value: unknown = JSON.parse(stored);
    return isHeadersByServer(value) ? value : {};
  } catch {
    return {};
  }
}

/**
 * Writes the rows of the remembered servers, and only theirs: a server no longer remembered is gone
 * from storage at once. Says why when storage refuses (full, disabled); the rows still work for
 * this page.
 */
export function writeRememberedHeaders(
  rows: HeadersByServer,
  remembered: ReadonlySet<string>,
  storage: Storage = localStorage,
): string | undefined {
  const kept = Object.fromEntries([...remembered].map((server) => [server, rows[server] ?? []]));
  try {
    if (remembered.size === 0) storage.removeItem(HEADERS_STORAGE_KEY);
    else storage.setItem(HEADERS_STORAGE_KEY, JSON.stringify(kept));
    return undefined;
  } catch (cause) {
    const why = cause instanceof Error ? cause.message : String(cause);
    return `This browser did not keep them (${why}); they are in this page's memory only.`;
  }
}
