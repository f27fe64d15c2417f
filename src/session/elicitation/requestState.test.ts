// docs/elicitation.md, "MRTR": what a sealed requestState binds, and each way it is refused.
import { describe, expect, it, vi } from 'vitest';
import { ProtocolError } from '../../protocol';
import {
  canonicalJson,
  forgetIssuedStates,
  MAX_ROUNDS,
  openRequestState,
  sealRequestState,
  STATE_LIFETIME_MS,
} from './requestState';

const CALL = { method: 'tools/call', name: 'rename', arguments: { text: 'def a', line: 0, character: 4 } };

async function reasonOf(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProtocolError);
  expect((error as ProtocolError).kind).toBe('invalidParams');
  return ((error as ProtocolError).data as { reason: string }).reason;
}

describe('requestState', () => {
  it('opens to the round it closed, for the same call, whatever the key order of its arguments', async () => {
    const state = await sealRequestState(CALL, 3);
    const reordered = { ...CALL, arguments: { character: 4, line: 0, text: 'def a' } };
    expect(await openRequestState(state, reordered)).toBe(3);
  });

  it('is readable: its payload names what it binds (nothing in it is secret)', async () => {
    const state = await sealRequestState(CALL, 1);
    const payload = JSON.parse(atob(state.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<
      string,
      unknown
    >;
    expect(payload).toMatchObject({ m: 'tools/call', n: 'rename', r: 1 });
    expect(JSON.stringify(payload)).not.toContain('def a');
    expect(Object.keys(payload).sort()).toEqual(['e', 'f', 'm', 'n', 'r', 'v']);
  });

  it.each<[string, (state: string) => [unknown, typeof CALL], string]>([
    [
      'a flipped character of the payload',
      (s) => [`${s[0] === 'e' ? 'f' : 'e'}${s.slice(1)}`, CALL],
      'tampered',
    ],
    [
      'a flipped character of the MAC',
      (s) => [`${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`, CALL],
      'tampered',
    ],
    ['another tool', (s) => [s, { ...CALL, name: 'format' }], 'other request'],
    ['another method', (s) => [s, { ...CALL, method: 'prompts/get' }], 'other request'],
    [
      'other arguments',
      (s) => [s, { ...CALL, arguments: { ...CALL.arguments, line: 1 } }],
      'other arguments',
    ],
    ['not a string', () => [42, CALL], 'malformed'],
    ['three parts', (s) => [`${s}.x`, CALL], 'malformed'],
  ])('refuses %s, remembered or checked by its MAC', async (_name, change, reason) => {
    for (const forget of [false, true]) {
      const sealed = await sealRequestState(CALL, 1);
      if (forget) forgetIssuedStates();
      const [state, binding] = change(sealed);
      expect(await reasonOf(openRequestState(state, binding))).toBe(reason);
    }
  });

  it('checks a state it issued by comparison, and one it no longer remembers by its MAC', async () => {
    const verify = vi.spyOn(globalThis.crypto.subtle, 'verify');
    try {
      const state = await sealRequestState(CALL, 2);
      expect(await openRequestState(state, CALL)).toBe(2);
      expect(verify).not.toHaveBeenCalled();
      forgetIssuedStates();
      expect(await openRequestState(state, CALL)).toBe(2);
      expect(verify).toHaveBeenCalledOnce();
    } finally {
      verify.mockRestore();
    }
  });

  it('expires after five minutes', async () => {
    const now = Date.now();
    const state = await sealRequestState(CALL, 1, now);
    expect(await openRequestState(state, CALL, now + STATE_LIFETIME_MS)).toBe(1);
    expect(await reasonOf(openRequestState(state, CALL, now + STATE_LIFETIME_MS + 1))).toBe('expired');
  });

  it(`seals no round past ${MAX_ROUNDS}`, async () => {
    expect(await openRequestState(await sealRequestState(CALL, MAX_ROUNDS), CALL)).toBe(MAX_ROUNDS);
    expect(await reasonOf(sealRequestState(CALL, MAX_ROUNDS + 1))).toBe('too many rounds');
  });

  it('digests canonical JSON: keys sorted at every depth, undefined members left out', () => {
    expect(canonicalJson({ b: [{ d: 1, c: 2 }], a: undefined, e: 'x' })).toBe(
      '{"b":[{"c":2,"d":1}],"e":"x"}',
    );
  });
});
