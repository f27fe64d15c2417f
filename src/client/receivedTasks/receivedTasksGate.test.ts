import { describe, expect, it } from 'vitest';
import { clientCapabilities } from '../connection/revisions';
import { ReceivedTasksGate } from './receivedTasksGate';
import { answersTaskMethod, runsAsTask } from './taskRouting';

const ALL = clientCapabilities('2025-11-25', { sampling: true, elicitation: true, tasks: true });
const SAMPLING_ONLY = clientCapabilities('2025-11-25', { sampling: true, elicitation: true, tasks: false });
const task = { task: { ttl: 1000 } };

describe('which server requests run as tasks', () => {
  it.each([
    ['sampling/createMessage', task, ALL, true],
    ['elicitation/create', task, ALL, true],
    // Without `task` the request is a plain one.
    ['sampling/createMessage', {}, ALL, false],
    ['sampling/createMessage', { task: 5 }, ALL, false],
    // A kind the client did not declare is answered as a plain request (spec, "Task-augmented requests").
    ['sampling/createMessage', task, SAMPLING_ONLY, false],
    [
      'elicitation/create',
      task,
      clientCapabilities('2025-11-25', { sampling: true, elicitation: false, tasks: true }),
      false,
    ],
    ['roots/list', task, ALL, false],
    ['sampling/createMessage', task, undefined, false],
  ])('%s with %j → %s', (method, params, declared, expected) => {
    expect(runsAsTask(method, params, declared)).toBe(expected);
  });

  it.each([
    ['tasks/get', ALL, true],
    ['tasks/result', ALL, true],
    ['tasks/list', ALL, true],
    ['tasks/cancel', ALL, true],
    ['tasks/get', SAMPLING_ONLY, false],
    ['tasks/list', { tasks: { requests: { sampling: { createMessage: {} } } } }, false],
    ['tasks/cancel', { tasks: { requests: { sampling: { createMessage: {} } } } }, false],
    ['tasks/update', ALL, false],
  ])('answers %s under %j: %s', (method, declared, expected) => {
    expect(answersTaskMethod(method, declared)).toBe(expected);
  });

  it('answers a task-augmented request with a CreateTaskResult, and starts the work only when told', async () => {
    const notified: string[] = [];
    const gate = new ReceivedTasksGate({ notify: (t) => notified.push(t.status) });
    let began = false;
    const work = async () => {
      began = true;
      return { result: { role: 'assistant', content: { type: 'text', text: 'x' }, model: 'm' } };
    };
    const routed = await gate.route('sampling/createMessage', 3, task, ALL, work);
    expect(routed?.answer).toEqual({
      result: { task: expect.objectContaining({ status: 'working', ttl: 1000 }) },
    });
    expect(began).toBe(false);
    routed?.begin?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(began).toBe(true);
    expect(notified).toEqual(['completed']);
    expect(gate.list.get()).toEqual([
      expect.objectContaining({ method: 'sampling/createMessage', status: 'completed' }),
    ]);
  });

  it('leaves plain requests and undeclared task methods to the usual answer', async () => {
    const gate = new ReceivedTasksGate({ notify: () => {} });
    const work = async () => ({ result: {} });
    expect(await gate.route('sampling/createMessage', 1, { messages: [] }, ALL, work)).toBeUndefined();
    expect(await gate.route('sampling/createMessage', 1, task, SAMPLING_ONLY, work)).toBeUndefined();
    expect(await gate.route('tasks/get', 1, { taskId: 'x' }, SAMPLING_ONLY, work)).toBeUndefined();
    expect(await gate.route('tasks/get', 1, { taskId: 'x' }, ALL, work)).toEqual({
      answer: { error: { code: -32602, message: 'Invalid params: no such task' } },
    });
  });
});
