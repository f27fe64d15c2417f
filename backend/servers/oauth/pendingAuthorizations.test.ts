import { describe, expect, it } from 'vitest';
import { PendingAuthorizations } from './pendingAuthorizations';

describe('PendingAuthorizations', () => {
  it('gives a state once: a second take finds nothing', () => {
    const pending = new PendingAuthorizations<string>();
    const state = PendingAuthorizations.newState();
    pending.add(state, 'verifier');
    expect(pending.take(state)).toEqual({ ok: true, value: 'verifier' });
    expect(pending.take(state)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('refuses a state it never issued', () => {
    expect(new PendingAuthorizations<string>().take('forged')).toEqual({ ok: false, reason: 'unknown' });
  });

  it('refuses an expired state, and sweeps expired ones as new ones come', () => {
    let now = 1_000;
    const pending = new PendingAuthorizations<string>(60_000, () => now);
    const old = PendingAuthorizations.newState();
    pending.add(old, 'a');
    now += 60_000;
    expect(pending.take(old)).toEqual({ ok: false, reason: 'expired' });
    const stale = PendingAuthorizations.newState();
    pending.add(stale, 'b');
    now += 60_001;
    pending.add(PendingAuthorizations.newState(), 'c');
    expect(pending.size).toBe(1);
  });

  it('makes unguessable states: 256 bits, base64url, all different', () => {
    const states = new Set(Array.from({ length: 100 }, () => PendingAuthorizations.newState()));
    expect(states.size).toBe(100);
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
