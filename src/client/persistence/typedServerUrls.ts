// The Streamable HTTP URLs the person typed in the Server select (docs/any-server.md, "A typed
// URL"), kept in the page's IndexedDB store so the next page load offers them again, until removed.
// Only the URLs: headers typed for them stay in memory unless "Remember on this machine" (the
// secrets-at-rest rule of docs/any-server.md, "Headers from the page"); the backend refuses a URL
// with a user name or password, so no secret rides in one.
import { ValueStore } from '../observable';
import type { LoadedSaved } from './loadSaved';
import { storageProblem, type SavedStore } from './savedStore';

/** As many as the backend takes per run (backend/servers/typedServers.ts); older ones make room. */
export const MAX_SAVED_TYPED_URLS = 100;

/** The saved value, checked: a list of strings (anything else, from an older or foreign page, is none). */
export function readTypedUrls(value: unknown): readonly string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((url): url is string => typeof url === 'string').slice(-MAX_SAVED_TYPED_URLS);
}

export class TypedServerUrls {
  /** The URLs in the order they were added. */
  readonly urls = new ValueStore<readonly string[]>([]);
  /** Why the last change was not saved (the list still holds it for this page), or undefined. */
  readonly problem = new ValueStore<string | undefined>(undefined);
  private store: SavedStore | undefined;
  /** Resolves once the saved list is read (never rejects). */
  readonly arrived: Promise<void>;

  constructor(saved: LoadedSaved | Promise<LoadedSaved>) {
    this.arrived = Promise.resolve(saved).then((loaded) => {
      this.store = loaded.store;
      // URLs added before the read came go after the saved ones.
      this.urls.set(merge(readTypedUrls(loaded.data.typedServers), this.urls.get()));
    });
  }

  add(url: string): Promise<void> {
    return this.save(
      merge(
        this.urls.get().filter((known) => known !== url),
        [url],
      ),
    );
  }

  remove(url: string): Promise<void> {
    return this.save(this.urls.get().filter((known) => known !== url));
  }

  private async save(urls: readonly string[]): Promise<void> {
    this.urls.set(urls);
    await this.arrived;
    if (this.store === undefined) return;
    try {
      await this.store.putTypedServers(this.urls.get());
      this.problem.set(undefined);
    } catch (cause) {
      this.problem.set(`The URL list is not kept across a reload: ${storageProblem(cause)}.`);
    }
  }
}

function merge(first: readonly string[], then: readonly string[]): readonly string[] {
  return [...new Set([...first, ...then])].slice(-MAX_SAVED_TYPED_URLS);
}
