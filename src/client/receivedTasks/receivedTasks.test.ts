import { describe, expect, it } from 'vitest';
import { META_RELATED_TASK } from '../../protocol/metaKeys';
import { ValueStore } from '../observable';
import type { ServerRequestAnswer } from '../connection/serverRequests';
import { DEFAULT_TTL_MS, LIST_PAGE_SIZE, MAX_TTL_MS, ReceivedTasks } from './receivedTasks';
import type { ReceivedTask, ReceivedTaskWire } from './receivedTaskTypes';

const SAMPLED = { role: 'assistant', content: { type: 'text', text: 'hi' }, model: 'm' };

/** A store on a clock the test moves, and the work each task runs, answered by the test. */
function harness() {
  let clock = Date.parse('2026-12-04T10:00:00.000Z');
  let ids = 0;
  const notified: ReceivedTaskWire[] = [];
  const list = new ValueStore<readonly ReceivedTask[]>([]);
  const store = new ReceivedTasks({
    list,
    notify: (task) => notified.push(task),
    now: () => clock,
    newId: () => `task-${++ids}`,
  });
  const answerWith: ((answer: ServerRequestAnswer) => void)[] = [];
  const start = (ttl?: unknown, method = 'sampling/createMessage') => {
    const started = store.start(
      method,
      7,
      ttl === undefined ? {} : { ttl },
      () => new Promise((r) => answerWith.push(r)),
    );
    started.begin();
    return started.task;
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    store,
    list,
    notified,
    start,
    settle,
    answer: async (n: number, answer: ServerRequestAnswer) => {
      await settle();
      answerWith[n]?.(answer);
      await settle();
    },
    tick: (ms: number) => void (clock += ms),
  };
}

describe('the tasks this client runs for the server', () => {
  it('creates a working task with the granted ttl and a poll interval, and tells nobody yet', () => {
    const h = harness();
    expect(h.start(30_000)).toEqual({
      taskId: 'task-1',
      status: 'working',
      statusMessage: 'Waiting for the person to answer sampling/createMessage',
      createdAt: '2026-12-04T10:00:00.000Z',
      lastUpdatedAt: '2026-12-04T10:00:00.000Z',
      ttl: 30_000,
      pollInterval: 1_000,
    });
    expect(h.notified).toEqual([]);
    expect(h.list.get().map((t) => [t.taskId, t.method, t.requestId])).toEqual([
      ['task-1', 'sampling/createMessage', 7],
    ]);
  });

  it.each([
    [undefined, DEFAULT_TTL_MS],
    [-5, DEFAULT_TTL_MS],
    [1.5, DEFAULT_TTL_MS],
    [MAX_TTL_MS * 2, MAX_TTL_MS],
  ])('grants ttl %j as %j', (asked, granted) => {
    expect(harness().start(asked).ttl).toBe(granted);
  });

  it('working → completed: tasks/result waits for the answer, then returns it tied to the task', async () => {
    const h = harness();
    const { taskId } = h.start();
    let result: ServerRequestAnswer | undefined;
    void h.store.answer('tasks/result', { taskId }).then((r) => (result = r));
    await h.settle();
    expect(result).toBeUndefined();
    h.tick(1500);
    await h.answer(0, { result: SAMPLED });
    expect(result).toEqual({ result: { ...SAMPLED, _meta: { [META_RELATED_TASK]: { taskId } } } });
    expect(h.notified).toEqual([
      expect.objectContaining({ taskId, status: 'completed', lastUpdatedAt: '2026-12-04T10:00:01.500Z' }),
    ]);
    expect(await h.store.answer('tasks/get', { taskId })).toEqual({
      result: expect.objectContaining({ status: 'completed', statusMessage: 'Answered' }),
    });
  });

  it('working → failed: the request’s error (a rejection) is what tasks/result returns', async () => {
    const h = harness();
    const { taskId } = h.start();
    await h.answer(0, { error: { code: -1, message: 'User rejected sampling request' } });
    expect(h.store.get(taskId)).toMatchObject({
      status: 'failed',
      statusMessage: 'User rejected sampling request',
    });
    expect(await h.store.answer('tasks/result', { taskId })).toEqual({
      error: { code: -1, message: 'User rejected sampling request' },
    });
  });

  it('working → input_required → working → cancelled, each transition notified once', async () => {
    const h = harness();
    const { taskId } = h.start();
    expect(h.store.transition(taskId, 'input_required', 'needs you')).toBe(true);
    expect(h.store.transition(taskId, 'input_required')).toBe(false); // no change, no notification
    expect(h.store.transition(taskId, 'working')).toBe(true);
    const pending = h.store.answer('tasks/result', { taskId });
    expect(await h.store.answer('tasks/cancel', { taskId })).toEqual({
      result: expect.objectContaining({
        taskId,
        status: 'cancelled',
        statusMessage: 'Cancelled by the server',
      }),
    });
    expect(h.notified.map((t) => t.status)).toEqual(['input_required', 'working', 'cancelled']);
    // The waiting tasks/result ends, and the person's late answer is dropped.
    expect(await pending).toEqual({
      error: { code: -32602, message: 'Invalid params: the task was cancelled' },
    });
    await h.answer(0, { result: SAMPLED });
    expect(h.store.get(taskId)?.status).toBe('cancelled');
    expect(h.notified).toHaveLength(3);
  });

  it('terminal states are final, and cancelling a finished task is -32602', async () => {
    const h = harness();
    const { taskId } = h.start();
    await h.answer(0, { result: SAMPLED });
    expect(h.store.transition(taskId, 'working')).toBe(false);
    expect(h.store.transition(taskId, 'failed')).toBe(false);
    expect(await h.store.answer('tasks/cancel', { taskId })).toEqual({
      error: {
        code: -32602,
        message: 'Invalid params: the task is already completed and cannot be cancelled',
      },
    });
    expect(h.store.get(taskId)?.status).toBe('completed');
  });

  it.each(['tasks/get', 'tasks/result', 'tasks/cancel'])(
    '%s of an unknown task is -32602',
    async (method) => {
      const h = harness();
      h.start();
      expect(await h.store.answer(method, { taskId: 'nope' })).toEqual({
        error: { code: -32602, message: 'Invalid params: no such task' },
      });
      expect(await h.store.answer(method, {})).toEqual({
        error: { code: -32602, message: 'Invalid params: taskId must be a string' },
      });
    },
  );

  it('a task that failed to run (the dialog threw) fails with -32603', async () => {
    const h = harness();
    const started = h.store.start('elicitation/create', 1, {}, () => Promise.reject(new Error('no dialog')));
    started.begin();
    await h.settle();
    expect(await h.store.answer('tasks/result', { taskId: started.task.taskId })).toEqual({
      error: { code: -32603, message: 'no dialog' },
    });
  });

  it('an ended task is gone after its ttl; a live one stays until it ends', async () => {
    const h = harness();
    const live = h.start(1_000);
    const ended = h.start(1_000);
    await h.answer(1, { result: SAMPLED });
    h.tick(1_000);
    expect(h.store.get(ended.taskId)).toBeUndefined();
    expect(h.store.get(live.taskId)?.status).toBe('working');
    await h.answer(0, { result: SAMPLED });
    expect(h.store.get(live.taskId)).toBeUndefined();
    // The panel still shows both as they ended.
    expect(h.list.get().map((t) => t.status)).toEqual(['completed', 'completed']);
  });

  it('lists the tasks in pages, and rejects a cursor it never gave', async () => {
    const h = harness();
    for (let i = 0; i < LIST_PAGE_SIZE + 1; i++) h.start();
    const first = await h.store.answer('tasks/list', {});
    expect('result' in first && (first.result.tasks as unknown[]).length).toBe(LIST_PAGE_SIZE);
    expect('result' in first && first.result.nextCursor).toBe(String(LIST_PAGE_SIZE));
    const second = await h.store.answer('tasks/list', { cursor: String(LIST_PAGE_SIZE) });
    expect(second).toEqual({
      result: { tasks: [expect.objectContaining({ taskId: `task-${LIST_PAGE_SIZE + 1}` })] },
    });
    expect(await h.store.answer('tasks/list', { cursor: 'x' })).toEqual({
      error: { code: -32602, message: 'Invalid params: unknown cursor' },
    });
  });

  it('aborts the work’s signal when the task is cancelled or its session ends, so the dialog closes', () => {
    const h = harness();
    const signals: AbortSignal[] = [];
    const start = () => {
      const started = h.store.start('elicitation/create', 1, {}, (signal) => {
        signals.push(signal);
        return new Promise(() => {});
      });
      started.begin();
      return started.task.taskId;
    };
    h.store.cancel(start());
    start();
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    h.store.sessionEnded();
    expect(signals.map((s) => s.aborted)).toEqual([true, true]);
  });

  it('a session that ends cancels its live tasks without a word and forgets them', async () => {
    const h = harness();
    const { taskId } = h.start();
    const pending = h.store.answer('tasks/result', { taskId });
    h.store.sessionEnded();
    expect(await pending).toEqual({ error: { code: -32602, message: 'Invalid params: the session ended' } });
    expect(h.notified).toEqual([]);
    expect(h.store.get(taskId)).toBeUndefined();
    expect(h.list.get()).toEqual([expect.objectContaining({ taskId, status: 'cancelled' })]);
  });
});
