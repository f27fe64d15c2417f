// The roots the client offers the server (docs/playground.md, "Client features for any server"):
// `roots/list` is answered from this list, and a change while connected with the `roots`
// capability (declared with `listChanged`) is told by `notifications/roots/list_changed`.
import { isPlainObject } from '../../contracts/isPlainObject';
import type { ClientCore } from '../connection/clientCore';
import { ValueStore } from '../observable';

export interface Root {
  readonly uri: string;
  readonly name?: string;
}

export interface RootsPort {
  /** The capabilities declared in the current session; undefined when not connected. */
  declared(): Record<string, unknown> | undefined;
  notify(method: string): Promise<void>;
}

/** Why `uri` is not a root the spec allows (roots are `file://` URIs), or undefined. */
export function rootProblem(uri: string): string | undefined {
  if (!uri.startsWith('file://')) return 'a root is a file:// URI';
  try {
    new URL(uri);
    return undefined;
  } catch {
    return 'not a valid URI';
  }
}

export function isRootList(value: unknown): value is Root[] {
  return (
    Array.isArray(value) &&
    value.every(
      (root) =>
        isPlainObject(root) &&
        typeof root.uri === 'string' &&
        (root.name === undefined || typeof root.name === 'string'),
    )
  );
}

export class ClientRoots {
  readonly list = new ValueStore<readonly Root[]>([]);

  constructor(private readonly port: RootsPort) {}

  /** Replaces the roots; the server hears of it when it was told the list may change. */
  async set(roots: readonly Root[]): Promise<void> {
    if (JSON.stringify(roots) === JSON.stringify(this.list.get())) return;
    this.list.set(roots);
    const declared = this.port.declared()?.roots;
    if (isPlainObject(declared) && declared.listChanged === true)
      await this.port.notify('notifications/roots/list_changed');
  }

  /** The `roots/list` result. */
  result(): Record<string, unknown> {
    return { roots: this.list.get().map((root) => ({ ...root })) };
  }
}

export type RootsHost = Pick<ClientCore, 'setRequestHandler' | 'capabilities' | 'status' | 'notify'>;

/**
 * The roots as a feature of the client core: `roots/list` is answered from the list when the
 * session declared `roots` (otherwise it is not this feature's to answer), and a change is told
 * only while connected.
 */
export function installRoots(host: RootsHost): ClientRoots {
  const roots = new ClientRoots({
    declared: () => (host.status.get().state === 'connected' ? host.capabilities : undefined),
    notify: (method) => host.notify(method),
  });
  host.setRequestHandler('roots/list', async () =>
    isPlainObject(host.capabilities?.roots) ? { result: roots.result() } : undefined,
  );
  return roots;
}
