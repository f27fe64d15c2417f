// Authorizations started and not yet called back (docs/any-server.md, "Authorization"): the `state`
// sent to the authorization server maps to the PKCE verifier and what the exchange needs. A state is
// unguessable (256 random bits), expires, and is taken once: a replayed or forged callback finds
// nothing and no code is ever exchanged for it.
import { randomBytes } from 'node:crypto';

/** Long enough to log in at the authorization server, short enough that a leaked URL goes stale. */
export const PENDING_TTL_MS = 10 * 60_000;

export type Taken<T> = { ok: true; value: T } | { ok: false; reason: 'unknown' | 'expired' };

export class PendingAuthorizations<T> {
  private readonly byState = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly ttlMs = PENDING_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new unguessable state, for the authorization URL that `add` files its entry under. */
  static newState(): string {
    return randomBytes(32).toString('base64url');
  }

  add(state: string, value: T): void {
    this.sweep();
    this.byState.set(state, { value, expiresAt: this.now() + this.ttlMs });
  }

  /** The entry for `state`, removed: a second call with the same state finds nothing. */
  take(state: string): Taken<T> {
    const entry = this.byState.get(state);
    if (entry === undefined) return { ok: false, reason: 'unknown' };
    this.byState.delete(state);
    if (entry.expiresAt <= this.now()) return { ok: false, reason: 'expired' };
    return { ok: true, value: entry.value };
  }

  get size(): number {
    return this.byState.size;
  }

  private sweep(): void {
    const now = this.now();
    for (const [state, entry] of this.byState) if (entry.expiresAt <= now) this.byState.delete(state);
  }
}
