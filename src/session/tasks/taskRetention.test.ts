// docs/tasks.md, "The task manager", a manager asked to evict (the server-wide store of stateless
// HTTP requests, docs/http.md §3): full, it drops its oldest ended task to make room and refuses
// only when every task is live; its payloads stay under their budget, the oldest ended task going
// first; a live task never goes.
import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../protocol';
import type { TaskClock } from './taskClock';
import { TaskCapacityError, TaskManager, UNKNOWN_TASK_MESSAGE } from './taskManager';
import { payloadChars } from './taskRetention';

const clock: TaskClock & { mono: number } = { mono: 0, now: () => clock.mono, wallNow: () => 1e12 };
const origin = { tool: 'diagnostics', argumentsDigest: 'fnv1a32:00000000', owner: 'A' };
/** A result whose payload takes about `chars` characters. */
const resultOf = (chars: number) => ({
  isError: false as const,
  structured: { uri: 'u', diagnostics: [] },
  text: 'x'.repeat(chars),
});

const held = (tasks: TaskManager, taskId: string): boolean => {
  try {
    tasks.get('A', taskId);
    return true;
  } catch (error) {
    expect(error).toBeInstanceOf(ProtocolError);
    expect((error as ProtocolError).message).toBe(UNKNOWN_TASK_MESSAGE);
    return false;
  }
};

describe('a manager that evicts ended tasks', () => {
  it('full, drops its oldest ended task for a new one, and refuses only when all are live', () => {
    const tasks = new TaskManager({ clock, capacity: 3, evict: { maxPayloadChars: 1_000_000 } });
    const [a, b, c] = [tasks.create(origin), tasks.create(origin), tasks.create(origin)];
    tasks.complete(c!.taskId, resultOf(10));
    tasks.cancel('A', b!.taskId);
    const d = tasks.create(origin); // b, created before c, is the oldest ended
    expect([a, b, c, d].map((task) => held(tasks, task!.taskId))).toEqual([true, false, true, true]);
    const e = tasks.create(origin);
    expect(held(tasks, c!.taskId)).toBe(false);
    expect(() => tasks.create(origin)).toThrow(TaskCapacityError);
    expect([a, d, e].every((task) => held(tasks, task.taskId))).toBe(true);
  });

  it('keeps the payloads under their budget, dropping the oldest ended tasks first', () => {
    const size = payloadChars(completedWith(1000));
    const tasks = new TaskManager({ clock, capacity: 10, evict: { maxPayloadChars: 2 * size } });
    const [a, b, c, live] = [0, 1, 2, 3].map(() => tasks.create(origin).taskId);
    tasks.complete(b!, resultOf(1000));
    tasks.complete(a!, resultOf(1000));
    expect([a, b].every((id) => held(tasks, id!))).toBe(true); // exactly the budget
    tasks.complete(c!, resultOf(1000));
    // a was created first: it goes, though b ended before it; the live task stays.
    expect([a, b, c, live].map((id) => held(tasks, id!))).toEqual([false, true, true, true]);
  });

  it('frees what a task took once its ttl has passed', () => {
    const tasks = new TaskManager({ clock, defaultTtl: 1_000, evict: { maxPayloadChars: 1_500 } });
    const first = tasks.create(origin).taskId;
    tasks.complete(first, resultOf(1000));
    clock.mono += 1_000;
    const second = tasks.create(origin).taskId; // the first expired: its 1000 characters are free
    expect(held(tasks, first)).toBe(false);
    tasks.complete(second, resultOf(1000));
    expect(held(tasks, second)).toBe(true);
  });

  it('never drops a live task, whatever its input requests take', async () => {
    const tasks = new TaskManager({ clock, evict: { maxPayloadChars: 10 } });
    const asking = tasks.create(origin).taskId;
    const answered = tasks.requireInput(asking, [['newName', { method: 'elicitation/create', params: {} }]]);
    expect(tasks.get('A', asking).status).toBe('input_required');
    tasks.answerInput('A', asking, { newName: { action: 'accept', content: { newName: 'B' } } });
    await expect(answered).resolves.toHaveProperty('newName');
    expect(held(tasks, asking)).toBe(true);
  });
});

/** A completed snapshot whose result's text has `chars` characters, for its payload's size. */
function completedWith(chars: number) {
  const tasks = new TaskManager({ clock });
  const { taskId } = tasks.create(origin);
  tasks.complete(taskId, resultOf(chars));
  return tasks.get('A', taskId);
}
