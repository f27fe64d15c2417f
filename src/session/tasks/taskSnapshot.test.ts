// docs/tasks.md, "The task snapshot": the status decides the one payload allowed (a table of every
// status × payload), times never go back, the origin never reaches the wire view.
import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '../../protocol';
import { InvalidTaskSnapshot, TaskSnapshot, type TaskFields } from './taskSnapshot';

const base: TaskFields = {
  taskId: '786512e2-9e0d-44bd-8f29-789f320fe840',
  origin: { tool: 'diagnostics', argumentsDigest: 'fnv1a32:deadbeef', owner: 'session-secret-owner' },
  status: 'working',
  createdAt: Date.UTC(2026, 0, 1),
  lastUpdatedAt: Date.UTC(2026, 0, 1),
  ttl: 60_000,
  pollInterval: 250,
};

const PAYLOADS = {
  inputRequests: [['newName-1', { method: 'elicitation/create', params: { message: 'new name?' } }]] as const,
  result: { isError: false as const, structured: { uri: 'file:///a' }, text: '{"uri":"file:///a"}' },
  error: { kind: 'internal' as const, message: 'Internal error' },
};
type Payload = keyof typeof PAYLOADS;

/** docs/tasks.md: input_required → its input requests; completed → the result; failed → the error. */
const ALLOWED: Readonly<Record<TaskStatus, Payload | undefined>> = {
  working: undefined,
  input_required: 'inputRequests',
  completed: 'result',
  failed: 'error',
  cancelled: undefined,
};

describe('the status decides the one payload allowed', () => {
  const cases = (Object.keys(ALLOWED) as TaskStatus[]).flatMap((status) =>
    ([undefined, 'inputRequests', 'result', 'error'] as const).map((payload) => ({ status, payload })),
  );
  it.each(cases)('$status with $payload', ({ status, payload }) => {
    const fields: TaskFields = { ...base, status, ...(payload ? { [payload]: PAYLOADS[payload] } : {}) };
    if (payload === ALLOWED[status]) expect(TaskSnapshot.of(fields).status).toBe(status);
    else expect(() => TaskSnapshot.of(fields)).toThrow(InvalidTaskSnapshot);
  });

  it('refuses two payloads at once, and input_required with no request', () => {
    expect(() =>
      TaskSnapshot.of({ ...base, status: 'completed', result: PAYLOADS.result, error: PAYLOADS.error }),
    ).toThrow(InvalidTaskSnapshot);
    expect(() => TaskSnapshot.of({ ...base, status: 'input_required', inputRequests: [] })).toThrow(
      InvalidTaskSnapshot,
    );
  });

  it('keeps a tool result with isError: true as completed', () => {
    const snapshot = TaskSnapshot.of({
      ...base,
      status: 'completed',
      result: { isError: true, message: 'boom' },
    });
    expect(snapshot.toNeutral().status).toBe('completed');
  });
});

describe('fields', () => {
  it.each([
    ['a blank taskId', { taskId: '  ' }],
    ['a taskId with LF', { taskId: 'a\nb' }],
    ['a taskId with CR', { taskId: 'a\rb' }],
    ['lastUpdatedAt before createdAt', { lastUpdatedAt: base.createdAt - 1 }],
    ['a zero ttl', { ttl: 0 }],
    ['a fractional ttl', { ttl: 1.5 }],
    ['a zero pollInterval', { pollInterval: 0 }],
    ['a NaN time', { createdAt: Number.NaN }],
  ])('refuses %s', (_name, change) => {
    expect(() => TaskSnapshot.of({ ...base, ...change })).toThrow(InvalidTaskSnapshot);
  });

  it('allows an unlimited ttl (absent)', () => {
    const { ttl: _ttl, ...unlimited } = base;
    expect(TaskSnapshot.of(unlimited).toNeutral().ttl).toBeUndefined();
  });

  it('is immutable, and next() never moves lastUpdatedAt back', () => {
    const snapshot = TaskSnapshot.of({ ...base, lastUpdatedAt: base.createdAt + 500 });
    expect(Object.isFrozen(snapshot)).toBe(true);
    const later = snapshot.next({ status: 'cancelled' }, base.createdAt + 100);
    expect(later.lastUpdatedAt).toBe(base.createdAt + 500);
    expect(snapshot.status).toBe('working');
  });

  it('next() drops the old payload with the old status', () => {
    const asking = TaskSnapshot.of(base).next(
      { status: 'input_required', inputRequests: PAYLOADS.inputRequests },
      base.createdAt,
    );
    const back = asking.next({ status: 'working' }, base.createdAt + 1);
    expect(back.inputRequests).toBeUndefined();
  });

  it('keeps input requests in insertion order', () => {
    const requests = [
      ['zeta', { method: 'elicitation/create' }],
      ['alpha', { method: 'elicitation/create' }],
    ] as const;
    const snapshot = TaskSnapshot.of({ ...base, status: 'input_required', inputRequests: requests });
    expect(Object.keys(snapshot.toNeutral().inputRequests ?? {})).toEqual(['zeta', 'alpha']);
  });
});

describe('the wire view', () => {
  it('carries ISO times and never the origin', () => {
    const neutral = TaskSnapshot.of({ ...base, status: 'completed', result: PAYLOADS.result }).toNeutral();
    expect(neutral.createdAt).toBe('2026-01-01T00:00:00.000Z');
    const json = JSON.stringify(neutral);
    for (const secret of ['session-secret-owner', 'fnv1a32:deadbeef', 'origin'])
      expect(json).not.toContain(secret);
  });
});
