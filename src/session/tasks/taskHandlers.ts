// The tasks/ methods (docs/tasks.md, "Methods"), revision-neutral: the manager answers for this
// session's tasks only, and the request's adapter shapes the wire (or refuses: 2026-07-28 needs the
// extension declared on the request). `tasks/result` waits for its task parked (parkedCalls.ts), so
// the session goes on answering meanwhile.
import { isPlainObject } from '../../contracts';
import { ProtocolError } from '../../protocol';
import type { MethodHandlers } from '../handlerTypes';
import type { SessionTasks } from './sessionTasks';

type TaskMethod = 'tasks/get' | 'tasks/result' | 'tasks/list' | 'tasks/cancel' | 'tasks/update';

export function createTaskHandlers(tasks: SessionTasks): Pick<MethodHandlers, TaskMethod> {
  const { manager, owner } = tasks;
  return {
    'tasks/get': (params, { adapter, clientCapabilities }) => {
      adapter.checkTaskAccess(clientCapabilities);
      return adapter.taskGet(manager.get(owner, params.taskId).toNeutral());
    },
    'tasks/result': (params, { adapter, clientCapabilities }, call) => {
      adapter.checkTaskAccess(clientCapabilities);
      const ended = manager.whenEnded(owner, params.taskId);
      call.park(); // the wait is the task's, not this session's: the queue moves on
      return ended.then((snapshot) => adapter.taskResult(snapshot.toNeutral()));
    },
    'tasks/list': (params, { adapter, clientCapabilities }) => {
      adapter.checkTaskAccess(clientCapabilities);
      const page = manager.list(owner, params.cursor);
      return adapter.taskList(
        page.tasks.map((snapshot) => snapshot.toNeutral()),
        page.nextCursor,
      );
    },
    'tasks/cancel': (params, { adapter, clientCapabilities }) => {
      adapter.checkTaskAccess(clientCapabilities);
      const { snapshot, wasFinished } = manager.cancel(owner, params.taskId, 'cancelled by the client');
      return adapter.taskCancel(snapshot.toNeutral(), wasFinished);
    },
    'tasks/update': (params, { adapter, clientCapabilities }) => {
      adapter.checkTaskAccess(clientCapabilities);
      if (!isPlainObject(params.inputResponses))
        throw new ProtocolError('invalidParams', 'Invalid params: inputResponses must be an object');
      manager.answerInput(owner, params.taskId, params.inputResponses);
      return adapter.taskUpdated();
    },
  };
}
