// docs/tasks.md, "The task manager": capacity without evicting a live task, the ttl at its boundary
// on a fake monotonic clock, terminal states final under racing callers, idempotent cancel, owner
// isolation with one answer, and input_required and back.
import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../protocol';
import type { TaskClock } from './taskClock';
import { TaskCapacityError, TaskManager, UNKNOWN_TASK_MESSAGE } from './taskManager';

class FakeClock implements TaskClock {
  mono = 1_000;
  wall = Date.UTC(2026, 6, 28, 10, 30);
  now = () => this.mono;
  wallNow = () => this.wall;
  advance(ms: number): void {
    this.mono += ms;
    this.wall += ms;
  }
}

const origin = (owner = 'A') => ({ tool: 'diagnostics', argumentsDigest: 'fnv1a32:00000000', owner });
const done = { isError: false as const, structured: { uri: 'u', diagnostics: [] }, text: '{}' };
let ids = 0;
const manager = (options: ConstructorParameters<typeof TaskManager>[0] = {}) => {
  const clock = new FakeClock();
  return { clock, tasks: new TaskManager({ clock, newTaskId: () => `task-${++ids}`, ...options }) };
};

function errorOf(run: () => unknown): ProtocolError {
  try {
    run();
  } catch (error) {
    if (error instanceof ProtocolError) return error;
    throw error;
  }
  throw new TypeError('did not throw');
}

describe('creation', () => {
  it('makes a working task with the default ttl, the poll interval, and a UUID v4 by default', () => {
    const tasks = new TaskManager();
    const snapshot = tasks.create(origin());
    expect(snapshot.status).toBe('working');
    expect(snapshot.taskId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(snapshot.ttl).toBe(600_000);
    expect(snapshot.pollInterval).toBe(250);
    expect(snapshot.lastUpdatedAt).toBe(snapshot.createdAt);
  });

  it('takes the requested ttl, capped at the most allowed', () => {
    const { tasks } = manager({ maxTtl: 10_000 });
    expect(tasks.create(origin(), 5_000).ttl).toBe(5_000);
    expect(tasks.create(origin(), 50_000).ttl).toBe(10_000);
  });
});

describe('capacity', () => {
  it('fails with a clear error when full, and never evicts a live task', () => {
    const { tasks } = manager({ capacity: 3 });
    const live = [tasks.create(origin()), tasks.create(origin()), tasks.create(origin())];
    expect(() => tasks.create(origin())).toThrow(TaskCapacityError);
    expect(() => tasks.create(origin())).toThrow(/too many tasks: 3/);
    for (const task of live) expect(tasks.get('A', task.taskId).status).toBe('working');
  });

  it('keeps even a live task whose ttl has passed; it goes once ended', () => {
    const { tasks, clock } = manager({ capacity: 1 });
    const task = tasks.create(origin(), 1_000);
    clock.advance(5_000);
    expect(() => tasks.create(origin())).toThrow(TaskCapacityError);
    tasks.complete(task.taskId, done);
    expect(tasks.create(origin()).status).toBe('working');
  });
});

describe('ttl on the monotonic clock', () => {
  it('keeps an ended task until its ttl has passed since creation, to the millisecond', () => {
    const { tasks, clock } = manager();
    const task = tasks.create(origin(), 1_000);
    tasks.complete(task.taskId, done);
    clock.advance(999);
    expect(tasks.get('A', task.taskId).status).toBe('completed');
    clock.advance(1);
    expect(errorOf(() => tasks.get('A', task.taskId)).message).toBe(UNKNOWN_TASK_MESSAGE);
    expect(tasks.size).toBe(0);
  });

  it('counts on the monotonic clock, not the wall clock', () => {
    const { tasks, clock } = manager();
    const task = tasks.create(origin(), 1_000);
    tasks.complete(task.taskId, done);
    clock.wall += 10_000_000; // the wall clock jumps; nothing expires
    expect(tasks.get('A', task.taskId).status).toBe('completed');
  });

  it('never moves lastUpdatedAt back, even when the wall clock does', () => {
    const { tasks, clock } = manager();
    const task = tasks.create(origin());
    clock.mono += 40;
    clock.wall -= 60_000;
    tasks.complete(task.taskId, done);
    const ended = tasks.get('A', task.taskId);
    expect(ended.lastUpdatedAt).toBe(task.createdAt + 40);
  });
});

describe('terminal states are final', () => {
  it('of many racing async callers exactly one transition wins', async () => {
    const { tasks } = manager();
    const task = tasks.create(origin());
    const racers = Array.from({ length: 60 }, (_, i) => async () => {
      await new Promise((resolve) => setTimeout(resolve, i % 7));
      if (i % 3 === 0) return tasks.complete(task.taskId, done);
      if (i % 3 === 1) return tasks.fail(task.taskId, { kind: 'internal', message: 'Internal error' });
      return !tasks.cancel('A', task.taskId).wasFinished;
    });
    const outcomes = await Promise.all(racers.map((race) => race()));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const winner = tasks.get('A', task.taskId).status;
    // The first racer to run (i = 0, no delay) is a completion.
    expect(winner).toBe('completed');
  });

  it('cancelling twice is harmless; cancelling a completed task leaves it completed', () => {
    const { tasks } = manager();
    const one = tasks.create(origin());
    expect(tasks.cancel('A', one.taskId)).toMatchObject({
      wasFinished: false,
      snapshot: { status: 'cancelled' },
    });
    expect(tasks.cancel('A', one.taskId)).toMatchObject({
      wasFinished: true,
      snapshot: { status: 'cancelled' },
    });
    const two = tasks.create(origin());
    tasks.complete(two.taskId, done);
    expect(tasks.cancel('A', two.taskId)).toMatchObject({
      wasFinished: true,
      snapshot: { status: 'completed' },
    });
    expect(tasks.complete(one.taskId, done)).toBe(false);
    expect(tasks.get('A', one.taskId).status).toBe('cancelled');
  });

  it('tells listeners of each change once, and wakes those waiting for the end', async () => {
    const { tasks } = manager();
    const task = tasks.create(origin());
    const seen: string[] = [];
    tasks.onChange((snapshot) => seen.push(snapshot.status));
    const ended = tasks.whenEnded('A', task.taskId);
    tasks.complete(task.taskId, done);
    tasks.fail(task.taskId, { kind: 'internal', message: 'Internal error' });
    expect((await ended).status).toBe('completed');
    expect(seen).toEqual(['completed']);
  });
});

describe('owner isolation', () => {
  it("answers another session's task exactly like an unknown one", () => {
    const { tasks } = manager();
    const mine = tasks.create(origin('A'));
    const foreign = errorOf(() => tasks.get('B', mine.taskId));
    const unknown = errorOf(() => tasks.get('B', 'no-such-task'));
    expect(foreign.kind).toBe('invalidParams');
    expect({ kind: foreign.kind, message: foreign.message, data: foreign.data }).toEqual({
      kind: unknown.kind,
      message: unknown.message,
      data: unknown.data,
    });
    expect(foreign.message).not.toContain(mine.taskId);
    for (const run of [
      () => tasks.cancel('B', mine.taskId),
      () => tasks.whenEnded('B', mine.taskId),
      () => tasks.answerInput('B', mine.taskId, {}),
    ])
      expect(errorOf(run).message).toBe(UNKNOWN_TASK_MESSAGE);
    expect(tasks.get('A', mine.taskId).status).toBe('working');
  });

  it('lists only the owner’s tasks, a page at a time, oldest first', () => {
    const { tasks } = manager();
    const mine = Array.from({ length: 5 }, () => tasks.create(origin('A')).taskId);
    tasks.create(origin('B'));
    const first = tasks.list('A', undefined, 2);
    expect(first.tasks.map((t) => t.taskId)).toEqual(mine.slice(0, 2));
    const second = tasks.list('A', first.nextCursor, 2);
    const third = tasks.list('A', second.nextCursor, 2);
    expect([...second.tasks, ...third.tasks].map((t) => t.taskId)).toEqual(mine.slice(2));
    expect(third.nextCursor).toBeUndefined();
    expect(errorOf(() => tasks.list('A', 'not a cursor')).kind).toBe('invalidParams');
  });
});

describe('input_required', () => {
  const ask = (key: string) => [key, { method: 'elicitation/create', params: { message: key } }] as const;

  it('asks with its requests and goes back to working once all are answered', async () => {
    const { tasks } = manager();
    const task = tasks.create(origin());
    const answers = tasks.requireInput(task.taskId, [ask('q1'), ask('q2')]);
    const asking = tasks.get('A', task.taskId);
    expect(asking.status).toBe('input_required');
    expect(asking.inputRequests?.map(([key]) => key)).toEqual(['q1', 'q2']);
    expect(tasks.answerInput('A', task.taskId, { q1: { action: 'accept' }, stray: {} })).toBe(true);
    expect(tasks.get('A', task.taskId).inputRequests?.map(([key]) => key)).toEqual(['q2']);
    expect(tasks.answerInput('A', task.taskId, { q1: { action: 'decline' } })).toBe(false); // superseded
    tasks.answerInput('A', task.taskId, { q2: { action: 'accept', content: { newName: 'b' } } });
    expect(tasks.get('A', task.taskId).status).toBe('working');
    expect(await answers).toEqual({
      q1: { action: 'accept' },
      q2: { action: 'accept', content: { newName: 'b' } },
    });
  });

  it('refuses a key used before in the task’s life, and only a working task asks', () => {
    const { tasks } = manager();
    const task = tasks.create(origin());
    void tasks.requireInput(task.taskId, [ask('q1')]);
    expect(tasks.requireInput(task.taskId, [ask('q2')])).toBeUndefined(); // already asking
    tasks.answerInput('A', task.taskId, { q1: {} });
    expect(tasks.requireInput(task.taskId, [ask('q1')])).toBeUndefined();
    tasks.cancel('A', task.taskId);
    expect(tasks.requireInput(task.taskId, [ask('q3')])).toBeUndefined();
  });

  it('a cancel while asking is final: late answers change nothing', () => {
    const { tasks } = manager();
    const task = tasks.create(origin());
    void tasks.requireInput(task.taskId, [ask('q1')]);
    tasks.cancel('A', task.taskId);
    expect(tasks.answerInput('A', task.taskId, { q1: {} })).toBe(false);
    expect(tasks.get('A', task.taskId).status).toBe('cancelled');
  });
});
